import { createElement, memo } from 'react';
import { markDrawing, type Shape } from './markGeometry';
import './marksLayer.css';

/** What the layer draws of a mark. */
export interface LayerMark {
  readonly id: number;
  readonly shape: Shape;
  readonly status: 'open' | 'resolved';
}

export interface MarksLayerProps {
  readonly marks: readonly LayerMark[];
  /** Each mark's number on the image. */
  readonly numbers: ReadonlyMap<number, number>;
  readonly selectedId: number | null;
  /** The view box of the image ({@link viewBoxOf}) and its height in view units. */
  readonly viewBox: string;
  readonly viewHeight: number;
  readonly onSelect?: (id: number) => void;
}

/** The drawing of one mark: React elements of its primitives. */
export function MarkShapes({ shape, height, label }: { shape: Shape; height: number; label?: string }) {
  return (
    <>
      {markDrawing(shape, height, label).map((p, i) => createElement(p.tag, { key: i, ...svgProps(p.attrs) }, p.text))}
    </>
  );
}

/** React names of the SVG attributes the primitives use. */
function svgProps(attrs: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs)) {
    props[name === 'class' ? 'className' : name === 'text-anchor' ? 'textAnchor' : name] = value;
  }
  return props;
}

/**
 * The marks of one image as an SVG layer in the image's own coordinates: it sits in the zoomed
 * wrapper, so zoom and pan move it with the image and never draw it again (memoised: a pointer
 * move re-renders none of it). Strokes keep their width at any zoom (`vector-effect`, in CSS).
 */
export const MarksLayer = memo(function MarksLayer({
  marks,
  numbers,
  selectedId,
  viewBox,
  viewHeight,
  onSelect,
}: MarksLayerProps) {
  return (
    <svg className="bo-marks-layer" viewBox={viewBox} preserveAspectRatio="none" aria-hidden="true">
      {marks.map((mark) => (
        <g
          key={mark.id}
          data-mark-id={mark.id}
          className={`bo-mark bo-mark-${mark.status}${mark.id === selectedId ? ' bo-mark-selected' : ''}`}
          onClick={onSelect ? () => onSelect(mark.id) : undefined}
        >
          <MarkShapes shape={mark.shape} height={viewHeight} label={String(numbers.get(mark.id) ?? '')} />
        </g>
      ))}
    </svg>
  );
});
