/**
 * A small inline SVG standing in for an uploaded image, so the demo data shows pictures
 * without network access or an upload store.
 */
export function demoImage(label: string, hue: number): string {
  const text = label.replace(/[^A-Za-z0-9 #-]/g, '').slice(0, 12);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300'>` +
    `<rect width='400' height='300' fill='hsl(${hue % 360},55%,62%)'/>` +
    `<text x='200' y='165' font-family='sans-serif' font-size='40' fill='white' text-anchor='middle'>${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
