import { Button, Card, Classes, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { PAYMENT_AMOUNT_FIELD, paymentTotal } from '../../../shared/domain/payment';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import { PaymentClientName } from './PaymentClientName';
import { paymentQueries, useConfirmPayment, type PaymentWithOrders } from './paymentQueries';
import './payments.css';

type Order = NonNullable<PaymentWithOrders['ordersDetails']>[number];

/** `/payments/{id}/review`: the payment's orders and sums, and Confirm behind a confirmation (spec section 2). */
export function PaymentReviewPage() {
  const { t } = useLabels();
  const call = useApi();
  const { id } = useParams();
  const paymentId = Number(id);
  const payment = useQuery({ ...paymentQueries.review(call, paymentId), enabled: Number.isInteger(paymentId) });
  const crumbs = [{ text: t('resources.payments'), to: '/payments' }, { text: t('payments.review') }];

  if (payment.isError)
    return (
      <>
        <PageHeader title={t('payments.reviewTitle', { id })} breadcrumbs={crumbs} />
        <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />
      </>
    );
  if (!payment.data) return <Spinner />;
  return <PaymentReview payment={payment.data} crumbs={crumbs} />;
}

function PaymentReview({
  payment,
  crumbs,
}: {
  readonly payment: PaymentWithOrders;
  readonly crumbs: readonly { text: string; to?: string }[];
}) {
  const { t, language, enumLabel } = useLabels();
  const user = useCurrentUser();
  const confirm = useConfirmPayment();
  const [asking, setAsking] = useState(false);
  const money = (value: number | null | undefined) => formatMoney(value, language);
  const amountField = PAYMENT_AMOUNT_FIELD[payment.typeClient];
  const orders: readonly Order[] = payment.ordersDetails ?? [];
  const subtotal = paymentTotal(orders.map((order) => order[amountField]));
  const mayConfirm = payment.isConfirm !== true && mayDo(user, RESOURCES.payments, 'update');

  const actions =
    payment.isConfirm === true ? (
      <Tag large intent={Intent.SUCCESS} icon="tick" data-testid="payment-confirmed">
        {t('payments.confirmed')}
      </Tag>
    ) : mayConfirm ? (
      <Button intent={Intent.PRIMARY} icon="confirm" text={t('payments.confirm')} onClick={() => setAsking(true)} />
    ) : (
      <Tag large minimal>
        {t('payments.unconfirmed')}
      </Tag>
    );

  return (
    <>
      <PageHeader title={t('payments.reviewTitle', { id: payment.id })} breadcrumbs={crumbs} actions={actions} />
      <Card compact className="bo-payment-summary">
        <dl className="bo-payment-facts">
          <dt>{t('fields.typeClient')}</dt>
          <dd>
            <Tag minimal>{enumLabel(payment.typeClient)}</Tag>{' '}
            <PaymentClientName typeClient={payment.typeClient} clientId={payment.clientId} />
          </dd>
          <dt>{t('fields.createdAt')}</dt>
          <dd>{formatDateTime(payment.createdAt)}</dd>
          <dt>{t('fields.note')}</dt>
          <dd>{payment.note || <span className={Classes.TEXT_MUTED}>—</span>}</dd>
        </dl>
      </Card>
      {orders.length === 0 ? (
        <NonIdealState icon="th-disconnect" title={t('payments.noOrders')} />
      ) : (
        <HTMLTable compact striped bordered className="bo-payment-orders" data-testid="payment-orders">
          <thead>
            <tr>
              <th>{t('payments.order')}</th>
              <th>{t('fields.name')}</th>
              <th>{t('fields.finishedDate')}</th>
              <th className="bo-money">{t(`fields.${amountField}`)}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={`/orders/${order.id}/edit`}>{order.code ?? `#${order.id}`}</Link>
                </td>
                <td>{order.name}</td>
                <td>{formatDateTime(order.finishedDate)}</td>
                <td className="bo-money">{money(order[amountField])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <SumRow label={t('payments.ordersSum', { count: orders.length })} value={money(subtotal)} />
            <SumRow label={t('fields.bonusAmount')} value={`+ ${money(payment.bonusAmount)}`} />
            <SumRow label={t('fields.discountAmount')} value={`− ${money(payment.discountAmount)}`} />
            <SumRow label={t('fields.totalAmount')} value={money(payment.totalAmount)} strong />
          </tfoot>
        </HTMLTable>
      )}
      <ConfirmDialog
        isOpen={asking}
        intent={Intent.PRIMARY}
        message={t('payments.confirmQuestion', { id: payment.id, total: money(payment.totalAmount) })}
        confirmText={t('payments.confirm')}
        loading={confirm.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => confirm.mutate(payment.id, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}

function SumRow({
  label,
  value,
  strong,
}: {
  readonly label: string;
  readonly value: string;
  readonly strong?: boolean;
}) {
  return (
    <tr className={strong ? 'bo-payment-total' : undefined}>
      <td colSpan={3}>{label}</td>
      <td className="bo-money">{value}</td>
    </tr>
  );
}
