import { Checkbox, Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { paymentTotal } from '../../../shared/domain/payment';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import type { UnpaidOrders } from './paymentQueries';

/** Props of {@link GatheredOrders}. */
export interface GatheredOrdersProps {
  readonly result: { data?: UnpaidOrders; error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** Orders left out of the payment by the user. */
  readonly excluded: ReadonlySet<number>;
  readonly onToggle: (id: number) => void;
  /** Title of the amount column: Deal price for a designer, Order price for a customer. */
  readonly amountTitle: string;
}

/** The unpaid done orders a new payment gathers, each ticked unless left out, with their sum. */
export function GatheredOrders({ result, excluded, onToggle, amountTitle }: GatheredOrdersProps) {
  const { t, language } = useLabels();
  if (result.error) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return result.isFetching ? <Spinner size={24} /> : null;
  const orders = result.data.results;
  if (orders.length === 0)
    return <NonIdealState icon="tick-circle" title={t('payments.nothingUnpaid')} className="bo-payment-gathered" />;
  const included = orders.filter((order) => !excluded.has(order.id));
  const sum = paymentTotal(included.map((order) => order.amount));
  return (
    <div className="bo-payment-gathered-box">
      <HTMLTable compact striped className="bo-payment-gathered" data-testid="payment-gathered">
        <thead>
          <tr>
            <th />
            <th>{t('payments.order')}</th>
            <th>{t('fields.name')}</th>
            <th>{t('payments.doneAt')}</th>
            <th className="bo-money">{amountTitle}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className={excluded.has(order.id) ? Classes.TEXT_DISABLED : undefined}>
              <td>
                <Checkbox
                  checked={!excluded.has(order.id)}
                  onChange={() => onToggle(order.id)}
                  aria-label={order.code ?? `#${order.id}`}
                  className="bo-payment-check"
                />
              </td>
              <td>{order.code ?? `#${order.id}`}</td>
              <td>{order.name}</td>
              <td>{formatDateTime(order.doneAt)}</td>
              <td className="bo-money">{formatMoney(order.amount, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{t('payments.ordersSum', { count: included.length })}</td>
            <td className="bo-money">
              <strong>{formatMoney(sum, language)}</strong>
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
