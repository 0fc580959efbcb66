/**
 * The images of bench/imageSearch.ts, made with sharp from a seed: designs an agency might
 * receive (gradients, shapes, lettering, hand strokes, photo grain) drawn from a few shared
 * palettes, so many images have much the same mean colour, in series of four that share a
 * layout and differ by their lettering and details; and the query variants of each
 * (half size, JPEG quality 60, a hue and brightness shift, a crop keeping 90 % of each side).
 */
import sharp from 'sharp';
import { Rng as SeededRng } from '../src/server/modules/imageSearch/rng';

/** The index's seeded generator with the draws a picture needs. */
class Rng extends SeededRng {
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

/** Shared palettes: images of one palette differ by layout, not by mean colour. */
const PALETTES = [
  ['#f4e9d8', '#c8553d', '#588b8b', '#ffd5c2', '#2e4057'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#ffffff'],
  ['#fefae0', '#dda15e', '#bc6c25', '#606c38', '#283618'],
  ['#ffffff', '#e63946', '#f1faee', '#a8dadc', '#1d3557'],
  ['#f8f9fa', '#adb5bd', '#495057', '#212529', '#dee2e6'],
  ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff'],
] as const;

const WORDS = [
  'SALE',
  'Hello',
  'Tết 2027',
  'Coffee',
  'Bánh mì',
  'Summer',
  'LOGO',
  'Menu',
  'New!',
  'Shop',
  'Since 1999',
];
const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'sans-serif', 'serif', 'monospace'];

function shape(rng: Rng, w: number, h: number, colour: string): string {
  const x = rng.between(-0.1, 0.9) * w;
  const y = rng.between(-0.1, 0.9) * h;
  const size = rng.between(0.08, 0.45) * Math.min(w, h);
  const opacity = rng.between(0.55, 1).toFixed(2);
  const angle = rng.int(0, 359);
  switch (rng.int(0, 3)) {
    case 0:
      return `<rect x="${x}" y="${y}" width="${size * rng.between(0.5, 2)}" height="${size}" rx="${rng.int(0, 20)}" fill="${colour}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`;
    case 1:
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}" opacity="${opacity}"/>`;
    case 2:
      return `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size / rng.between(1.5, 3)}" fill="${colour}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`;
    default: {
      const corners = rng.int(3, 6);
      const points = Array.from({ length: corners }, (_, i) => {
        const a = (i / corners) * 2 * Math.PI + rng.between(0, 0.6);
        const r = size * rng.between(0.5, 1);
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${colour}" opacity="${opacity}"/>`;
    }
  }
}

function lettering(rng: Rng, w: number, h: number, colour: string): string {
  const size = rng.int(18, 64);
  const text = `${rng.pick(WORDS)} ${rng.int(1, 99)}`;
  return `<text x="${rng.between(0.02, 0.6) * w}" y="${rng.between(0.15, 0.95) * h}" font-family="${rng.pick(FONTS)}" font-size="${size}" font-weight="${rng.pick(['normal', 'bold'])}" fill="${colour}">${text}</text>`;
}

function strokes(rng: Rng, w: number, h: number, colour: string): string {
  const x = rng.between(0, w);
  const y = rng.between(0, h);
  const reach = rng.between(0.1, 0.4) * Math.min(w, h);
  const points = Array.from(
    { length: rng.int(3, 7) },
    () => `${(x + rng.between(-reach, reach)).toFixed(1)},${(y + rng.between(-reach, reach)).toFixed(1)}`,
  );
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="${rng.int(2, 9)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Designs come in series of this many: one layout, each with its own lettering, strokes and details. */
export const SERIES = 4;

/** The SVG of design `n` and its size. */
export function designSvg(n: number): { svg: string; width: number; height: number } {
  const series = new Rng(Math.floor(n / SERIES) * 7919 + 17);
  const rng = new Rng(n * 6151 + 5);
  const width = series.int(40, 90) * 8;
  const height = series.int(40, 90) * 8;
  const palette = PALETTES[Math.floor(n / SERIES) % PALETTES.length];
  const colour = () => series.pick(palette);
  const own = () => rng.pick(palette);
  const angle = series.int(0, 359);
  const background =
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${colour()}"/><stop offset="${series.between(0.3, 0.7).toFixed(2)}" stop-color="${colour()}"/>` +
    `<stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`;
  const parts = [
    ...Array.from({ length: series.int(2, 6) }, () => shape(series, width, height, colour())),
    ...Array.from({ length: rng.int(1, 2) }, () => shape(rng, width, height, own())),
    ...Array.from({ length: rng.int(0, 2) }, () => strokes(rng, width, height, own())),
    ...Array.from({ length: rng.int(1, 3) }, () => lettering(rng, width, height, own())),
  ];
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background}${parts.join('')}</svg>`,
    width,
    height,
  };
}

/** Design `n` as a PNG; about a third carry photo-like grain and a soft blur. */
export async function designPng(n: number): Promise<Buffer> {
  const { svg, width, height } = designSvg(n);
  const rng = new Rng(n * 104729 + 3);
  let image = sharp(Buffer.from(svg));
  if (rng.next() < 0.35) {
    const noise = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: rng.between(8, 30) },
      },
    })
      .png()
      .toBuffer();
    image = sharp(await image.png().toBuffer())
      .composite([{ input: noise, blend: 'overlay' }])
      .blur(rng.between(0.4, 1.2));
  }
  return image.flatten({ background: '#ffffff' }).png().toBuffer();
}

export const QUERY_KINDS = ['half', 'jpeg60', 'recolour', 'crop90'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** A query made from an original: what a customer's screenshot or re-saved copy might be. */
export async function queryVariant(original: Buffer, kind: QueryKind, n: number): Promise<Buffer> {
  const rng = new Rng(n * 31 + QUERY_KINDS.indexOf(kind));
  const { width = 0, height = 0 } = await sharp(original).metadata();
  switch (kind) {
    case 'half':
      return sharp(original)
        .resize(Math.round(width / 2), Math.round(height / 2))
        .png()
        .toBuffer();
    case 'jpeg60':
      return sharp(original).jpeg({ quality: 60 }).toBuffer();
    case 'recolour':
      return sharp(original)
        .modulate({ hue: rng.pick([-1, 1]) * rng.int(8, 20), brightness: rng.between(0.85, 1.15) })
        .png()
        .toBuffer();
    case 'crop90': {
      const w = Math.round(width * 0.9);
      const h = Math.round(height * 0.9);
      const left = rng.int(0, width - w);
      const top = rng.int(0, height - h);
      return sharp(original).extract({ left, top, width: w, height: h }).png().toBuffer();
    }
  }
}
