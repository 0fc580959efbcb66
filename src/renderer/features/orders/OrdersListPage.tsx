import { useQuery } from '@tanstack/react-query';
import { Button } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ListPageLayout, useListAnalysis, useListExport, useListState, useModalNavigation } from '../../engine';
import { useIsNarrow } from '../../components/useIsNarrow';
import type { ListedOrder } from './orderQueries';
import { OUTSOURCE_COLUMNS, STAFF_COLUMNS } from './orderListColumns';
import { orderQueries } from './orderQueries';
import { OrderRowActions } from './OrderRowActions';
import { OrdersFilterPanel } from './OrdersFilterPanel';
import { orderFilterColumns, ordersListRequest } from './ordersListQuery';
import { OrdersTable } from './OrdersTable';
import { TrelloImportDialog } from './trello/TrelloImportDialog';
import './orders.css';

/** The orders list of spec section 2; outsourced users get the reduced orders/on-pd list. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const call = useApi();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const narrow = useIsNarrow();
  const [state, setState] = useListState('orders');
  const request = useMemo(() => ordersListRequest(state, user), [state, user]);
  const result = useQuery(orderQueries.list(call, request));
  const rows = useMemo(() => result.data?.results ?? [], [result.data]);
  const filters = useMemo(() => orderFilterColumns(user), [user]);
  const actions = useCallback((order: ListedOrder) => <OrderRowActions order={order} />, []);
  const mayCreate = !user.isOutsource && can(user, 'orders', 'create');
  const [importing, setImporting] = useState(false);
  const analysis = useListAnalysis('orders');
  const listExport = useListExport('orders', request.query);
  const columns = user.isOutsource ? OUTSOURCE_COLUMNS : STAFF_COLUMNS;
  const columnChoices = useMemo(
    () => columns.map((c) => ({ id: c.key, label: t(`orders.columns.${c.key}`) })),
    [columns, t],
  );

  return (
    <>
      <ListPageLayout
        resource="orders"
        title={t('orders.title')}
        testId="orders-list"
        state={state}
        onStateChange={setState}
        result={result}
        filterColumns={filters}
        filterPanel={
          <OrdersFilterPanel user={user} columns={filters} state={state} onChange={setState} folded={narrow} />
        }
        onCreate={mayCreate ? () => modal.openCreate('orders') : undefined}
        analysis={analysis}
        listExport={listExport}
        columnChoices={columnChoices}
        actions={
          mayCreate && (
            <Button
              icon="import"
              text={t('trello.open')}
              data-testid="trello-import"
              onClick={() => setImporting(true)}
            />
          )
        }
      >
        <OrdersTable
          columns={columns}
          rows={rows}
          state={state}
          onStateChange={setState}
          loading={result.isFetching}
          actions={actions}
        />
      </ListPageLayout>
      {importing && <TrelloImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
