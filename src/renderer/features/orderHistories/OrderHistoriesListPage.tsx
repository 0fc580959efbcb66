import { Button, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { orderHistoriesResource } from '../../../shared/domain/registry/orderResources';
import { useBridge } from '../../app/bridge';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { listColumns, panelFilterColumns } from '../resources/columns';
import { ListFilterPanel } from '../resources/ListFilterPanel';
import { toListQuery } from '../resources/listQuery';
import { pageSizesFor } from '../resources/listState';
import { ListPagination } from '../resources/ListPagination';
import { ListToolbar } from '../resources/ListToolbar';
import { ResourceBreadcrumbs } from '../resources/ResourceBreadcrumbs';
import { useListState } from '../resources/useListState';
import { historyQueries } from './historyQueries';
import { HistoryRow } from './HistoryRow';
import '../orders/orders.css';
import '../resources/resources.css';

const COLUMNS = ['order', 'name', 'features', 'deadline', 'status', 'dealPrice'] as const;

/** `/orderHistories` (spec section 2): each entry with its order's code, thumbnail, name, features and deal price. */
export function OrderHistoriesListPage() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const user = useCurrentUser();
  const [state, setState] = useListState('orderHistories');
  const query = useMemo(() => toListQuery(orderHistoriesResource, state), [state]);
  const result = useQuery(historyQueries.list(bridge, query));
  const filters = useMemo(() => panelFilterColumns(listColumns(orderHistoriesResource)), []);
  const rows = result.data?.results ?? [];
  const mayDelete = can(user, 'orderHistories', 'delete');

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
    if (rows.length === 0) return <NonIdealState icon="inbox" title={t('list.empty')} />;
    return (
      <HTMLTable compact striped interactive className="bo-fill-table" data-testid="order-histories">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c}>{t(`orderHistories.columns.${c}`)}</th>
            ))}
            <th>{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} mayDelete={mayDelete} />
          ))}
        </tbody>
      </HTMLTable>
    );
  };

  return (
    <div className="bo-list-page">
      <ResourceBreadcrumbs />
      <div className="bo-list-head">
        <H3>{t('orderHistories.title')}</H3>
        <ListToolbar key={state.q} q={state.q} onSearch={(q) => setState({ ...state, q, page: 1 })} />
      </div>
      <ListFilterPanel resource="orderHistories" columns={filters} state={state} onChange={setState} />
      {body()}
      <ListPagination
        page={state.page}
        limit={state.limit}
        total={result.data?.total ?? 0}
        pageSizes={pageSizesFor('orderHistories')}
        onPage={(page) => setState({ ...state, page })}
        onLimit={(limit) => setState({ ...state, limit, page: 1 })}
      />
    </div>
  );
}
