/** The comments feature, public face: an order's comments tab, the customer's review form and the rated comment form. */
export { commentQueries } from './commentQueries';
export { CustomerReviewForm } from './CustomerReviewForm';
export { OrderCommentsTab } from './OrderCommentsTab';
export { RatedCommentForm, type RatedReview } from './RatedCommentForm';
