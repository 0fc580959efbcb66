import { Classes, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { RateStars } from '../../components/form/RateStars';
import { commentQueries, useCommentCall } from './commentQueries';
import { RatedCommentForm } from './RatedCommentForm';
import './comments.css';

export interface CustomerReviewFormProps {
  readonly orderId: number;
  readonly customerId: number | null;
}

/**
 * The done view's customer review (spec section 2): the existing review, or a form (content
 * and a required 1-5 rating, 'comments.requireRate') when there is none yet.
 */
export function CustomerReviewForm({ orderId, customerId }: CustomerReviewFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const reviews = useQuery(commentQueries.reviewsOf(api, orderId));
  const call = useCommentCall();

  if (reviews.isPending) return <Spinner size={20} />;
  const existing = reviews.data?.results ?? [];
  if (existing.length > 0)
    return (
      <div className="bo-review-form" data-testid="customer-review">
        {existing.map((r) => (
          <div key={r.id}>
            <RateStars value={r.rate} /> <span className={Classes.TEXT_MUTED}>{r.content}</span>
          </div>
        ))}
      </div>
    );
  if (!customerId || !can(user, 'customerComments', 'create')) return null;

  return (
    <RatedCommentForm
      id="review-content"
      testId="customer-review-form"
      card={false}
      title={t('comments.reviewTitle')}
      submitText={t('comments.sendReview')}
      busy={call.isPending}
      onSubmit={({ content, rate }, sent) =>
        call.mutate((api) => api('POST /customerComments', { body: { content, rate, orderId, customerId } }), {
          onSuccess: sent,
        })
      }
    />
  );
}
