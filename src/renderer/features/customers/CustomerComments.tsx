import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { RatedCommentForm, RatedReviewList, useSendReview } from '../comments';

/** Props of {@link CustomerComments}. */
export interface CustomerCommentsProps {
  readonly customerId: number;
}

const LOOK = {
  card: 'bo-customer-review',
  head: 'bo-activity-head',
  text: 'bo-customer-review-text',
  testId: 'customer-review',
};

/** The customer's stars are the server's average of these reviews: sending one reloads both. */
const RELOAD = ['customerComments', 'comments', 'customers'];

/** The comments tab of a customer's page: their reviews with stars, and a form to add one. */
export function CustomerComments({ customerId }: CustomerCommentsProps) {
  const { t } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const reviews = useQuery({
    queryKey: [...resourceKeys.all('customerComments'), 'ofCustomer', customerId],
    queryFn: () =>
      call('GET /customerComments', {
        query: { filter: JSON.stringify({ customerId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 },
      }),
  });
  const send = useSendReview((review) => call('POST /customerComments', { body: { ...review, customerId } }), RELOAD);

  return (
    <div className="bo-customer-comments" data-testid="customer-comments">
      {can(user, 'customerComments', 'create') && (
        <RatedCommentForm
          id="customer-review-content"
          testId="customer-comment-form"
          title={t('customers.addReview')}
          submitText={t('comments.sendReview')}
          {...send}
        />
      )}
      <RatedReviewList
        reviews={reviews}
        look={LOOK}
        extra={(review) =>
          review.orderId !== null && <Link to={`/orders/${review.orderId}/edit`}>#{review.orderId}</Link>
        }
      />
    </div>
  );
}
