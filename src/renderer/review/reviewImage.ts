import {
  isOnImage,
  markDrawing,
  shapeOfDrag,
  toRelative,
  viewBoxOf,
  viewHeight,
  type RelPoint,
  type Shape,
} from '../features/designReview/markGeometry';
import { drawPrimitives, svgGroup } from '../features/designReview/svgDom';
import { h } from './dom';

/** What the image shows: its URL, the marks on it, numbered, and what happens when the customer draws. */
export interface ImageOptions {
  readonly url: string;
  readonly alt: string;
  readonly marks: readonly {
    readonly id: number;
    readonly shape: Shape;
    readonly number: number;
    readonly mine: boolean;
  }[];
  /** A tap (pin) or a drag (box) on the image. */
  readonly onDrawn: (shape: Shape) => void;
}

/** Drags shorter than this share of the image are taps. */
const TAP = 0.02;

/**
 * The image with its marks as an SVG layer in the image's own coordinates (the same geometry
 * as the Designs tab), and the customer's tap or drag on it.
 */
export function reviewImage(options: ImageOptions): HTMLElement {
  const img = h('img', { src: options.url, alt: options.alt, draggable: 'false' });
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'rv-marks');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('preserveAspectRatio', 'none');
  const draft = svgGroup(svg, 'rv-draft');
  const frame = h('div', { class: 'rv-image' }, img);
  frame.append(svg);

  const paint = () => {
    const height = viewHeight(img.naturalWidth, img.naturalHeight);
    svg.setAttribute('viewBox', viewBoxOf(img.naturalWidth, img.naturalHeight));
    for (const mark of options.marks) {
      drawPrimitives(
        svgGroup(svg, mark.mine ? 'rv-mark rv-mine' : 'rv-mark'),
        markDrawing(mark.shape, height, String(mark.number)),
      );
    }
  };
  if (img.complete && img.naturalWidth > 0) paint();
  else img.addEventListener('load', paint, { once: true });

  frame.addEventListener('pointerdown', (e) => {
    const rect = img.getBoundingClientRect();
    if (!isOnImage(e.clientX, e.clientY, rect) || e.button > 0) return;
    frame.setPointerCapture(e.pointerId);
    const start = toRelative(e.clientX, e.clientY, rect);
    let end: RelPoint = start;
    const move = (ev: PointerEvent) => {
      end = toRelative(ev.clientX, ev.clientY, rect);
      draft.replaceChildren();
      const box = shapeOfDrag('box', [start, end], 2, TAP);
      if (box) drawPrimitives(draft, markDrawing(box, viewHeight(img.naturalWidth, img.naturalHeight)));
    };
    const up = () => {
      frame.removeEventListener('pointermove', move);
      frame.removeEventListener('pointerup', up);
      frame.removeEventListener('pointercancel', up);
      draft.replaceChildren();
      options.onDrawn(shapeOfDrag('box', [start, end], 2, TAP) ?? { kind: 'pin', points: [start] });
    };
    frame.addEventListener('pointermove', move);
    frame.addEventListener('pointerup', up);
    frame.addEventListener('pointercancel', up);
  });
  return frame;
}
