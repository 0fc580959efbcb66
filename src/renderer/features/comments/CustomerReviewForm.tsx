import { Button, Callout, Classes, FormGroup, H6, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../app/bridge';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { RateStars } from '../../components/form/RateStars';
import { commentQueries, useCommentCall } from './commentQueries';
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
  const [content, setContent] = useState('');
  const [rate, setRate] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

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

  const submit = () => {
    if (!content.trim()) return setError('form.required');
    if (!rate || rate < 1) return setError('comments.requireRate');
    call.mutate((api) =>
      api('POST /customerComments', { body: { content: content.trim(), rate, orderId, customerId } }),
    );
  };

  return (
    <div className="bo-review-form" data-testid="customer-review-form">
      <H6>{t('comments.reviewTitle')}</H6>
      {error && (
        <Callout intent={Intent.DANGER} icon="error">
          {t(error)}
        </Callout>
      )}
      <RateStars
        value={rate}
        onChange={(v) => {
          setRate(v);
          setError(null);
        }}
      />
      <FormGroup label={t('comments.content')} labelFor="review-content">
        <TextArea
          id="review-content"
          fill
          rows={2}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setError(null);
          }}
        />
      </FormGroup>
      <Button
        intent={Intent.PRIMARY}
        icon="star"
        text={t('comments.sendReview')}
        loading={call.isPending}
        onClick={submit}
      />
    </div>
  );
}
