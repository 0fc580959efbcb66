import { Tag } from '@blueprintjs/core';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { formatDateTime } from '../../../shared/domain/format';
import { deadlineIntent } from './orderCellData';

export interface DeadlineChipProps {
  readonly deadline: string | null;
  readonly status: OrderStatus | null;
}

/** The deadline chip of spec section 4: warning under 4 h left, danger under 2 h, plain when done or canceled. */
export function DeadlineChip({ deadline, status }: DeadlineChipProps) {
  if (!deadline) return null;
  const intent = deadlineIntent({ deadline, status });
  return (
    <Tag minimal icon="time" intent={intent ?? undefined} data-testid="deadline-chip">
      {formatDateTime(deadline)}
    </Tag>
  );
}
