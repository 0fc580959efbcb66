import {
  Classes,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  TagInput,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import type { OrderHistory } from '../history';
import {
  forceTargets,
  INITIAL_ORDER_STATUS,
  ORDER_STATUS_TABLE,
  type OrderStatus,
} from '../../../../shared/domain/orderStatus';
import { notify } from '../../../core/toaster';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { ImageUpload } from '../../../components/ImageUpload';
import { useLabels } from '../../../components/labels/useLabels';
import type { OrderDetail } from '../orderQueries';
import { AssigneePicker } from '../workflow/AssigneePicker';
import { useWorkflowStep } from '../workflow/useWorkflowStep';
import { EMPTY_INPUT, forceRequest, type ForceInput } from '../workflow/workflowRequests';

export interface ForceUpdateDialogProps {
  readonly order: OrderDetail;
  readonly current: OrderHistory | null;
  readonly onClose: () => void;
  /** Called with the note when the order was forced to feedback ('orders.makeToMistake'). */
  readonly onFeedback: (note: string) => void;
}

const EMPTY: ForceInput = { ...EMPTY_INPUT, status: '', infoOrderLink: '', linkDesigner: [] };

/**
 * Force update (orderFlow forceCreateOne, spec section 4): any status, its assignee when the
 * status defines one, uploaded product images and links at verified, a note and a deadline. Forced to
 * feedback, the order offers its mistake record, as a reject to feedback does.
 */
export function ForceUpdateDialog({ order, current, onClose, onFeedback }: ForceUpdateDialogProps) {
  const { t, enumLabel } = useLabels();
  const step = useWorkflowStep();
  const [input, setInput] = useState<ForceInput>(EMPTY);
  const set = (patch: Partial<ForceInput>) => setInput((prev) => ({ ...prev, ...patch }));
  const target = input.status ? ORDER_STATUS_TABLE[input.status] : null;
  const verified = input.status === 'verified';
  const busy = step.isPending;

  const submit = () => {
    const result = forceRequest(order, current, input);
    if (!result.ok) return notify.error(new Error(t(result.error)));
    step.mutate(result.request, {
      onSuccess: () => {
        notify.success(t('orders.updatedOrder', { id: order.id }));
        setInput(EMPTY);
        onClose();
        if (input.status === 'feedback') onFeedback(input.note.trim());
      },
    });
  };

  return (
    <Dialog
      isOpen
      title={t('workflow.forceTitle', { id: order.id })}
      icon="warning-sign"
      onClose={onClose}
      style={{ width: 560 }}
    >
      <DialogBody>
        <FormGroup label={t('workflow.forceStatus')} labelFor="force-status" labelInfo="*">
          <HTMLSelect
            id="force-status"
            fill
            value={input.status}
            disabled={busy}
            onChange={(e) => set({ status: e.target.value as OrderStatus, assignees: [] })}
            options={[
              { value: '', label: t('form.selectPlaceholder') },
              ...forceTargets(order.status ?? INITIAL_ORDER_STATUS).map((s) => ({ value: s, label: enumLabel(s) })),
            ]}
          />
        </FormGroup>
        {target?.assignResource && (
          <AssigneePicker
            key={target.status}
            idPrefix="force"
            resource={target.assignResource}
            value={input.assignees[0] ?? null}
            onChange={(id) => set({ assignees: id === null ? [] : [id] })}
            disabled={busy}
          />
        )}
        {verified && (
          <>
            <FormGroup label={t('upload.productImages')} labelFor="force-product-upload">
              <ImageUpload
                id="force-product-upload"
                multiple
                type="product"
                orderId={order.id}
                value={input.products}
                onChange={(products) => set({ products })}
                disabled={busy}
              />
            </FormGroup>
            <FormGroup label={t('workflow.infoOrderLink')} labelFor="force-info-link">
              <InputGroup
                id="force-info-link"
                type="url"
                leftIcon="link"
                value={input.infoOrderLink}
                disabled={busy}
                onValueChange={(v) => set({ infoOrderLink: v })}
              />
            </FormGroup>
            <FormGroup
              label={t('workflow.linkDesigner')}
              labelFor="force-link-designer"
              helperText={t('workflow.linkDesignerHint')}
            >
              <TagInput
                inputProps={{ id: 'force-link-designer' }}
                leftIcon="link"
                values={[...input.linkDesigner]}
                addOnBlur
                disabled={busy}
                onChange={(v) =>
                  set({
                    linkDesigner: v
                      .map(String)
                      .map((s) => s.trim())
                      .filter(Boolean),
                  })
                }
              />
            </FormGroup>
          </>
        )}
        <FormGroup label={t('workflow.note')} labelFor="force-note">
          <TextArea
            id="force-note"
            fill
            rows={2}
            value={input.note}
            disabled={busy}
            onChange={(e) => set({ note: e.target.value })}
          />
        </FormGroup>
        <FormGroup label={t('workflow.nextDeadline')} labelFor="force-deadline">
          <input
            id="force-deadline"
            type="datetime-local"
            className={`${Classes.INPUT} ${Classes.FILL}`}
            value={input.deadLine}
            disabled={busy}
            onChange={(e) => set({ deadLine: e.target.value })}
          />
        </FormGroup>
      </DialogBody>
      <DialogSaveFooter busy={busy} onCancel={onClose} onSave={submit} intent={Intent.WARNING} />
    </Dialog>
  );
}
