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
    expect(screens.analyses).toEqual({});
  });

  it('collects the analysis dialogs by resource', () => {
    const show = () => null;
    const screens = composeScreens([{ analyses: { niches: show } }, { modals: { niches: open } }]);
    expect(screens.analyses).toEqual({ niches: show });
    expect(screens.modals).toEqual({ niches: open });
  });

  it('refuses two features opening the same resource modal', () => {
    expect(() => composeScreens([{ modals: { orders: open } }, { modals: { orders: open } }])).toThrow(/orders/);
    expect(() => composeScreens([{ analyses: { orders: open } }, { analyses: { orders: open } }])).toThrow(
      /orders analysis/,
    );
  });
});
