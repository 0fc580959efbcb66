import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { RatedCommentForm, RatedReviewList, useSendReview } from '../comments';

const LOOK = { card: 'bo-comment', head: 'bo-comment-head', text: 'bo-comment-content', testId: 'user-comment' };

/** A user's stars are the server's average of these reviews: sending one reloads both. */
const RELOAD = ['userComments', 'users'];

/**
 * A user's comments with ratings (`userComments` about them, newest first, with who wrote
 * each) and, with userComments.create, a form: content and a rating of at least one star
 * ('comments.requireRate').
 */
export function UserComments({ userId }: { readonly userId: number }) {
  const { t } = useTranslation();
  const call = useApi();
  const viewer = useCurrentUser();
  const comments = useQuery({
    queryKey: [...resourceKeys.all('userComments'), 'user', userId],
    queryFn: () => {
      const query = { filter: JSON.stringify({ userId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 };
      // The reviews of oneself need no userComments.get.
      return userId === viewer.id ? call('GET /userComments/me', { query }) : call('GET /userComments', { query });
    },
  });
  const add = useSendReview((review) => call('POST /userComments', { body: { ...review, userId } }), RELOAD);

  return (
    <div className="bo-comments">
      {can(viewer, 'userComments', 'create') && (
        <RatedCommentForm
          id="user-comment-content"
          testId="user-comment-form"
          placeholder={t('comments.placeholder')}
          submitText={t('comments.add')}
          {...add}
        />
      )}
      <RatedReviewList reviews={comments} look={LOOK} />
    </div>
  );
}
