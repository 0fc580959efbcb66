import { Card, H5, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, ORDER_STATUS_TABLE } from '../../../shared/domain/orderStatus';
import { isStaff } from '../../../shared/domain/auditAccess';
import { canList, isManager } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { LateHandoffsCard } from './LateHandoffsCard';
import { NewOrdersTable } from './NewOrdersTable';
import { OUTSOURCE_COLUMNS, STAFF_COLUMNS } from './orderColumns';
import { SummaryCards } from './SummaryCards';
import './dashboard.css';

/** An outsourced user's current orders: statuses they see that are not finished. */
const OUTSOURCE_CURRENT = {
  status: {
    $in: ORDER_STATUSES.filter((s) => ORDER_STATUS_TABLE[s].visibleToOutsource && !ORDER_STATUS_TABLE[s].terminal),
  },
};

/**
 * / : managers see this month's figures against last month's; staff who may list orders see the newest ones, and
 * outsourced users their current requested orders (spec section 2, Dashboard).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showOrders = canList(user, 'orders');

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {isManager(user) && <SummaryCards />}
      {showOrders && isStaff(user) && <LateHandoffsCard />}
      {showOrders ? (
        <Card className="bo-dashboard-orders">
          <H5>{user.isOutsource ? t('dashboard.myOrders') : t('dashboard.newOrders')}</H5>
          {user.isOutsource ? (
            <NewOrdersTable columns={OUTSOURCE_COLUMNS} filter={OUTSOURCE_CURRENT} />
          ) : (
            <NewOrdersTable columns={STAFF_COLUMNS} />
          )}
        </Card>
      ) : (
        <NonIdealState
          icon="hand"
          title={t('dashboard.welcome', { name: user.displayName })}
          description={t('dashboard.welcomeHint')}
        />
      )}
    </>
  );
}
