import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { RESOURCES } from '../../../shared/domain/resources';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { resourceKeys } from '../../core/resourceQueries';
import { ErrorState } from '../../components/ErrorState';
import type { Row } from '../../components/form/formValues';
import { toText } from '../../components/form/toText';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination, usePaging, useRefTitles } from '../../engine';

/** Which orders: those handed to the user now, or every order they work on. */
export type UserOrdersKind = 'requested' | 'orders';

const PAGE_SIZES = [10, 20, 50] as const;
const COLUMNS = ['code', 'status', 'customerId', 'designerId', 'deadline', 'finishedDate'] as const;
const fields = RESOURCES.orders.fields;

/**
 * A user's requested orders (`GET /users/{id}/requestedOrders`: their current step is handed
 * to them) or orders (`GET /users/{id}/orders`: any slot; one's own `GET /orders/me`), newest
 * first, each linked to its page.
 */
export function UserOrdersTable({ userId, kind }: { readonly userId: number; readonly kind: UserOrdersKind }) {
  const { t, fieldLabel } = useLabels();
  const call = useApi();
  const viewer = useCurrentUser();
  const paging = usePaging(PAGE_SIZES);
  const query = { orderBy: '-createdAt', limit: paging.limit, offset: paging.offset };
  const result = useQuery({
    queryKey: [...resourceKeys.all('orders'), 'user', userId, kind, query],
    queryFn: () => {
      if (kind === 'requested') return call('GET /users/:id/requestedOrders', { params: { id: userId }, query });
      // One's own orders need no orders.get.
      if (userId === viewer.id) return call('GET /orders/me', { query });
      return call('GET /users/:id/orders', { params: { id: userId }, query });
    },
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () => (result.data?.results ?? []).map((order): Row => Object.fromEntries(Object.entries(order))),
    [result.data],
  );
  const specs = useMemo(() => COLUMNS.map((name) => ({ name, field: fields[name] })), []);
  const titleOf = useRefTitles(specs, rows);

  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner size={24} />;
  if (result.data.total === 0)
    return <NonIdealState icon="inbox" title={t(kind === 'requested' ? 'people.noRequested' : 'people.noOrders')} />;
  return (
    <div data-testid={`user-${kind}`}>
      <HTMLTable compact striped className="bo-fill-table">
        <thead>
          <tr>
            <th>{fieldLabel('name', 'orders')}</th>
            {specs.map(({ name }) => (
              <th key={name}>{fieldLabel(name, 'orders')}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={String(order.id)}>
              <td>
                <Link to={`/orders/${String(order.id)}/edit`}>{toText(order.name ?? `#${String(order.id)}`)}</Link>
              </td>
              {specs.map(({ name, field }) => (
                <td key={name}>
                  <CellValue field={field} value={order[name]} titleOf={titleOf} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ListPagination {...paging.pagination} total={result.data.total} />
    </div>
  );
}
