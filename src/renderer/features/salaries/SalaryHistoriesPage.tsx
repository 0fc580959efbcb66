import { useMemo, type ReactElement } from 'react';
import { canList, type Principal } from '../../../shared/domain/permissions';
import { useLabels } from '../../components/labels/useLabels';
import { ResourceListPage, ResourceTabsPage, type OwnTabs } from '../../engine';
import { SalaryMonthPanel } from './SalaryMonthPanel';
import './salaries.css';

type SalaryTab = 'users' | 'salaryInfos';

/** Both tabs are panels of their own, none a plain resource tab. */
const PANELS: Readonly<Record<SalaryTab, ReactElement>> = {
  users: <SalaryMonthPanel />,
  salaryInfos: <ResourceListPage resource="salaryInfos" embedded />,
};

/** Everyone with the page sees the months; the salary infos need `get` on salaryInfos. */
const visibleSalaryTabs = (user: Principal): SalaryTab[] =>
  canList(user, 'salaryInfos') ? ['users', 'salaryInfos'] : ['users'];

/**
 * `/salaryHistories/{users|salaryInfos}` (spec section 2): each month's salaries per person,
 * and the months' salary infos (the second tab with `get` on salaryInfos).
 */
export function SalaryHistoriesPage() {
  const { t, resourceLabel } = useLabels();
  const tabs = useMemo(
    (): OwnTabs<SalaryTab> => ({ visible: visibleSalaryTabs, title: resourceLabel, panels: PANELS }),
    [resourceLabel],
  );
  return (
    <ResourceTabsPage
      basePath="/salaryHistories"
      title={resourceLabel('salaryHistories')}
      ownTabs={tabs}
      empty={{ icon: 'bank-account', title: t('salaries.noMonth') }}
    />
  );
}
