import { Button, ButtonGroup, ButtonVariant, Card, Classes, Intent, Size, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/domain/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCommentCall, type OrderComment } from './commentQueries';

export interface CommentItemProps {
  readonly comment: OrderComment;
  /** Only the author edits and deletes (spec section 6). */
  readonly mine: boolean;
}

/** One comment with its author, time, and the author's edit and delete ('comments.deleteTitle'). */
export function CommentItem({ comment, mine }: CommentItemProps) {
  const { t } = useTranslation();
  const call = useCommentCall();
  const [draft, setDraft] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = () =>
    call.mutate(
      (api) =>
        api('PUT /comments/:id', { params: { id: comment.id }, body: { id: comment.id, content: draft?.trim() } }),
      { onSuccess: () => setDraft(null) },
    );
  return (
    <Card compact className="bo-comment" data-testid="comment">
      <div className="bo-comment-head">
        <strong>{comment.reviewer?.displayName ?? t('comments.someone')}</strong>
        <span className={Classes.TEXT_MUTED}>{formatDateTime(comment.createdAt)}</span>
        {mine && draft === null && (
          <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL} className="bo-comment-actions">
            <Button
              icon="edit"
              aria-label={t('list.edit')}
              title={t('list.edit')}
              onClick={() => setDraft(comment.content)}
            />
            <Button
              icon="trash"
              intent={Intent.DANGER}
              aria-label={t('list.delete')}
              title={t('list.delete')}
              onClick={() => setDeleting(true)}
            />
          </ButtonGroup>
        )}
      </div>
      {draft === null ? (
        <div className="bo-comment-content">{comment.content}</div>
      ) : (
        <>
          <TextArea
            fill
            autoFocus
            rows={2}
            aria-label={t('comments.content')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <ButtonGroup size={Size.SMALL} className="bo-step-buttons">
            <Button text={t('common.cancel')} onClick={() => setDraft(null)} />
            <Button
              intent={Intent.PRIMARY}
              text={t('comments.update')}
              disabled={!draft.trim()}
              loading={call.isPending}
              onClick={save}
            />
          </ButtonGroup>
        </>
      )}
      <ConfirmDialog
        isOpen={deleting}
        message={t('comments.deleteTitle')}
        confirmText={t('list.delete')}
        loading={call.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          call.mutate((api) => api('DELETE /comments/:id', { params: { id: comment.id } }), {
            onSettled: () => setDeleting(false),
          })
        }
      />
    </Card>
  );
}
