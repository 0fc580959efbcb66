import { Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { PaymentClientType } from '../../../shared/domain/enums';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { useApi } from '../../core/bridge';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination, usePaging } from '../../engine';
import { paymentQueries } from './paymentQueries';
import { PaymentStatus } from './PaymentStatus';
import './payments.css';

/** Props of {@link ClientPayments}. */
export interface ClientPaymentsProps {
  /** @default 'DESIGNER' */
  readonly typeClient?: PaymentClientType;
  /** The designer's user id, or the customer's id. */
  readonly clientId: number;
}

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * A person's Payments tab (spec section 2: outsourced designers): their payments, newest
 * first, from `GET /payments/designers/{id}` (or `/customers/{id}`), each confirmed or open to review.
 */
export function ClientPayments({ typeClient = 'DESIGNER', clientId }: ClientPaymentsProps) {
  const { t, language } = useLabels();
  const call = useApi();
  const paging = usePaging(PAGE_SIZES);
  const payments = useQuery(paymentQueries.ofClient(call, typeClient, clientId, paging.page, paging.limit));
  const money = (value: number | null | undefined) => formatMoney(value, language);

  if (payments.isError) return <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />;
  if (!payments.data) return <Spinner size={24} />;
  if (payments.data.total === 0) return <NonIdealState icon="bank-account" title={t('payments.none')} />;
  return (
    <div data-testid="client-payments">
      <HTMLTable compact striped className="bo-payment-orders">
        <thead>
          <tr>
            <th>{t('fields.createdAt')}</th>
            <th className="bo-money">{t('fields.bonusAmount')}</th>
            <th className="bo-money">{t('fields.discountAmount')}</th>
            <th className="bo-money">{t('fields.totalAmount')}</th>
            <th>{t('fields.note')}</th>
            <th>{t('fields.isConfirm')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.data.results.map((payment) => (
            <tr key={payment.id}>
              <td>{formatDateTime(payment.createdAt)}</td>
              <td className="bo-money">{money(payment.bonusAmount)}</td>
              <td className="bo-money">{money(payment.discountAmount)}</td>
              <td className="bo-money">
                <strong>{money(payment.totalAmount)}</strong>
              </td>
              <td className={Classes.TEXT_MUTED}>{payment.note}</td>
              <td>
                <PaymentStatus id={payment.id} isConfirm={payment.isConfirm} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ListPagination {...paging.pagination} total={payments.data.total} />
    </div>
  );
}
