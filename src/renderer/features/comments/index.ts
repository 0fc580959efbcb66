/** The comments feature, public face: an order's comments tab and the customer's review form. */
export { commentQueries } from './commentQueries';
export { CustomerReviewForm } from './CustomerReviewForm';
export { OrderCommentsTab } from './OrderCommentsTab';
