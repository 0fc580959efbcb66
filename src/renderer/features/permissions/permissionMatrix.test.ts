import { describe, expect, it } from 'vitest';
import {
  cancelMatrix,
  clearMatrix,
  countChanges,
  isDirty,
  isGranted,
  loadMatrix,
  normalizeGrants,
  setGrants,
  toggleGrant,
} from './permissionMatrix';

const viewer = { customers: ['get', 'getOne'], orders: ['get', 'getOne'] };

describe('the permission matrix state', () => {
  it('holds ticks on screen until OK: the saved map is untouched', () => {
    const state = toggleGrant(toggleGrant(loadMatrix(viewer), 'orders', 'get'), 'orderFlow', 'nextNewDeal');
    expect(state.saved).toEqual(viewer);
    expect(state.draft).toEqual({ customers: ['get', 'getOne'], orders: ['getOne'], orderFlow: ['nextNewDeal'] });
    expect(isDirty(state)).toBe(true);
    expect(countChanges(state)).toEqual({ added: 1, removed: 1 });
  });

  it('drops a group whose last key is unticked, and ticking it back is no change', () => {
    let state = loadMatrix({ users: ['getDesigners'] });
    state = toggleGrant(state, 'users', 'getDesigners');
    expect(state.draft).toEqual({});
    state = toggleGrant(state, 'users', 'getDesigners');
    expect(isDirty(state)).toBe(false);
  });

  it('ticks and unticks a whole row', () => {
    const all = ['get', 'getOne', 'create'];
    const on = setGrants(loadMatrix(viewer), 'niches', all, true);
    expect(on.draft.niches).toEqual(all);
    expect(setGrants(on, 'niches', all, false).draft).toEqual(viewer);
  });

  it('Cancel puts the saved map back', () => {
    const held = clearMatrix(toggleGrant(loadMatrix(viewer), 'orders', 'paymentStatus'));
    const cancelled = cancelMatrix(held);
    expect(cancelled.draft).toEqual(viewer);
    expect(isDirty(cancelled)).toBe(false);
  });

  it('Clear empties the draft only', () => {
    const cleared = clearMatrix(loadMatrix(viewer));
    expect(cleared.draft).toEqual({});
    expect(cleared.saved).toEqual(viewer);
    expect(countChanges(cleared)).toEqual({ added: 0, removed: 4 });
  });

  it('the role default the server applies replaces both maps, discarding what was held', () => {
    const held = toggleGrant(loadMatrix({}), 'orders', 'get');
    const roleDefault = { orders: ['get', 'getOne'], customers: ['get', 'getOne'], empty: [] };
    const after = loadMatrix(roleDefault);
    expect(isDirty(held)).toBe(true);
    expect(after.saved).toEqual(viewer);
    expect(after.draft).toBe(after.saved);
    expect(isDirty(after)).toBe(false);
  });

  it('compares maps without regard to key order, and orders keys as the catalogue does', () => {
    const state = { saved: { orders: ['getOne', 'get'] }, draft: { orders: ['get', 'getOne'] } };
    expect(isDirty(state)).toBe(false);
    expect(normalizeGrants({ orders: ['update', 'get', 'get'] }, { orders: ['get', 'getOne', 'update'] })).toEqual({
      orders: ['get', 'update'],
    });
    expect(isGranted(state.draft, 'orders', 'get')).toBe(true);
    expect(isGranted(state.draft, 'users', 'get')).toBe(false);
    expect(loadMatrix(null)).toEqual({ saved: {}, draft: {} });
  });
});
