import type { Primitive } from './markGeometry';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Draws primitives of {@link markDrawing} into an SVG element with the DOM alone: the review
 * page's marks, and the Designs tab's mark being drawn (updated per pointer move without React).
 */
export function drawPrimitives(parent: SVGElement, primitives: readonly Primitive[]): void {
  const doc = parent.ownerDocument;
  for (const primitive of primitives) {
    const node = doc.createElementNS(SVG_NS, primitive.tag);
    for (const [name, value] of Object.entries(primitive.attrs)) node.setAttribute(name, String(value));
    if (primitive.text !== undefined) node.textContent = primitive.text;
    parent.appendChild(node);
  }
}

/** An SVG group, for one mark. */
export function svgGroup(parent: SVGElement, className: string): SVGGElement {
  const group = parent.ownerDocument.createElementNS(SVG_NS, 'g');
  group.setAttribute('class', className);
  parent.appendChild(group);
  return group;
}
