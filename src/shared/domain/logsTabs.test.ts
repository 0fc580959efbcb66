import { describe, expect, it } from 'vitest';
import { visibleLogsTabs } from './logsTabs';
import type { PermissionMap, Principal } from './permissions';

const staff = (permission: PermissionMap | null, isOutsource = false): Principal => ({
  id: 5,
  scope: 'staff',
  isOutsource,
  permission,
});

describe('logs tabs', () => {
  it('shows managers both, imports first', () => {
    expect(visibleLogsTabs({ id: 1, scope: 'manager', isOutsource: false, permission: null })).toEqual([
      'imports',
      'audit',
    ]);
  });

  it('shows each tab with get on its resource', () => {
    expect(visibleLogsTabs(staff({ logs: ['get'] }))).toEqual(['imports']);
    expect(visibleLogsTabs(staff({ auditEvents: ['get'] }))).toEqual(['audit']);
    expect(visibleLogsTabs(staff({ logs: ['getOne'], auditEvents: ['getOne'] }))).toEqual([]);
  });

  it('never shows the audit trail to outsourced users', () => {
    expect(visibleLogsTabs(staff({ logs: ['get'], auditEvents: ['get'] }, true))).toEqual(['imports']);
  });
});
