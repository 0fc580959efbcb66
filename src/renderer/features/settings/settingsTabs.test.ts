import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS } from '../../../shared/domain/resources';
import { visibleSettingsTabs, visibleSpecialSettingsTabs } from './settingsTabs';

const staff = (permission: Record<string, string[]>, isOutsource = false) => ({
  id: 2,
  scope: 'staff',
  isOutsource,
  permission,
});

describe('settings tabs', () => {
  it('shows a manager every settings tab', () => {
    expect(visibleSettingsTabs({ id: 1, scope: 'manager', isOutsource: false, permission: null })).toEqual([
      ...SETTINGS_TABS,
    ]);
  });

  it('shows others only the tabs they may list, never hidden ones to outsourced users', () => {
    expect(visibleSettingsTabs(staff({ niches: ['get'], brands: ['getOne'], channels: ['get'] }))).toEqual([
      'niches',
      'channels',
    ]);
    expect(visibleSettingsTabs(staff({ niches: ['get'], channels: ['get'] }, true))).toEqual(['channels']);
  });

  it("shows the backups, the webhooks and everyone's API tokens to managers only", () => {
    expect(visibleSpecialSettingsTabs({ id: 1, scope: 'manager', isOutsource: false, permission: null })).toEqual([
      'notifications',
      'backups',
      'webhooks',
      'apiTokens',
    ]);
    expect(visibleSpecialSettingsTabs(staff({ niches: ['get'], users: ['get', 'create', 'update'] }))).toEqual([
      'notifications',
    ]);
    expect(visibleSpecialSettingsTabs(staff({}, true))).toEqual(['notifications']);
  });
});
