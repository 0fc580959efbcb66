import { describe, expect, it } from 'vitest';
import {
  createViewStore,
  fitView,
  keyAction,
  MAX_SCALE,
  panBy,
  viewportToImage,
  wheelFactor,
  zoomAt,
} from './viewState';

describe('zoom and pan', () => {
  it('fits a large image whole and centred, and never enlarges a small one', () => {
    expect(fitView({ width: 4000, height: 3000 }, { width: 800, height: 800 })).toEqual({ x: 0, y: 100, scale: 0.2 });
    expect(fitView({ width: 100, height: 100 }, { width: 300, height: 200 })).toEqual({ x: 100, y: 50, scale: 1 });
  });

  it('keeps the point under the cursor in place while zooming', () => {
    const view = { x: 10, y: 20, scale: 0.5 };
    const image = { width: 1000, height: 1000 };
    const before = viewportToImage(view, image, { x: 200, y: 150 });
    const after = viewportToImage(zoomAt(view, 2, { x: 200, y: 150 }), image, { x: 200, y: 150 });
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
  });

  it('caps the zoom and pans by the drag', () => {
    expect(zoomAt({ x: 0, y: 0, scale: 10 }, 10, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(panBy({ x: 1, y: 2, scale: 1 }, 5, -5)).toEqual({ x: 6, y: -3, scale: 1 });
  });

  it('zooms in on a wheel up and reads the keys', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.25);
    expect(wheelFactor(100)).toBeCloseTo(0.8);
    expect([keyAction('+'), keyAction('-'), keyAction('0'), keyAction('a')]).toEqual(['in', 'out', 'fit', null]);
  });

  it('tells every viewer sharing a view of each change until it lets go', () => {
    const store = createViewStore();
    const seen: number[] = [];
    const stop = store.subscribe((v) => seen.push(v.scale));
    store.set({ x: 0, y: 0, scale: 2 });
    stop();
    store.set({ x: 0, y: 0, scale: 3 });
    expect(seen).toEqual([2]);
    expect(store.get().scale).toBe(3);
  });
});
