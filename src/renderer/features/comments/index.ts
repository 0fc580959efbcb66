/** The comments feature, public face: an order's comments tab, the customer's review form, the rated comment form and the list of rated reviews. */
export { commentQueries } from './commentQueries';
export { CustomerReviewForm } from './CustomerReviewForm';
export { OrderCommentsTab } from './OrderCommentsTab';
export { RatedCommentForm, type RatedReview } from './RatedCommentForm';
export { RatedReviewList, useSendReview } from './RatedReviewList';
