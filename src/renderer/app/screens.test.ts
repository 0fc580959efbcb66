import { describe, expect, it } from 'vitest';
import { composeScreens, type FeatureScreens } from './screens';

const open = () => null;

describe('composeScreens', () => {
  it('mounts the features routes in feature order and collects their modals by resource', () => {
    const a: FeatureScreens = { routes: () => [{ path: '/a' }], modals: { orders: open } };
    const b: FeatureScreens = { routes: () => [{ path: '/b' }, { path: '/c' }] };
    const screens = composeScreens([a, {}, b]);
    expect(screens.routes().map((r) => r.path)).toEqual(['/a', '/b', '/c']);
    expect(screens.modals).toEqual({ orders: open });
  });

  it('refuses two features opening the same resource modal', () => {
    expect(() => composeScreens([{ modals: { orders: open } }, { modals: { orders: open } }])).toThrow(/orders/);
  });
});
