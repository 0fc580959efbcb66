import { Card, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/domain/format';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ErrorState } from '../../components/ErrorState';
import { RateStars } from '../../components/form/RateStars';
import { RatedCommentForm, type RatedReview } from '../comments';

/**
 * A user's comments with ratings (`userComments` about them, newest first, with who wrote
 * each) and, with userComments.create, a form: content and a rating of at least one star
 * ('comments.requireRate').
 */
export function UserComments({ userId }: { readonly userId: number }) {
  const { t } = useTranslation();
  const call = useApi();
  const client = useQueryClient();
  const viewer = useCurrentUser();
  const comments = useQuery({
    queryKey: [...resourceKeys.all('userComments'), 'user', userId],
    queryFn: () => {
      const query = { filter: JSON.stringify({ userId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 };
      // The reviews of oneself need no userComments.get.
      return userId === viewer.id ? call('GET /userComments/me', { query }) : call('GET /userComments', { query });
    },
  });
  const add = useMutation({
    mutationFn: (review: RatedReview) => call('POST /userComments', { body: { ...review, userId } }),
    onSuccess: () => notify.success(t('form.success')),
    onError: (err) => notify.error(err),
    onSettled: () =>
      Promise.all(['userComments', 'users'].map((r) => client.invalidateQueries({ queryKey: resourceKeys.all(r) }))),
  });
  const form = can(viewer, 'userComments', 'create') && (
    <RatedCommentForm
      id="user-comment-content"
      testId="user-comment-form"
      placeholder={t('comments.placeholder')}
      submitText={t('comments.add')}
      busy={add.isPending}
      onSubmit={(review, sent) => add.mutate(review, { onSuccess: sent })}
    />
  );

  const list = () => {
    if (comments.isPending) return <Spinner size={24} />;
    if (comments.isError) return <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />;
    if (comments.data.results.length === 0) return <NonIdealState icon="comment" title={t('comments.empty')} />;
    return comments.data.results.map((comment) => (
      <Card compact key={comment.id} className="bo-comment" data-testid="user-comment">
        <div className="bo-comment-head">
          <RateStars value={comment.rate} />
          <strong>{comment.reviewer?.displayName ?? t('comments.someone')}</strong>
          <span className={Classes.TEXT_MUTED}>{formatDateTime(comment.createdAt)}</span>
        </div>
        <div className="bo-comment-content">{comment.content}</div>
      </Card>
    ));
  };

  return (
    <div className="bo-comments">
      {form}
      {list()}
    </div>
  );
}
