import { Button, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useBridge } from '../../app/bridge';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { ListFilterPanel } from '../resources/ListFilterPanel';
import { pageSizesFor } from '../resources/listState';
import { ListPagination } from '../resources/ListPagination';
import { ListToolbar } from '../resources/ListToolbar';
import { ResourceBreadcrumbs } from '../resources/ResourceBreadcrumbs';
import { useIsNarrow } from '../resources/useIsNarrow';
import { useListState } from '../resources/useListState';
import { useModalNavigation } from '../resources/useModalNavigation';
import type { ListedOrder } from './orderCellData';
import { OUTSOURCE_COLUMNS, STAFF_COLUMNS } from './orderListColumns';
import { orderQueries } from './orderQueries';
import { OrderRowActions } from './OrderRowActions';
import { orderFilterColumns, ordersListRequest } from './ordersListQuery';
import { OrdersTable } from './OrdersTable';
import '../resources/resources.css';
import './orders.css';

/** The orders list of spec section 2; outsourced users get the reduced orders/on-pd list. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const narrow = useIsNarrow();
  const [state, setState] = useListState('orders');
  const request = useMemo(() => ordersListRequest(state, user), [state, user]);
  const result = useQuery(orderQueries.list(bridge, request));
  const rows = useMemo(() => result.data?.results ?? [], [result.data]);
  const filters = useMemo(() => orderFilterColumns(user), [user]);
  const actions = useCallback((order: ListedOrder) => <OrderRowActions order={order} />, []);
  const mayCreate = !user.isOutsource && can(user, 'orders', 'create');

  const body = () => {
    if (result.isPending) return <Spinner className="bo-list-spinner" />;
    if (result.isError)
      return (
        <NonIdealState
          icon="error"
          title={t('list.loadError')}
          description={result.error.message}
          action={<Button icon="refresh" text={t('list.retry')} onClick={() => void result.refetch()} />}
        />
      );
    if (rows.length === 0)
      return (
        <NonIdealState
          icon="inbox"
          title={t('list.empty')}
          description={state.q ? t('list.emptySearch', { q: state.q }) : undefined}
        />
      );
    return (
      <OrdersTable
        columns={user.isOutsource ? OUTSOURCE_COLUMNS : STAFF_COLUMNS}
        rows={rows}
        state={state}
        onStateChange={setState}
        loading={result.isFetching}
        actions={actions}
      />
    );
  };

  return (
    <div className="bo-list-page" data-testid="orders-list">
      <ResourceBreadcrumbs />
      <div className="bo-list-head">
        <H3>{t('orders.title')}</H3>
        <ListToolbar
          key={state.q}
          q={state.q}
          onSearch={(q) => setState({ ...state, q, page: 1 })}
          onCreate={mayCreate ? () => modal.openCreate('orders') : undefined}
        />
      </div>
      <ListFilterPanel resource="orders" columns={filters} state={state} onChange={setState} folded={narrow} />
      {body()}
      <ListPagination
        page={state.page}
        limit={state.limit}
        total={result.data?.total ?? 0}
        pageSizes={pageSizesFor('orders')}
        onPage={(page) => setState({ ...state, page })}
        onLimit={(limit) => setState({ ...state, limit, page: 1 })}
      />
    </div>
  );
}
