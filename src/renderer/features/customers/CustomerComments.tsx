import { Card, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/domain/format';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { RateStars } from '../../components/form/RateStars';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import { RatedCommentForm, type RatedReview } from '../comments';

/** Props of {@link CustomerComments}. */
export interface CustomerCommentsProps {
  readonly customerId: number;
}

/** The comments tab of a customer's page: their reviews with stars, and a form to add one. */
export function CustomerComments({ customerId }: CustomerCommentsProps) {
  const { t } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const client = useQueryClient();
  const reviews = useQuery({
    queryKey: [...resourceKeys.all('customerComments'), 'ofCustomer', customerId],
    queryFn: () =>
      call('GET /customerComments', {
        query: { filter: JSON.stringify({ customerId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 },
      }),
  });
  const send = useMutation({
    mutationFn: (review: RatedReview) => call('POST /customerComments', { body: { ...review, customerId } }),
    onSuccess: () => notify.success(t('form.success')),
    onError: (error) => notify.error(error),
    // The customer's stars are the server's average of these reviews: reload both.
    onSettled: () =>
      Promise.all(
        ['customerComments', 'comments', 'customers'].map((r) =>
          client.invalidateQueries({ queryKey: resourceKeys.all(r) }),
        ),
      ),
  });
  const list = () => {
    if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
    if (!reviews.data) return <Spinner size={24} />;
    if (reviews.data.results.length === 0) return <NonIdealState icon="comment" title={t('comments.empty')} />;
    return reviews.data.results.map((review) => (
      <Card key={review.id} compact className="bo-customer-review" data-testid="customer-review">
        <div className="bo-activity-head">
          <RateStars value={review.rate} />
          <strong>{review.reviewer?.displayName ?? t('comments.someone')}</strong>
          <span className={Classes.TEXT_MUTED}>{formatDateTime(review.createdAt)}</span>
          {review.orderId !== null && <Link to={`/orders/${review.orderId}/edit`}>#{review.orderId}</Link>}
        </div>
        <div className="bo-customer-review-text">{review.content}</div>
      </Card>
    ));
  };

  return (
    <div className="bo-customer-comments" data-testid="customer-comments">
      {can(user, 'customerComments', 'create') && (
        <RatedCommentForm
          id="customer-review-content"
          testId="customer-comment-form"
          title={t('customers.addReview')}
          submitText={t('comments.sendReview')}
          busy={send.isPending}
          onSubmit={(review, sent) => send.mutate(review, { onSuccess: sent })}
        />
      )}
      {list()}
    </div>
  );
}
