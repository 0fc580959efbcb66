import { Button, Intent, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { CommentItem } from './CommentItem';
import { commentQueries, useCommentCall } from './commentQueries';
import './comments.css';

/** The comments tab of the order edit page: add, and the author's edit and delete (spec section 7). */
export function OrderCommentsTab({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const comments = useQuery(commentQueries.forOrder(api, orderId));
  const call = useCommentCall();
  const [content, setContent] = useState('');
  const add = () =>
    call.mutate((send) => send('POST /comments', { body: { content: content.trim(), orderId } }), {
      onSuccess: () => setContent(''),
    });

  const list = () => {
    if (comments.isPending) return <Spinner size={24} />;
    if (comments.isError) return <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />;
    if (comments.data.results.length === 0) return <NonIdealState icon="comment" title={t('comments.empty')} />;
    return comments.data.results.map((c) => <CommentItem key={c.id} comment={c} mine={c.reviewerId === user.id} />);
  };

  return (
    <div className="bo-comments" data-testid="order-comments">
      {can(user, 'comments', 'create') && (
        <div className="bo-comment-new">
          <TextArea
            fill
            rows={2}
            aria-label={t('comments.content')}
            placeholder={t('comments.placeholder')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <Button
            intent={Intent.PRIMARY}
            icon="send-message"
            text={t('comments.add')}
            disabled={!content.trim()}
            loading={call.isPending}
            onClick={add}
          />
        </div>
      )}
      {list()}
    </div>
  );
}
