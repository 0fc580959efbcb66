import { Button, ButtonGroup, Classes, InputGroup, Intent, Size, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/domain/format';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Mark } from './designQueries';
import type { useMarkMutations } from './designQueries';

export interface MarkItemProps {
  readonly mark: Mark;
  readonly number: number;
  readonly selected: boolean;
  readonly mine: boolean;
  readonly mutations: ReturnType<typeof useMarkMutations>;
  readonly onSelect: () => void;
}

/** Who wrote a mark or a reply: the staff member, or the customer under the name they signed. */
export function useAuthorName() {
  const { t } = useTranslation();
  return (item: { authorKind: string; author: { displayName: string | null } | null; customerName: string | null }) =>
    item.authorKind === 'customer'
      ? t('designReview.customer', { name: item.customerName ?? '' }).trim()
      : (item.author?.displayName ?? '');
}

/** One mark of the panel: its number, author, text and status; resolve, edit, delete, and its thread. */
export function MarkItem({ mark, number, selected, mine, mutations, onSelect }: MarkItemProps) {
  const { t } = useTranslation();
  const authorOf = useAuthorName();
  const [editing, setEditing] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const [deleting, setDeleting] = useState(false);
  const onError = (error: unknown) => notify.error(error);
  const resolved = mark.status === 'resolved';

  return (
    <li className={`bo-mark-item${selected ? ' bo-mark-item-selected' : ''}`} data-mark-id={mark.id}>
      <div className="bo-mark-item-head">
        <button
          type="button"
          className="bo-mark-number"
          aria-pressed={selected}
          onClick={onSelect}
          title={t('designReview.showOnImage')}
        >
          {number}
        </button>
        <strong className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{authorOf(mark)}</strong>
        <Tag minimal intent={resolved ? Intent.SUCCESS : Intent.WARNING}>
          {t(`designReview.status.${mark.status}`)}
        </Tag>
        {mark.forCustomer && (
          <Tag minimal icon="eye-open">
            {t('designReview.shownToCustomer')}
          </Tag>
        )}
        <span className={Classes.TEXT_MUTED}>{formatDateTime(mark.createdAt)}</span>
      </div>
      {editing === null ? (
        <div className="bo-mark-body">{mark.body}</div>
      ) : (
        <TextArea
          fill
          rows={2}
          aria-label={t('designReview.comment')}
          value={editing}
          onChange={(e) => setEditing(e.target.value)}
          autoFocus
        />
      )}
      <ButtonGroup className="bo-mark-actions">
        {editing === null ? (
          <>
            <Button
              size={Size.SMALL}
              variant="minimal"
              icon={resolved ? 'undo' : 'tick'}
              text={t(resolved ? 'designReview.reopen' : 'designReview.resolve')}
              loading={mutations.update.isPending && mutations.update.variables?.id === mark.id}
              onClick={() =>
                mutations.update.mutate({ id: mark.id, body: { status: resolved ? 'open' : 'resolved' } }, { onError })
              }
            />
            {mine && (
              <>
                <Button
                  size={Size.SMALL}
                  variant="minimal"
                  icon="edit"
                  text={t('list.edit')}
                  onClick={() => setEditing(mark.body)}
                />
                <Button
                  size={Size.SMALL}
                  variant="minimal"
                  icon="trash"
                  intent={Intent.DANGER}
                  text={t('list.delete')}
                  onClick={() => setDeleting(true)}
                />
              </>
            )}
          </>
        ) : (
          <>
            <Button size={Size.SMALL} text={t('common.cancel')} onClick={() => setEditing(null)} />
            <Button
              size={Size.SMALL}
              intent={Intent.PRIMARY}
              text={t('common.save')}
              disabled={!editing.trim()}
              loading={mutations.update.isPending}
              onClick={() =>
                mutations.update.mutate(
                  { id: mark.id, body: { body: editing.trim() } },
                  { onSuccess: () => setEditing(null), onError },
                )
              }
            />
          </>
        )}
      </ButtonGroup>
      {mark.replies.length > 0 && (
        <ol className="bo-mark-replies" aria-label={t('designReview.replies')}>
          {mark.replies.map((r) => (
            <li key={r.id}>
              <strong>{authorOf(r)}</strong> <span className={Classes.TEXT_MUTED}>{formatDateTime(r.createdAt)}</span>
              <div className="bo-mark-body">{r.body}</div>
            </li>
          ))}
        </ol>
      )}
      <form
        className="bo-mark-reply"
        onSubmit={(e) => {
          e.preventDefault();
          if (reply.trim())
            mutations.reply.mutate({ id: mark.id, body: reply.trim() }, { onSuccess: () => setReply(''), onError });
        }}
      >
        <InputGroup
          size={Size.SMALL}
          fill
          value={reply}
          placeholder={t('designReview.reply')}
          aria-label={t('designReview.replyTo', { n: number })}
          onValueChange={setReply}
          rightElement={
            <Button
              size={Size.SMALL}
              variant="minimal"
              type="submit"
              icon="send-message"
              aria-label={t('designReview.send')}
              disabled={!reply.trim()}
            />
          }
        />
      </form>
      <ConfirmDialog
        isOpen={deleting}
        message={t('designReview.deleteConfirm')}
        confirmText={t('list.delete')}
        loading={mutations.remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => mutations.remove.mutate(mark.id, { onSettled: () => setDeleting(false), onError })}
      />
    </li>
  );
}
