import { Button, Classes, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderHistory } from '../history';
import type { ActionPanel } from '../../../../shared/domain/workflow/actionPanel';
import { can } from '../../../../shared/domain/permissions';
import { mayAssignDesigner } from '../../../../shared/domain/workflow/actors';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { notify } from '../../../core/toaster';
import { ImageUpload } from '../../../components/ImageUpload';
import { designsSearch, OpenMarksChecklist, useOrderMarks } from '../../designReview';
import type { OrderDetail } from '../orderQueries';
import { AssigneePicker } from './AssigneePicker';
import { HappyChoice } from './HappyChoice';
import { entryOf } from './entryOf';
import { ReasonDialog } from './ReasonDialog';
import { useWorkflowStep } from './useWorkflowStep';
import { acceptRequest, rejectRequest, resolvesMarks, type PanelInput, type StepRequest } from './workflowRequests';

export interface StepFormProps {
  readonly panel: ActionPanel;
  readonly order: OrderDetail;
  readonly current: OrderHistory | null;
  /** Called with the reason when a reject sends the order to feedback ('orders.makeToMistake'). */
  readonly onFeedback: (note: string) => void;
}

function initialAssignee(panel: ActionPanel, order: OrderDetail, current: OrderHistory | null): number | null {
  if (!panel.needsDesigner) return null;
  // In new_deal the current entry belongs to the sale; only designer_confirm's is the designer.
  const confirming = panel.status === 'designer_confirm' ? current?.assignedUser?.[0] : undefined;
  return order.designerId ?? confirming ?? null;
}

/** The step's form: assignee, products, note and deadline, with Accept and Reject (spec section 4). */
export function StepForm({ panel, order, current, onFeedback }: StepFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const step = useWorkflowStep();
  const [assignee, setAssignee] = useState<number | null>(() => initialAssignee(panel, order, current));
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [deadLine, setDeadLine] = useState('');
  const [happy, setHappy] = useState<boolean | undefined>(undefined);
  const [rejecting, setRejecting] = useState(false);
  const [, setParams] = useSearchParams();
  const listsMarks = resolvesMarks(panel);
  const verifying = panel.status === 'verified';
  const marks = useOrderMarks(order.id, listsMarks || verifying);
  // Every open mark is ticked until the user unticks it.
  const [unticked, setUnticked] = useState<number[]>([]);
  const resolveMarks = listsMarks ? marks.open.map((m) => m.id).filter((id) => !unticked.includes(id)) : [];
  const marksMade = current ? (marks.byHistory.get(current.id)?.length ?? 0) : 0;
  const input: PanelInput = {
    assignees: assignee === null ? [] : [assignee],
    note,
    products: uploaded,
    deadLine,
    happy,
    resolveMarks,
  };
  const busy = step.isPending;

  // A refused step starts the form afresh (spec section 4): nothing of it was recorded.
  const reset = () => {
    setAssignee(initialAssignee(panel, order, current));
    setUploaded([]);
    setNote('');
    setDeadLine('');
    setHappy(undefined);
    setUnticked([]);
    setRejecting(false);
  };

  const send = (result: StepRequest, after?: () => void) => {
    if (!result.ok) return notify.error(new Error(t(result.error)));
    step.mutate(result.request, {
      onSuccess: () => {
        notify.success(t('workflow.sent'));
        after?.();
      },
      onError: reset,
    });
  };

  const reject = (reason: string) =>
    send(rejectRequest(panel, order, current, input, reason, marksMade), () => {
      setRejecting(false);
      if (panel.offersMakeToMistake) onFeedback(reason);
    });

  return (
    <div className="bo-step-form">
      {panel.assignResource && panel.needsDesigner && !mayAssignDesigner(order, entryOf(current), user) ? (
        <FormGroup className="bo-step-half" label={t('workflow.assignee.designers')} labelFor="panel-designer">
          <InputGroup id="panel-designer" readOnly leftIcon="person" value={order.designer?.displayName ?? ''} />
        </FormGroup>
      ) : (
        panel.assignResource && (
          <AssigneePicker
            className="bo-step-half"
            resource={panel.assignResource}
            value={assignee}
            onChange={setAssignee}
            required={panel.needsDesigner || panel.needsLeader}
            suggestFor={panel.needsDesigner && can(user, 'orders', 'recommendDesigner') ? order.id : undefined}
            disabled={busy}
          />
        )
      )}
      {panel.offersProductUpload && (
        <FormGroup
          label={t('upload.productImages')}
          labelFor="panel-product-upload"
          labelInfo={panel.needsProducts ? '*' : undefined}
        >
          <ImageUpload
            id="panel-product-upload"
            multiple
            type="product"
            orderId={order.id}
            value={uploaded}
            onChange={setUploaded}
            disabled={busy}
          />
        </FormGroup>
      )}
      {listsMarks && (
        <OpenMarksChecklist
          marks={marks.open}
          value={resolveMarks}
          disabled={busy}
          onChange={(ids) => setUnticked(marks.open.map((m) => m.id).filter((id) => !ids.includes(id)))}
        />
      )}
      {panel.needsLeader && <p className={Classes.TEXT_MUTED}>{t('workflow.productsRequired')}</p>}
      <FormGroup label={panel.form === 'feedback' ? t('workflow.feedback') : t('workflow.note')} labelFor="step-note">
        <TextArea id="step-note" fill rows={2} value={note} disabled={busy} onChange={(e) => setNote(e.target.value)} />
      </FormGroup>
      <FormGroup className="bo-step-half" label={t('workflow.nextDeadline')} labelFor="step-deadline">
        <input
          id="step-deadline"
          type="datetime-local"
          className={`${Classes.INPUT} ${Classes.FILL}`}
          value={deadLine}
          disabled={busy}
          onChange={(e) => setDeadLine(e.target.value)}
        />
      </FormGroup>
      {panel.acceptTarget === 'done' && <HappyChoice value={happy} onChange={setHappy} disabled={busy} />}
      <div className="bo-step-buttons">
        {panel.rejectTarget && (
          <Button
            intent={Intent.DANGER}
            icon="cross"
            text={t('workflow.reject')}
            disabled={busy}
            onClick={() => setRejecting(true)}
          />
        )}
        {panel.acceptTarget && (
          <Button
            intent={Intent.PRIMARY}
            icon="tick"
            text={t('workflow.accept')}
            loading={busy && !rejecting}
            onClick={() => send(acceptRequest(panel, order, current, input))}
          />
        )}
      </div>
      {rejecting && (
        <ReasonDialog
          title={t('workflow.rejectTitle')}
          loading={busy}
          onSubmit={reject}
          onClose={() => setRejecting(false)}
          allowBlank={verifying && marksMade > 0}
        >
          {verifying && (
            <p className={Classes.TEXT_MUTED}>
              {t('designReview.reasonOrMark', { count: marksMade })}{' '}
              <Button
                variant="minimal"
                size="small"
                icon="media"
                text={t('designReview.openDesigns')}
                onClick={() => {
                  setRejecting(false);
                  setParams(new URLSearchParams(designsSearch()), { replace: true });
                }}
              />
            </p>
          )}
        </ReasonDialog>
      )}
    </div>
  );
}
