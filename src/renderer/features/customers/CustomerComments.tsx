import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  H6,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/domain/format';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../app/bridge';
import { resourceKeys } from '../../app/resourceQueries';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { notify } from '../../app/toaster';
import { RateStars } from '../../components/form/RateStars';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import { reviewProblem } from './reviewForm';

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
  const [content, setContent] = useState('');
  const [rate, setRate] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reviews = useQuery({
    queryKey: [...resourceKeys.all('customerComments'), 'ofCustomer', customerId],
    queryFn: () =>
      call('GET /customerComments', {
        query: { filter: JSON.stringify({ customerId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 },
      }),
  });
  const send = useMutation({
    mutationFn: () => call('POST /customerComments', { body: { content: content.trim(), rate, customerId } }),
    onSuccess: () => {
      notify.success(t('form.success'));
      setContent('');
      setRate(null);
    },
    onError: (error) => notify.error(error),
    // The customer's stars are the server's average of these reviews: reload both.
    onSettled: () =>
      Promise.all(
        ['customerComments', 'comments', 'customers'].map((r) =>
          client.invalidateQueries({ queryKey: resourceKeys.all(r) }),
        ),
      ),
  });
  const submit = () => {
    const found = reviewProblem(content, rate);
    setProblem(found);
    if (!found) send.mutate();
  };

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
        <Card compact className="bo-review-form" data-testid="customer-comment-form">
          <H6>{t('customers.addReview')}</H6>
          {problem && (
            <Callout intent={Intent.DANGER} icon="error">
              {t(problem)}
            </Callout>
          )}
          <RateStars
            value={rate}
            onChange={(value) => {
              setRate(value);
              setProblem(null);
            }}
          />
          <FormGroup label={t('comments.content')} labelFor="customer-review-content">
            <TextArea
              id="customer-review-content"
              fill
              rows={2}
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                setProblem(null);
              }}
            />
          </FormGroup>
          <Button
            intent={Intent.PRIMARY}
            icon="star"
            text={t('comments.sendReview')}
            loading={send.isPending}
            onClick={submit}
          />
        </Card>
      )}
      {list()}
    </div>
  );
}
