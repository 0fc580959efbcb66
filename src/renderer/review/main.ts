// Placeholder of the customer's review page (issue 38): the page's own script, written by the
// renderer's side, replaces it. It reads the token from `location.pathname` and calls the
// public review API (`/api/v1/review/<token>`).
export {};
