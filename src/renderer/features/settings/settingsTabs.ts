import { canList, isManager, type Principal } from '../../../shared/domain/permissions';
import { getResource, SETTINGS_TABS } from '../../../shared/domain/resources';

export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Settings tabs the user sees (spec section 2): a manager all of them, anyone else those whose
 * resource they may list; outsourced users never see resources hidden from them.
 */
export function visibleSettingsTabs(user: Principal): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) => canList(user, tab) && !(user.isOutsource && getResource(tab)?.hiddenFromOutsource),
  );
}

/** Settings tabs that are not resource lists, after those: each with a component of its own. */
export type SpecialSettingsTab = 'notifications' | 'backups' | 'webhooks' | 'apiTokens';

/**
 * Special tabs the user sees: everyone's notifications (kept on the device), and the backups,
 * webhooks and everyone's API tokens to managers only (their endpoints answer 403 to others).
 */
export function visibleSpecialSettingsTabs(user: Principal): SpecialSettingsTab[] {
  return isManager(user) ? ['notifications', 'backups', 'webhooks', 'apiTokens'] : ['notifications'];
}
