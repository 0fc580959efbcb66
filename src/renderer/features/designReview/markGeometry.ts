import type { MarkKind } from '../../../shared/domain/designReview';

/**
 * The geometry of marks, kept free of React and the DOM: the Designs tab and the customer's
 * review page both read it. Points are relative to the image (0..1 on each axis); drawings are
 * in a view box as wide as {@link VIEW_WIDTH} and as tall as the image's aspect makes it, so a
 * pin stays round and an arrowhead keeps its shape on any image.
 */

/** A point relative to the image: [x, y], each 0..1. */
export type RelPoint = readonly [number, number];

/** The kinds of mark of the contract. */
export type ShapeKind = MarkKind;

/** A mark's shape, as the contract carries it (read-only here). */
export interface Shape {
  readonly kind: ShapeKind;
  readonly points: readonly RelPoint[];
}

/** Width of the marks' view box; its height is `VIEW_WIDTH * height / width` of the image. */
export const VIEW_WIDTH = 1000;

/** A rectangle on screen: where the image is drawn, in CSS pixels. */
export interface ScreenRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Five decimals: a 4000 px image needs four; the request stays short. */
const round5 = (n: number) => Math.round(n * 100_000) / 100_000;

/** A screen point (client coordinates) as a point relative to the image drawn in `rect`, clamped to its edges. */
export function toRelative(x: number, y: number, rect: ScreenRect): RelPoint {
  if (rect.width <= 0 || rect.height <= 0) return [0, 0];
  return [round5(clamp01((x - rect.left) / rect.width)), round5(clamp01((y - rect.top) / rect.height))];
}

/** A relative point as a screen point over the image drawn in `rect`. */
export function toScreen(point: RelPoint, rect: ScreenRect): [number, number] {
  return [rect.left + point[0] * rect.width, rect.top + point[1] * rect.height];
}

/** True when a screen point lies on the image drawn in `rect`. */
export function isOnImage(x: number, y: number, rect: ScreenRect): boolean {
  return x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height;
}

function distanceToSegment(p: RelPoint, a: RelPoint, b: RelPoint): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Ramer–Douglas–Peucker at one tolerance: the points a line keeps, its ends always among them. */
export function simplify(points: readonly RelPoint[], tolerance: number): RelPoint[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  // An explicit stack: a long free line would overflow a recursive one.
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i], points[first], points[last]);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * A free line thinned to at most `max` points: RDP with a tolerance that doubles from a tenth of
 * a pixel of a 1000 px image until the line fits. Points closer than that tolerance go first.
 */
export function thinPath(points: readonly RelPoint[], max: number): RelPoint[] {
  if (max < 2) throw new Error('a line keeps at least its two ends');
  let tolerance = 0.0001;
  let kept = simplify(points, tolerance);
  while (kept.length > max) {
    tolerance *= 2;
    kept = simplify(kept, tolerance);
  }
  return kept;
}

/**
 * The shape a drag drew, or null when it is too small to mean anything (a box or arrow of
 * under `minSize` of the image, a line of one point). A pin takes the drag's first point.
 */
export function shapeOfDrag(
  kind: ShapeKind,
  points: readonly RelPoint[],
  maxPathPoints: number,
  minSize = 0.005,
): Shape | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  if (kind === 'pin') return { kind, points: [first] };
  if (kind === 'path') {
    const line = thinPath(points, maxPathPoints);
    return line.length >= 2 ? { kind, points: line } : null;
  }
  if (Math.abs(last[0] - first[0]) < minSize && Math.abs(last[1] - first[1]) < minSize) return null;
  return { kind, points: [first, last] };
}

/** One SVG element of a mark's drawing: the tag and its attributes, for React or the DOM alike. */
export interface Primitive {
  readonly tag: 'circle' | 'rect' | 'line' | 'polyline' | 'polygon' | 'text';
  readonly attrs: Readonly<Record<string, string | number>>;
  readonly text?: string;
}

/** The view box of an image of `width` × `height` pixels: `"0 0 1000 h"`. */
export function viewBoxOf(width: number, height: number): string {
  return `0 0 ${VIEW_WIDTH} ${viewHeight(width, height)}`;
}

/** Height of the view box for an image of that size. */
export function viewHeight(width: number, height: number): number {
  return width > 0 && height > 0 ? Math.round((VIEW_WIDTH * height * 100) / width) / 100 : VIEW_WIDTH;
}

const ARROW_HEAD = 18;
const PIN_RADIUS = 14;

/**
 * What to draw for a mark, in the view box of an image whose height is `height` view units
 * (see {@link viewHeight}): the shape and, at its first point, the mark's number.
 */
export function markDrawing(shape: Shape, height: number, label?: string): Primitive[] {
  const at = (p: RelPoint): [number, number] => [round2(p[0] * VIEW_WIDTH), round2(p[1] * height)];
  const points = shape.points.map(at);
  const [a, b] = [points[0], points[points.length - 1]];
  if (!a || !b) return [];
  const out: Primitive[] = [];
  switch (shape.kind) {
    case 'pin':
      out.push({ tag: 'circle', attrs: { cx: a[0], cy: a[1], r: PIN_RADIUS, class: 'mk-pin' } });
      break;
    case 'box':
      out.push({
        tag: 'rect',
        attrs: {
          x: Math.min(a[0], b[0]),
          y: Math.min(a[1], b[1]),
          width: Math.abs(b[0] - a[0]),
          height: Math.abs(b[1] - a[1]),
        },
      });
      break;
    case 'arrow':
      out.push({ tag: 'line', attrs: { x1: a[0], y1: a[1], x2: b[0], y2: b[1] } });
      out.push({ tag: 'polygon', attrs: { points: arrowHead(a, b), class: 'mk-head' } });
      break;
    case 'path':
      out.push({ tag: 'polyline', attrs: { points: points.map((p) => p.join(',')).join(' ') } });
      break;
  }
  if (label !== undefined) {
    const [x, y] = shape.kind === 'arrow' ? a : shape.kind === 'box' ? [Math.min(a[0], b[0]), Math.min(a[1], b[1])] : a;
    out.push({ tag: 'text', attrs: { x, y, class: 'mk-label', 'text-anchor': 'middle', dy: '0.35em' }, text: label });
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The three corners of an arrowhead at `head`, pointing away from `tail`. */
function arrowHead(tail: [number, number], head: [number, number]): string {
  const angle = Math.atan2(head[1] - tail[1], head[0] - tail[0]);
  const corner = (turn: number) =>
    [round2(head[0] - ARROW_HEAD * Math.cos(angle + turn)), round2(head[1] - ARROW_HEAD * Math.sin(angle + turn))].join(
      ',',
    );
  return [head.join(','), corner(Math.PI / 7), corner(-Math.PI / 7)].join(' ');
}
