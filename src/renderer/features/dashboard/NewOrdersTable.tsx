import { Classes, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAccessRoute } from '../../../shared/domain/routeAccess';
import { useApi } from '../../core/bridge';
import { isLanguage } from '../../core/i18n/language';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { dashboardQueries } from './dashboardQueries';
import type { OrderColumn } from './orderColumns';

/** Props of {@link NewOrdersTable}. */
export interface NewOrdersTableProps {
  readonly columns: readonly OrderColumn[];
  /** List filter of GET /orders, if any. */
  readonly filter?: Readonly<Record<string, unknown>>;
}

/** The newest orders the user may see; the server scopes outsourced users to their own. */
export function NewOrdersTable({ columns, filter }: NewOrdersTableProps) {
  const { t, i18n } = useTranslation();
  const call = useApi();
  const user = useCurrentUser();
  const orders = useQuery(dashboardQueries.newOrders(call, filter));
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.results.length === 0) return <NonIdealState icon="inbox" title={t('dashboard.noOrders')} />;

  return (
    <HTMLTable compact striped className="bo-wide-table" data-testid="new-orders">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('dashboard.columns.name')}</th>
          {columns.map((c) => (
            <th key={c.key} className={c.numeric ? 'bo-num' : undefined}>
              {t(`dashboard.columns.${c.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.data.results.map((order) => {
          const editPath = `/orders/${order.id}/edit`;
          return (
            <tr key={order.id}>
              <td className={Classes.TEXT_MUTED}>{order.code ?? order.id}</td>
              <td>{canAccessRoute(user, editPath) ? <Link to={editPath}>{order.name}</Link> : order.name}</td>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'bo-num' : undefined}>
                  {c.render(order, language)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
