import { useMemo, type ReactElement } from 'react';
import { useParams } from 'react-router';
import { canList } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { ResourceListPage, ResourceTabsPage } from '../../engine';
import { SalaryMonthPanel } from './SalaryMonthPanel';
import './salaries.css';

const TABS = ['users', 'salaryInfos'] as const;
type SalaryTab = (typeof TABS)[number];

const PANELS: Readonly<Record<SalaryTab, () => ReactElement>> = {
  users: () => <SalaryMonthPanel />,
  salaryInfos: () => <ResourceListPage resource="salaryInfos" embedded />,
};

/** Both tabs are panels of their own, none a plain resource tab. */
const NO_RESOURCE_TABS = (): readonly string[] => [];

/**
 * `/salaryHistories/{users|salaryInfos}` (spec section 2): each month's salaries per person,
 * and the months' salary infos (the second tab with `get` on salaryInfos).
 */
export function SalaryHistoriesPage() {
  const { t, resourceLabel } = useLabels();
  const { model } = useParams();
  const user = useCurrentUser();
  const extraTabs = useMemo(
    () =>
      TABS.filter((tab) => tab === 'users' || canList(user, 'salaryInfos')).map((id) => ({
        id,
        title: resourceLabel(id),
        panel: PANELS[id](),
      })),
    [user, resourceLabel],
  );
  return (
    <ResourceTabsPage
      id="salary-tabs"
      basePath="/salaryHistories"
      title={resourceLabel('salaryHistories')}
      tab={model}
      visibleTabs={NO_RESOURCE_TABS}
      extraTabs={extraTabs}
      emptyIcon="bank-account"
      emptyTitle={t('salaries.noMonth')}
    />
  );
}
