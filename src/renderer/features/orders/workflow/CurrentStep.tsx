import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OrderHistory } from '../history';
import type { OrderStatus } from '../../../../shared/domain/orderStatus';
import { DeadlineChip } from '../DeadlineChip';
import { CurrentNote } from './CurrentNote';
import type { StepOrder } from './workflowRequests';

export interface CurrentStepProps {
  readonly entry: OrderHistory | null;
  readonly status: OrderStatus | null;
  /** Outsourced users see no assigner (spec section 6). */
  readonly showPeople: boolean;
  readonly order: StepOrder;
  /** The user may act at this step, and so change its note. */
  readonly mayAct: boolean;
}

/** The current step's deadline, note and people, above the action panel's form. */
export function CurrentStep({ entry, status, showPeople, order, mayAct }: CurrentStepProps) {
  const { t } = useTranslation();
  if (!entry) return null;
  const assigned = (entry.assignedUsers ?? []).map((u) => u.displayName).join(', ');
  return (
    <HTMLTable compact className="bo-current-step">
      <tbody>
        <tr>
          <th>{t('workflow.deadline')}</th>
          <td>{entry.deadLine ? <DeadlineChip deadline={entry.deadLine} status={status} /> : '—'}</td>
        </tr>
        <tr>
          <th>{t('workflow.note')}</th>
          <td>
            <CurrentNote order={order} entry={entry} editable={mayAct && entry.isCurrent === true} />
          </td>
        </tr>
        {showPeople && assigned && (
          <tr>
            <th>{t('workflow.assigned')}</th>
            <td>{assigned}</td>
          </tr>
        )}
      </tbody>
    </HTMLTable>
  );
}
