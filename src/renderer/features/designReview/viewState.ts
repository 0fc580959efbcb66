/**
 * Zoom and pan of an image viewer, kept pure: one transform (`translate(x, y) scale(scale)`)
 * on the wrapper that holds the image and its marks, so neither is recomputed per mark.
 */

/** Where the image's top-left corner is in the viewport, and how many screen pixels one image pixel takes. */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Zoom limits, relative to one screen pixel per image pixel. */
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 16;
/** One step of the zoom buttons and of + / -. */
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The image centred and shown whole in the viewport (never enlarged past its own size). */
export function fitView(image: Size, viewport: Size): View {
  if (image.width <= 0 || image.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return { x: 0, y: 0, scale: 1 };
  }
  const scale = clampScale(Math.min(1, viewport.width / image.width, viewport.height / image.height));
  return {
    x: (viewport.width - image.width * scale) / 2,
    y: (viewport.height - image.height * scale) / 2,
    scale,
  };
}

/** Zoomed by `factor` around a viewport point, which stays over the same image pixel. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** Moved by a drag of (dx, dy) screen pixels. */
export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The zoom factor of one wheel event: a notch of 100 px is one {@link ZOOM_STEP}. */
export function wheelFactor(deltaY: number): number {
  return Math.pow(ZOOM_STEP, -Math.max(-3, Math.min(3, deltaY / 100)));
}

/** The CSS transform of the wrapper. */
export function transformOf(view: View): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}

/** A viewport point as a point relative to the image (0..1 on each axis; outside the image beyond). */
export function viewportToImage(view: View, image: Size, at: { x: number; y: number }): [number, number] {
  return [(at.x - view.x) / (view.scale * image.width), (at.y - view.y) / (view.scale * image.height)];
}

/** What a key does to the view: + and = zoom in, - zooms out, 0 fits; null for any other key. */
export function keyAction(key: string): 'in' | 'out' | 'fit' | null {
  if (key === '+' || key === '=') return 'in';
  if (key === '-' || key === '_') return 'out';
  if (key === '0') return 'fit';
  return null;
}

/** A view shared by several viewers (compare side by side): one value, its listeners told of each change. */
export interface ViewStore {
  get(): View;
  set(view: View): void;
  subscribe(listener: (view: View) => void): () => void;
}

export function createViewStore(initial: View = { x: 0, y: 0, scale: 1 }): ViewStore {
  let current = initial;
  const listeners = new Set<(view: View) => void>();
  return {
    get: () => current,
    set(view) {
      current = view;
      listeners.forEach((listener) => listener(view));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
