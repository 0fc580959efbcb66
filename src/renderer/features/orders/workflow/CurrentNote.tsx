import { Button, ButtonGroup, ButtonVariant, Classes, Intent, Size, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderHistory } from '../history';
import { notify } from '../../../core/toaster';
import { useWorkflowStep } from './useWorkflowStep';
import { noteRequest, type StepOrder } from './workflowRequests';

/** Props of {@link CurrentNote}. */
export interface CurrentNoteProps {
  readonly order: StepOrder;
  readonly entry: OrderHistory;
  /** Those who may move the order at its step may also change its note. */
  readonly editable: boolean;
}

/** The current step's note; those who may act send a new one ('The note sent successfully.'). */
export function CurrentNote({ order, entry, editable }: CurrentNoteProps) {
  const { t } = useTranslation();
  const send = useWorkflowStep();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null)
    return (
      <span className="bo-current-note">
        <span className={entry.note ? undefined : Classes.TEXT_MUTED}>{entry.note || '—'}</span>
        {editable && (
          <Button
            icon="edit"
            size={Size.SMALL}
            variant={ButtonVariant.MINIMAL}
            aria-label={t('workflow.editNote')}
            onClick={() => setDraft(entry.note ?? '')}
          />
        )}
      </span>
    );
  const submit = () => {
    const result = noteRequest(order, entry, draft);
    if (!result.ok) return notify.error(new Error(t(result.error)));
    send.mutate(result.request, {
      onSuccess: () => {
        notify.success(t('workflow.noteSent'));
        setDraft(null);
      },
      // A failed history edit resets the form (spec section 4).
      onError: () => setDraft(null),
    });
  };
  return (
    <div className="bo-current-note-form">
      <TextArea
        fill
        autoResize
        rows={2}
        value={draft}
        aria-label={t('workflow.note')}
        disabled={send.isPending}
        onChange={(e) => setDraft(e.target.value)}
      />
      <ButtonGroup size={Size.SMALL}>
        <Button text={t('common.cancel')} disabled={send.isPending} onClick={() => setDraft(null)} />
        <Button
          intent={Intent.PRIMARY}
          icon="send-message"
          text={t('workflow.sendNote')}
          loading={send.isPending}
          onClick={submit}
        />
      </ButtonGroup>
    </div>
  );
}
