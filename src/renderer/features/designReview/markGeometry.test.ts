import { describe, expect, it } from 'vitest';
import {
  markDrawing,
  shapeOfDrag,
  simplify,
  thinPath,
  toRelative,
  toScreen,
  viewHeight,
  type RelPoint,
} from './markGeometry';

const rect = { left: 100, top: 50, width: 400, height: 300 };

describe('relative and screen coordinates', () => {
  it('maps a screen point onto the image and back', () => {
    expect(toRelative(300, 200, rect)).toEqual([0.5, 0.5]);
    expect(toScreen([0.5, 0.5], rect)).toEqual([300, 200]);
    expect(toScreen(toRelative(180, 110, rect), rect)).toEqual([180, 110]);
  });

  it('clamps points off the image to its edges and rounds to five decimals', () => {
    expect(toRelative(0, 1000, rect)).toEqual([0, 1]);
    expect(toRelative(100 + 400 / 3, 50, rect)).toEqual([0.33333, 0]);
  });

  it('answers the corner for an image not drawn yet', () => {
    expect(toRelative(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual([0, 0]);
  });
});

describe('thinning a free line', () => {
  it('drops points on a straight line and keeps the ends', () => {
    const line: RelPoint[] = Array.from({ length: 50 }, (_, i) => [i / 49, i / 49]);
    expect(simplify(line, 0.001)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('keeps a corner', () => {
    const corner: RelPoint[] = [
      [0, 0],
      [0.25, 0.001],
      [0.5, 0],
      [0.5, 0.5],
      [0.5, 1],
    ];
    expect(simplify(corner, 0.01)).toEqual([
      [0, 0],
      [0.5, 0],
      [0.5, 1],
    ]);
  });

  it('brings a long wiggly line under the limit', () => {
    const wiggle: RelPoint[] = Array.from({ length: 5000 }, (_, i) => [i / 4999, 0.5 + 0.2 * Math.sin(i / 20)]);
    const thin = thinPath(wiggle, 500);
    expect(thin.length).toBeLessThanOrEqual(500);
    expect(thin.length).toBeGreaterThan(10);
    expect(thin[0]).toEqual(wiggle[0]);
    expect(thin.at(-1)).toEqual(wiggle.at(-1));
  });

  it('leaves a short line as it is', () => {
    const short: RelPoint[] = [
      [0, 0],
      [0.3, 0.9],
      [1, 0],
    ];
    expect(thinPath(short, 500)).toEqual(short);
  });
});

describe('shapes of a drag', () => {
  it('pins the first point, boxes two corners, drops a tiny box', () => {
    const drag: RelPoint[] = [
      [0.1, 0.1],
      [0.2, 0.3],
      [0.4, 0.5],
    ];
    expect(shapeOfDrag('pin', drag, 500)).toEqual({ kind: 'pin', points: [[0.1, 0.1]] });
    expect(shapeOfDrag('box', drag, 500)).toEqual({ kind: 'box', points: [drag[0], drag[2]] });
    expect(
      shapeOfDrag(
        'arrow',
        [
          [0.1, 0.1],
          [0.101, 0.1],
        ],
        500,
      ),
    ).toBeNull();
    expect(shapeOfDrag('path', [[0.1, 0.1]], 500)).toBeNull();
    expect(shapeOfDrag('box', [], 500)).toBeNull();
  });
});

describe('drawing a mark', () => {
  it('uses a view box as high as the aspect makes it', () => {
    expect(viewHeight(4000, 3000)).toBe(750);
    expect(markDrawing({ kind: 'pin', points: [[0.5, 0.5]] }, 750, '1')).toEqual([
      { tag: 'circle', attrs: { cx: 500, cy: 375, r: 14, class: 'mk-pin' } },
      { tag: 'text', attrs: { x: 500, y: 375, class: 'mk-label', 'text-anchor': 'middle', dy: '0.35em' }, text: '1' },
    ]);
  });

  it('draws a box from any two corners and an arrow with its head at the second point', () => {
    const [box] = markDrawing(
      {
        kind: 'box',
        points: [
          [0.5, 0.5],
          [0.1, 0.2],
        ],
      },
      1000,
    );
    expect(box).toEqual({ tag: 'rect', attrs: { x: 100, y: 200, width: 400, height: 300 } });
    const arrow = markDrawing(
      {
        kind: 'arrow',
        points: [
          [0, 0],
          [0.5, 0],
        ],
      },
      1000,
    );
    expect(arrow[1]?.tag).toBe('polygon');
    expect(String(arrow[1]?.attrs.points).startsWith('500,0 ')).toBe(true);
  });
});
