import { Card, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/domain/format';
import { resourceKeys } from '../../core/resourceQueries';
import { notify } from '../../core/toaster';
import { ErrorState } from '../../components/ErrorState';
import { RateStars } from '../../components/form/RateStars';
import type { RatedCommentFormProps, RatedReview } from './RatedCommentForm';
import './comments.css';

/** A review with its stars, as the lists of a customer's and a user's reviews read it. */
export interface RatedReviewRow {
  readonly id: number;
  readonly rate: number | null;
  readonly content: string;
  readonly createdAt: string;
  readonly reviewer?: { readonly displayName?: string | null } | null;
}

/** Class names of a review's card, head and text, and the card's `data-testid`. */
export interface RatedReviewLook {
  readonly card: string;
  readonly head: string;
  readonly text: string;
  readonly testId: string;
}

/** Props of {@link RatedReviewList}. */
export interface RatedReviewListProps<R extends RatedReviewRow> {
  readonly reviews: UseQueryResult<{ readonly results: readonly R[] }>;
  readonly look: RatedReviewLook;
  /** What the head shows after the date (the order a review is about). @default nothing */
  readonly extra?: (review: R) => ReactNode;
}

/** Reviews with stars, newest first: who wrote each and when; a spinner, the error or 'no comments' meanwhile. */
export function RatedReviewList<R extends RatedReviewRow>({ reviews, look, extra }: RatedReviewListProps<R>) {
  const { t } = useTranslation();
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (!reviews.data) return <Spinner size={24} />;
  if (reviews.data.results.length === 0) return <NonIdealState icon="comment" title={t('comments.empty')} />;
  return reviews.data.results.map((review) => (
    <Card key={review.id} compact className={look.card} data-testid={look.testId}>
      <div className={look.head}>
        <RateStars value={review.rate} />
        <strong>{review.reviewer?.displayName ?? t('comments.someone')}</strong>
        <span className={Classes.TEXT_MUTED}>{formatDateTime(review.createdAt)}</span>
        {extra?.(review)}
      </div>
      <div className={look.text}>{review.content}</div>
    </Card>
  ));
}

/**
 * A {@link RatedCommentForm}'s `busy` and `onSubmit` that send its review (`post`), say so or show
 * the error, and reload the lists of `reload`: the reviews and whatever shows their average.
 */
export function useSendReview(
  post: (review: RatedReview) => Promise<unknown>,
  reload: readonly string[],
): Pick<RatedCommentFormProps, 'busy' | 'onSubmit'> {
  const { t } = useTranslation();
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: post,
    onSuccess: () => notify.success(t('form.success')),
    onError: (error) => notify.error(error),
    onSettled: () => Promise.all(reload.map((r) => client.invalidateQueries({ queryKey: resourceKeys.all(r) }))),
  });
  return { busy: send.isPending, onSubmit: (review, sent) => send.mutate(review, { onSuccess: sent }) };
}
