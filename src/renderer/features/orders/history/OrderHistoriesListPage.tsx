import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/domain/permissions';
import { orderHistoriesResource } from '../../../../shared/domain/registry/orderResources';
import { useApi } from '../../../core/bridge';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { ListPageLayout, listColumns, panelFilterColumns, toListQuery, useListState } from '../../../engine';
import { historyQueries } from './historyQueries';
import { HistoryRow } from './HistoryRow';

const COLUMNS = ['order', 'name', 'features', 'deadline', 'status', 'dealPrice'] as const;

/** `/orderHistories` (spec section 2): each entry with its order's code, thumbnail, name, features and deal price. */
export function OrderHistoriesListPage() {
  const { t } = useTranslation();
  const call = useApi();
  const user = useCurrentUser();
  const [state, setState] = useListState('orderHistories');
  const query = useMemo(() => toListQuery(orderHistoriesResource, state), [state]);
  const result = useQuery(historyQueries.list(call, query));
  const filters = useMemo(() => panelFilterColumns(listColumns(orderHistoriesResource)), []);
  const mayDelete = can(user, 'orderHistories', 'delete');

  return (
    <ListPageLayout
      resource="orderHistories"
      title={t('orderHistories.title')}
      state={state}
      onStateChange={setState}
      result={result}
      filterColumns={filters}
      describeEmptySearch={false}
    >
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
          {result.data?.results.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} mayDelete={mayDelete} />
          ))}
        </tbody>
      </HTMLTable>
    </ListPageLayout>
  );
}
