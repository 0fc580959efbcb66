import { can, type Principal } from '../../../shared/domain/permissions';

/** Resources of the deleted page, in tab order (spec section 2). */
export const DELETED_TABS = ['orders', 'customers'] as const;
export type DeletedTab = (typeof DELETED_TABS)[number];

/** Tabs the user sees: each needs getDelete on its resource (spec section 6). */
export function visibleDeletedTabs(user: Principal): DeletedTab[] {
  return DELETED_TABS.filter((tab) => can(user, tab, 'getDelete'));
}
