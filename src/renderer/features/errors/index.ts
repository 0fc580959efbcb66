/** The error pages, public face: 'Page not found' and 'Unauthorized'. */
export { NotFoundPage } from './NotFoundPage';
export { UnauthorizedPage } from './UnauthorizedPage';
