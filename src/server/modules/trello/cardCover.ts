import { createHash } from 'node:crypto';
import { imageCodec } from '../uploads/imageCodec';

/**
 * The thumbnail of an order whose card has no image (an order must have one): a 400 × 300 PNG
 * with the card's title on a colour of its list, so the orders list still tells the cards apart.
 */

const WIDTH = 400;
const HEIGHT = 300;
const LINE_CHARS = 22;
const MAX_LINES = 4;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title in lines of about {@link LINE_CHARS} characters, at most {@link MAX_LINES}, the last cut with "…". */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${LINE_CHARS}}`, 'gu')) ?? [];
    for (const piece of pieces) {
      if (line && line.length + 1 + piece.length > LINE_CHARS) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1].slice(0, LINE_CHARS - 1)}…`;
  return kept;
}

/** A hue from the list's id: cards of one list share a colour. */
const hueOf = (seed: string) => createHash('sha256').update(seed).digest()[0] * (360 / 256);

/** Draws the cover of a card without images. */
export async function drawCardCover(title: string, seed: string): Promise<Buffer> {
  const hue = Math.round(hueOf(seed));
  const lines = titleLines(title);
  const top = HEIGHT / 2 - ((lines.length - 1) * 34) / 2 + 10;
  const text = lines
    .map((line, i) => `<tspan x="${WIDTH / 2}" y="${top + i * 34}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue},45%,45%)"/>` +
    `<rect x="16" y="16" width="${WIDTH - 32}" height="${HEIGHT - 32}" rx="8" fill="none" stroke="white" stroke-opacity="0.35"/>` +
    `<text font-family="sans-serif" font-size="28" fill="white" text-anchor="middle">${text}</text>` +
    `<text x="${WIDTH / 2}" y="${HEIGHT - 32}" font-family="sans-serif" font-size="14" fill="white" fill-opacity="0.75" text-anchor="middle">Trello</text>` +
    `</svg>`;
  const sharp = await imageCodec();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
