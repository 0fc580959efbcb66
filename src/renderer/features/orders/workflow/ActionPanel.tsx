import { Callout, Card, H5, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderHistory } from '../history';
import { INITIAL_ORDER_STATUS } from '../../../../shared/domain/orderStatus';
import { can } from '../../../../shared/domain/permissions';
import { actionPanelFor } from '../../../../shared/domain/workflow/actionPanel';
import { mayMoveOrder } from '../../../../shared/domain/workflow/actors';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { OrderStatusTag } from '../../../components/OrderStatusTag';
import { RenewOrderButton } from '../edit/RenewOrderButton';
import type { OrderDetail } from '../orderQueries';
import { CurrentStep } from './CurrentStep';
import { entryOf } from './entryOf';
import { MakeToMistakeConfirm } from './MakeToMistakeConfirm';
import { ReopenForm } from './ReopenForm';
import { StepForm } from './StepForm';
import { useWorkflowStep } from './useWorkflowStep';
import { reopenRequest } from './workflowRequests';

export interface ActionPanelProps {
  readonly order: OrderDetail;
  readonly current: OrderHistory | null;
}

/**
 * The action panel of spec section 4 for the order's status: the current deadline and note,
 * then the step's form (Accept and Reject) or, done or canceled, the follow-up: Re-Open and
 * Re New; users who may not act see 'orderHistories.error.unAuth' and no form.
 */
export function ActionPanel({ order, current }: ActionPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const reopen = useWorkflowStep();
  const [mistakeNote, setMistakeNote] = useState<string | null>(null);
  const status = order.status ?? INITIAL_ORDER_STATUS;
  const panel = actionPanelFor(status);
  const allowed = mayMoveOrder(status, order, entryOf(current), user);

  // A done or canceled order's follow-up: Re-Open for those who may move it, Re New for those who create orders.
  const renew = panel.canReopen && !user.isOutsource && can(user, 'orders', 'create') && (
    <RenewOrderButton orderId={order.id} />
  );

  const content = () => {
    if (!allowed)
      return (
        <>
          <Callout intent={Intent.DANGER} icon="lock" data-testid="action-unauth">
            {t('orderHistories.error.unAuth')}
          </Callout>
          {renew && <div className="bo-follow-up-actions">{renew}</div>}
        </>
      );
    if (panel.canReopen)
      return (
        <ReopenForm
          loading={reopen.isPending}
          onReopen={(reason) => {
            const result = reopenRequest(order, current, reason);
            if (!result.ok) return;
            reopen.mutate(result.request, {
              onSuccess: () => {
                if (panel.offersMakeToMistake) setMistakeNote(reason);
              },
            });
          }}
        >
          {renew}
        </ReopenForm>
      );
    if (!panel.acceptTarget && !panel.rejectTarget)
      return <Callout icon="info-sign">{t('workflow.nothingToDo')}</Callout>;
    return (
      <StepForm
        key={`${status}-${current?.id ?? 0}`}
        panel={panel}
        order={order}
        current={current}
        onFeedback={setMistakeNote}
      />
    );
  };

  return (
    <Card compact className="bo-action-panel" data-testid="action-panel">
      <div className="bo-card-head bo-card-title">
        <H5>{t('workflow.title')}</H5>
        <OrderStatusTag status={status} />
      </div>
      <CurrentStep
        entry={current}
        status={status}
        showPeople={!user.isOutsource}
        order={order}
        mayAct={allowed && !panel.canReopen}
      />
      {content()}
      <MakeToMistakeConfirm orderId={order.id} note={mistakeNote} onClose={() => setMistakeNote(null)} />
    </Card>
  );
}
