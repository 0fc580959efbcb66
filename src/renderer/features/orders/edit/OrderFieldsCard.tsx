import { Button, ButtonVariant, Card, Classes, H5, HTMLSelect, HTMLTable, Size } from '@blueprintjs/core';
import { PRICE_MIN, PRICE_STEP } from '../../../../shared/domain/constants';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/domain/format';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../shared/domain/payment';
import { can } from '../../../../shared/domain/permissions';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { notify } from '../../../core/toaster';
import { toLocalInput } from '../../../components/form/formValues';
import { GroupedNumericInput, NUMBER_LOCALE as LOCALE } from '../../../components/form/GroupedNumericInput';
import { useLabels } from '../../../components/labels/useLabels';
import { toWholeVnd } from '../create/orderCreateForm';
import { useOrderFieldEdit, type OrderFieldChange } from '../orderMutations';
import type { OrderDetail } from '../orderQueries';
import { OrderDetailsDialog } from './OrderDetailsDialog';

interface MoneyEditProps {
  readonly id: string;
  readonly value: number | null;
  readonly disabled: boolean;
  readonly onCommit: (value: number | null) => void;
}

/** A compact money input (thousands separators, step 10 000) that saves, rounded, when it loses focus. */
function MoneyEdit({ id, value, disabled, onCommit }: MoneyEditProps) {
  const [text, setText] = useState(value === null ? '' : value.toLocaleString(LOCALE));
  const [draft, setDraft] = useState(value);
  const commit = () => {
    const next = toWholeVnd(draft);
    if (next !== value) onCommit(next);
  };
  return (
    <GroupedNumericInput
      id={id}
      fill
      buttonPosition="none"
      min={PRICE_MIN}
      stepSize={PRICE_STEP}
      majorStepSize={PRICE_STEP * 10}
      minorStepSize={null}
      value={text}
      disabled={disabled}
      onValueChange={(n, s) => {
        setText(s);
        setDraft(s.trim() === '' || !Number.isFinite(n) ? null : n);
      }}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/**
 * The order's own fields with their single-field edits (spec section 7): payment status,
 * order price, deadline and deal price, each under its permission; deadline and deal price
 * only for non-outsourced users. Remount it (key) when the order reloads.
 */
export function OrderFieldsCard({ order }: { readonly order: OrderDetail }) {
  const { t, fieldLabel, enumLabel } = useLabels();
  const user = useCurrentUser();
  const edit = useOrderFieldEdit(order);
  const [editing, setEditing] = useState(false);
  const staff = !user.isOutsource;
  const may = (key: string) => can(user, 'orders', key) && !edit.isPending;
  const save = (change: OrderFieldChange) =>
    edit.mutate(change, { onSuccess: () => notify.success(t('orders.updatedOrder', { id: order.id })) });

  // Each row's field; a row whose value is a control labels it (`edit-{field}`).
  const rows: [string, ReactNode][] = [
    ['customerId', order.customer?.displayName ?? '—'],
    [
      'paymentStatus',
      <HTMLSelect
        key="p"
        id="edit-paymentStatus"
        fill
        value={order.paymentStatus ?? ''}
        disabled={!may('paymentStatus')}
        onChange={(e) => save({ field: 'paymentStatus', value: e.target.value as PaymentStatus })}
        options={PAYMENT_STATUSES.map((v) => ({ value: v, label: enumLabel(v) }))}
      />,
    ],
    [
      'priceOrder',
      <MoneyEdit
        key="o"
        id="edit-priceOrder"
        value={order.priceOrder}
        disabled={!may('priceOrder')}
        onCommit={(v) => save({ field: 'priceOrder', value: v })}
      />,
    ],
    [
      'deadline',
      <input
        key="d"
        id="edit-deadline"
        type="datetime-local"
        className={`${Classes.INPUT} ${Classes.FILL}`}
        defaultValue={toLocalInput(order.deadline)}
        disabled={!staff || !may('deadLine')}
        onBlur={(e) => {
          const next = e.target.value ? new Date(e.target.value).toISOString() : null;
          if (toLocalInput(next) !== toLocalInput(order.deadline)) save({ field: 'deadline', value: next });
        }}
      />,
    ],
    [
      'dealPrice',
      <MoneyEdit
        key="m"
        id="edit-dealPrice"
        value={order.dealPrice}
        disabled={!staff || !may('dealPrice')}
        onCommit={(v) => save({ field: 'dealPrice', value: v })}
      />,
    ],
    ['finishedDate', formatDateTime(order.finishedDate)],
    ['packageId', order.package?.name ?? '—'],
    ['note', order.note?.trim() ? order.note : '—'],
    ['createdAt', formatDateTime(order.createdAt)],
  ];
  return (
    <Card compact className="bo-order-fields">
      <div className="bo-card-head">
        <H5>{t('orders.details')}</H5>
        {can(user, 'orders', 'update') && (
          <Button
            icon="edit"
            size={Size.SMALL}
            variant={ButtonVariant.MINIMAL}
            text={t('orders.editDetails')}
            onClick={() => setEditing(true)}
          />
        )}
      </div>
      <HTMLTable compact className="bo-kv">
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th>
                {typeof value === 'string' ? (
                  fieldLabel(name)
                ) : (
                  <label htmlFor={`edit-${name}`}>{fieldLabel(name)}</label>
                )}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {editing && <OrderDetailsDialog order={order} onClose={() => setEditing(false)} />}
    </Card>
  );
}
