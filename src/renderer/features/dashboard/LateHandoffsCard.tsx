import { Card, Classes, H5, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAccessRoute } from '../../../shared/domain/routeAccess';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { dashboardQueries } from './dashboardQueries';
import { departmentLabel, lateOrdersPath } from './lateHandoffs';
import './lateHandoffs.css';

/**
 * The dashboard's late hand-offs (deadlines per stage): how many orders are late at their stage
 * per department holding them, each row opening the orders list on those orders.
 */
export function LateHandoffsCard() {
  const { t } = useTranslation();
  const call = useApi();
  const user = useCurrentUser();
  const late = useQuery(dashboardQueries.lateHandoffs(call));
  const linked = canAccessRoute(user, '/orders');
  const link = (path: string, text: string) => (linked ? <Link to={path}>{text}</Link> : text);

  const body = () => {
    if (late.isPending) return <LoadingState />;
    if (late.isError) return <ErrorState error={late.error} onRetry={() => void late.refetch()} />;
    if (late.data.total === 0)
      return <NonIdealState icon="tick-circle" title={t('dashboard.late.none')} className="bo-late-none" />;
    return (
      <HTMLTable compact striped className="bo-wide-table">
        <thead>
          <tr>
            <th>{t('dashboard.late.department')}</th>
            <th className="bo-num">{t('dashboard.late.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {late.data.departments.map((row) => (
            <tr key={row.departmentId ?? 'none'} data-testid="late-department">
              <td>{link(lateOrdersPath(row.departmentId), departmentLabel(row, t))}</td>
              <td className="bo-num">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  };

  return (
    <Card className="bo-late-handoffs" data-testid="late-handoffs">
      <div className="bo-late-head">
        <H5>
          {t('dashboard.late.title')}{' '}
          {late.isSuccess && (
            <Tag round intent={late.data.total > 0 ? 'danger' : 'success'} data-testid="late-total">
              {late.data.total}
            </Tag>
          )}
        </H5>
        {late.isSuccess && late.data.total > 0 && link(lateOrdersPath(), t('dashboard.late.all'))}
      </div>
      <p className={Classes.TEXT_MUTED}>{t('dashboard.late.hint')}</p>
      {body()}
    </Card>
  );
}
