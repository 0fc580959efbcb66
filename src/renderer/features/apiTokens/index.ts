/** Personal access tokens (issue 36): the profile's own, and everyone's in a manager's Settings. */
export { ApiTokensPanel } from './ApiTokensPanel';
