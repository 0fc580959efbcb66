import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '../../../shared/domain/constants';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { ErrorState } from '../../components/ErrorState';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination, usePaging } from '../../engine';

/** Props of {@link RelatedOrders}. */
export interface RelatedOrdersProps {
  /** The orders to list: `{ customerId }` or `{ packageId }`. */
  readonly filter: Readonly<Record<string, number>>;
  readonly testId: string;
}

/** The orders of one customer or package, newest first, a page at a time, each opening its order. */
export function RelatedOrders({ filter, testId }: RelatedOrdersProps) {
  const { t, fieldLabel, language } = useLabels();
  const call = useApi();
  const paging = usePaging(PAGE_SIZE_OPTIONS);
  const query = {
    filter: JSON.stringify(filter),
    includes: 'designer,package',
    orderBy: '-createdAt',
    limit: paging.limit,
    offset: paging.offset,
  };
  const result = useQuery({
    queryKey: [...resourceKeys.all('orders'), 'related', query],
    queryFn: () => call('GET /orders', { query }),
    placeholderData: keepPreviousData,
  });

  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner size={24} />;
  const orders = result.data.results;
  if (orders.length === 0) return <NonIdealState icon="shopping-cart" title={t('customers.noOrders')} />;
  return (
    <div className="bo-related" data-testid={testId}>
      <div className="bo-related-scroll">
        <HTMLTable compact striped className="bo-related-table">
          <thead>
            <tr>
              <th>{fieldLabel('id', 'orders')}</th>
              <th>{fieldLabel('name', 'orders')}</th>
              <th>{fieldLabel('status', 'orders')}</th>
              <th className="bo-money">{fieldLabel('priceOrder', 'orders')}</th>
              <th>{fieldLabel('createdAt', 'orders')}</th>
              <th>{fieldLabel('designerId', 'orders')}</th>
              <th>{fieldLabel('packageId', 'orders')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} data-testid="related-order">
                <td>
                  <Link to={`/orders/${order.id}/edit`}>{order.code ?? `#${order.id}`}</Link>
                </td>
                <td>{order.name}</td>
                <td>
                  <OrderStatusTag status={order.status} />
                </td>
                <td className="bo-money">{formatMoney(order.priceOrder, language)}</td>
                <td>{formatDateTime(order.createdAt)}</td>
                <td>{order.designer?.displayName}</td>
                <td>
                  {order.package?.name}
                  {order.numberPackage !== null && order.package ? ` · ${order.numberPackage}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <ListPagination {...paging.pagination} total={result.data.total} estimate={result.data.totalIsEstimate} />
    </div>
  );
}
