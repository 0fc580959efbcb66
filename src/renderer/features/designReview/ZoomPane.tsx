import { Button, ButtonGroup, Size } from '@blueprintjs/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PATH_POINTS } from '../../../shared/domain/designReview';
import { markDrawing, shapeOfDrag, viewHeight, type RelPoint, type Shape, type ShapeKind } from './markGeometry';
import { drawPrimitives } from './svgDom';
import {
  fitView,
  keyAction,
  panBy,
  transformOf,
  viewportToImage,
  wheelFactor,
  ZOOM_STEP,
  zoomAt,
  type Size as ImageSize,
  type ViewStore,
} from './viewState';

export interface ZoomPaneProps {
  readonly store: ViewStore;
  /** The image's own size in pixels: the wrapper's, on which one transform zooms and pans. */
  readonly size: ImageSize;
  /** What the wrapper holds: the image(s) and their marks, at the image's own size. */
  readonly children: ReactNode;
  /** The drawing tool; null pans with a plain drag (space + drag pans while a tool is on). */
  readonly tool?: ShapeKind | null;
  /** A shape the user finished drawing. */
  readonly onDrawn?: (shape: Shape) => void;
  readonly label: string;
  /** Whether this pane fits the image when it loads (one of the panes that share a view). */
  readonly fitsOnLoad?: boolean;
}

const local = (el: HTMLElement, e: { clientX: number; clientY: number }) => {
  const rect = el.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top };
};

const clamp01 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100_000) / 100_000;

/**
 * A viewport on an image: fit, zoom (wheel, buttons, + - 0) and pan (drag; space + drag while a
 * tool is on), and drawing a mark with the tool. The view lives in a store, not in React state:
 * a pointer move writes one CSS transform, and panes sharing a store move together.
 */
export function ZoomPane({ store, size, children, tool = null, onDrawn, label, fitsOnLoad = true }: ZoomPaneProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const draft = useRef<SVGSVGElement>(null);
  const zoomText = useRef<HTMLSpanElement>(null);
  const space = useRef(false);
  const toolRef = useRef(tool);
  const drawnRef = useRef(onDrawn);
  useEffect(() => {
    toolRef.current = tool;
    drawnRef.current = onDrawn;
  });

  const fit = () => {
    const el = viewport.current;
    if (el) store.set(fitView(size, { width: el.clientWidth, height: el.clientHeight }));
  };
  const zoomBy = (factor: number) => {
    const el = viewport.current;
    if (el) store.set(zoomAt(store.get(), factor, { x: el.clientWidth / 2, y: el.clientHeight / 2 }));
  };

  useEffect(() => {
    const apply = (view: ReturnType<ViewStore['get']>) => {
      if (wrapper.current) wrapper.current.style.transform = transformOf(view);
      if (zoomText.current) zoomText.current.textContent = `${Math.round(view.scale * 100)}%`;
    };
    apply(store.get());
    return store.subscribe(apply);
  }, [store]);

  useEffect(() => {
    if (fitsOnLoad && size.width > 0) fit();
    // Fit once per image size; later zooms are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.width, size.height, fitsOnLoad]);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    // React's wheel listener is passive: the page would scroll instead of the image zooming.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      store.set(zoomAt(store.get(), wheelFactor(e.deltaY), local(el, e)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [store]);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    const el = viewport.current;
    if (!el || e.button > 1) return;
    el.setPointerCapture(e.pointerId);
    const drawing = toolRef.current !== null && !space.current && e.button === 0;
    let last = { x: e.clientX, y: e.clientY };
    const points: RelPoint[] = [];
    const addPoint = (ev: { clientX: number; clientY: number }) => {
      const [x, y] = viewportToImage(store.get(), size, local(el, ev));
      points.push([clamp01(x), clamp01(y)]);
    };
    const paintDraft = () => {
      const svg = draft.current;
      const kind = toolRef.current;
      if (!svg || !kind) return;
      svg.replaceChildren();
      const shape = shapeOfDrag(kind, points, Number.MAX_SAFE_INTEGER, 0);
      if (shape) drawPrimitives(svg, markDrawing(shape, viewHeight(size.width, size.height)));
    };
    if (drawing) {
      addPoint(e);
      paintDraft();
    }
    const move = (ev: PointerEvent) => {
      if (drawing) {
        addPoint(ev);
        paintDraft();
      } else {
        store.set(panBy(store.get(), ev.clientX - last.x, ev.clientY - last.y));
        last = { x: ev.clientX, y: ev.clientY };
      }
    };
    const up = () => {
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      draft.current?.replaceChildren();
      const kind = toolRef.current;
      if (!drawing || !kind) return;
      const shape = shapeOfDrag(kind, points, MAX_PATH_POINTS);
      if (shape) drawnRef.current?.(shape);
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === ' ') {
      space.current = true;
      e.preventDefault();
      return;
    }
    const action = keyAction(e.key);
    if (!action || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    if (action === 'fit') fit();
    else zoomBy(action === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP);
  };

  return (
    <div className="bo-zoom">
      <div
        ref={viewport}
        className="bo-zoom-viewport"
        data-tool={tool ?? 'pan'}
        // The image is the control: focusable for the zoom keys, named for screen readers.
        tabIndex={0}
        role="group"
        aria-label={label}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onKeyUp={(e) => {
          if (e.key === ' ') space.current = false;
        }}
      >
        <div ref={wrapper} className="bo-zoom-wrapper" style={{ width: size.width, height: size.height }}>
          {children}
          <svg
            ref={draft}
            className="bo-marks-layer bo-marks-draft"
            viewBox={`0 0 1000 ${viewHeight(size.width, size.height)}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          />
        </div>
      </div>
      <ButtonGroup className="bo-zoom-buttons">
        <Button
          size={Size.SMALL}
          icon="zoom-out"
          aria-label={t('designReview.zoomOut')}
          title={`${t('designReview.zoomOut')} (-)`}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        />
        <Button
          size={Size.SMALL}
          icon="zoom-to-fit"
          aria-label={t('designReview.fit')}
          title={`${t('designReview.fit')} (0)`}
          onClick={fit}
        />
        <Button
          size={Size.SMALL}
          icon="zoom-in"
          aria-label={t('designReview.zoomIn')}
          title={`${t('designReview.zoomIn')} (+)`}
          onClick={() => zoomBy(ZOOM_STEP)}
        />
        <span ref={zoomText} className="bo-zoom-percent" aria-live="off" />
      </ButtonGroup>
    </div>
  );
}
