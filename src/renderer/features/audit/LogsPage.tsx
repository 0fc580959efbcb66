import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { visibleLogsTabs, type LogsTab } from '../../../shared/domain/logsTabs';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ResourceListPage, ResourceTabsPage } from '../../engine';
import { AuditTrailPanel } from './AuditTrailPanel';
import { ImportResultsColumn } from './ImportResultsColumn';

const PANELS: Readonly<Record<LogsTab, () => ReactElement>> = {
  imports: () => <ResourceListPage resource="logs" embedded extraColumns={ImportResultsColumn} />,
  audit: () => <AuditTrailPanel />,
};

/** Both tabs are panels of their own (`/logs/imports`, `/logs/audit`), none a plain resource tab. */
const NO_RESOURCE_TABS = (): readonly string[] => [];

/**
 * `/logs/{tab}`: the Trello import logs of spec section 2 and the audit trail, each tab shown
 * with `get` on its resource (`visibleLogsTabs`, which also decides the menu entry and route).
 */
export function LogsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const user = useCurrentUser();
  const extraTabs = useMemo(
    () => visibleLogsTabs(user).map((id) => ({ id, title: t(`logs.tabs.${id}`), panel: PANELS[id]() })),
    [user, t],
  );
  return (
    <ResourceTabsPage
      id="logs-tabs"
      basePath="/logs"
      title={t('logs.title')}
      tab={tab}
      visibleTabs={NO_RESOURCE_TABS}
      extraTabs={extraTabs}
      emptyIcon="history"
      emptyTitle={t('logs.empty')}
    />
  );
}
