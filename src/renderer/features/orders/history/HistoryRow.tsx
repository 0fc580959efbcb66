import { Button, ButtonVariant, Classes, Intent, Size, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/domain/format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OrderStatusTag } from '../../../components/OrderStatusTag';
import { notify } from '../../../core/toaster';
import { DeadlineChip } from '../DeadlineChip';
import { ImageThumbs } from '../ImageThumbs';
import { useDeleteResource } from '../../../engine';
import { useLabels } from '../../../components/labels/useLabels';
import type { OrderHistory } from './historyQueries';

export interface HistoryRowProps {
  readonly entry: OrderHistory;
  readonly mayDelete: boolean;
}

/** One row of the order histories list (spec section 2). */
export function HistoryRow({ entry, mayDelete }: HistoryRowProps) {
  const { t, language, enumLabel } = useLabels();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource('orderHistories');
  const order = entry.order;
  return (
    <tr>
      <td>
        <div className="bo-order-name">
          <ImageThumbs urls={[order?.thumbnail]} />
          <div>
            <Link to={`/orders/${entry.orderId}/edit`}>#{entry.orderId}</Link>
            <div className={Classes.TEXT_MUTED}>{order?.code}</div>
          </div>
        </div>
      </td>
      <td>{order?.name}</td>
      <td>
        <span className="bo-tags bo-wrap">
          {(order?.orderFeature ?? []).map((f) => (
            <Tag key={f} minimal>
              {enumLabel(f)}
            </Tag>
          ))}
        </span>
      </td>
      <td>
        <DeadlineChip deadline={entry.deadLine} status={entry.isCurrent ? entry.status : 'done'} />
      </td>
      <td>
        <OrderStatusTag status={entry.status} />
      </td>
      <td className="bo-num">{order ? formatMoney(order.dealPrice, language) : ''}</td>
      <td>
        {mayDelete && (
          <Button
            variant={ButtonVariant.MINIMAL}
            size={Size.SMALL}
            icon="trash"
            intent={Intent.DANGER}
            aria-label={t('list.delete')}
            title={t('list.delete')}
            onClick={() => setConfirming(true)}
          />
        )}
        <ConfirmDialog
          isOpen={confirming}
          message={t('popup.alertDelete', { defaultValue: t('orders.deleteConfirm') })}
          confirmText={t('list.delete')}
          loading={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(entry.id, {
              onSuccess: () => notify.success(t('common.success')),
              onError: (err) => notify.error(err),
              onSettled: () => setConfirming(false),
            })
          }
        />
      </td>
    </tr>
  );
}
