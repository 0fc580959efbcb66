import type { Principal } from './permissions';
import { mayDo } from './resourceAccess';
import { RESOURCES } from './resources';

/**
 * The tabs of the Logs page (`/logs/{tab}`): the Trello imports of spec section 2 and the
 * audit trail, each shown with `get` on its resource.
 */
export const LOGS_TABS = ['imports', 'audit'] as const;
export type LogsTab = (typeof LOGS_TABS)[number];

/** The resource each tab lists. */
export const LOGS_TAB_RESOURCE = { imports: RESOURCES.logs, audit: RESOURCES.auditEvents } as const;

/** Tabs the user sees, in order; the Logs menu entry and route show when there is one. */
export function visibleLogsTabs(user: Principal): LogsTab[] {
  return LOGS_TABS.filter((tab) => mayDo(user, LOGS_TAB_RESOURCE[tab], 'get'));
}
