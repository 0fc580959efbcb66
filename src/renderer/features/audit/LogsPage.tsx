import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleLogsTabs, type LogsTab } from '../../../shared/domain/logsTabs';
import { ResourceListPage, ResourceTabsPage, type OwnTabs } from '../../engine';
import { AuditTrailPanel } from './AuditTrailPanel';
import { ImportResultsColumn } from './ImportResultsColumn';

/** Both tabs are panels of their own (`/logs/imports`, `/logs/audit`), none a plain resource tab. */
const PANELS: Readonly<Record<LogsTab, ReactElement>> = {
  imports: <ResourceListPage resource="logs" embedded extraColumns={ImportResultsColumn} />,
  audit: <AuditTrailPanel />,
};

/**
 * `/logs/{tab}`: the Trello import logs of spec section 2 and the audit trail, each tab shown
 * with `get` on its resource (`visibleLogsTabs`, which also decides the menu entry and route).
 */
export function LogsPage() {
  const { t } = useTranslation();
  const tabs = useMemo(
    (): OwnTabs<LogsTab> => ({ visible: visibleLogsTabs, title: (id) => t(`logs.tabs.${id}`), panels: PANELS }),
    [t],
  );
  return (
    <ResourceTabsPage
      basePath="/logs"
      title={t('logs.title')}
      ownTabs={tabs}
      empty={{ icon: 'history', title: t('logs.empty') }}
    />
  );
}
