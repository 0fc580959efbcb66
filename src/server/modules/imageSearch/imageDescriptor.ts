import { HASH_WORDS, signHash } from './imageHash';

/**
 * The search-by-image descriptor (layout version {@link DESCRIPTOR_VERSION}), computed from a
 * {@link THUMB_SIDE}² RGB thumbnail of the whole image (aspect ratio ignored), in three
 * sections, each compared by cosine (imageSimilarity.ts):
 *
 * - structure: the blurred image as luminance at 16 × 16 and opponent chroma (red−green,
 *   yellow−blue) at 8 × 8, each less its mean, so brightness drops out; chroma is there so
 *   that two colours of like luminance, whose order a hue shift can swap, still draw the
 *   layout;
 * - coarse: the same at 8 × 8 and 4 × 4, for the quick first pass over every image;
 * - colour: the mean opponent chroma of a 4 × 4 grid; a hue shift turns these vectors by its
 *   angle and a brightness change scales them, so their cosine hardly moves;
 * - hash: a 128-bit sign hash of coarse and structure (imageHash.ts), for the first pass.
 *
 * Each section is scaled to fill signed bytes; cosines ignore scale, so contrast drops out
 * too. 528 bytes an image.
 */

export const DESCRIPTOR_VERSION = 1;
/** Side of the square RGB thumbnail a descriptor is computed from. */
export const THUMB_SIDE = 32;

/** Where each section sits in a descriptor: offset and length. */
export const SECTIONS = {
  coarse: { offset: 16, length: 96 },
  structure: { offset: 112, length: 384 },
  colour: { offset: 496, length: 32 },
} as const;
export type SectionName = keyof typeof SECTIONS;

/** Where the hash sits: the first bytes, four little-endian 32-bit words. */
export const HASH_SECTION = { offset: 0, length: HASH_WORDS * 4 } as const;

export const DESCRIPTOR_LENGTH = 528;

/** Averages `factor` × `factor` blocks of a square plane. */
function shrink(plane: Float32Array, side: number, factor: number): Float32Array {
  const out = side / factor;
  const result = new Float32Array(out * out);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      result[((y / factor) | 0) * out + ((x / factor) | 0)] += plane[y * side + x];
    }
  }
  const area = factor * factor;
  for (let i = 0; i < result.length; i++) result[i] /= area;
  return result;
}

/** A [1 2 1] blur across and down a square plane, edges repeated: small shifts and crops move it less. */
export function blur(plane: Float32Array, side: number): Float32Array {
  const across = new Float32Array(plane.length);
  const at = (i: number) => Math.min(side - 1, Math.max(0, i));
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = y * side;
      across[row + x] = (plane[row + at(x - 1)] + 2 * plane[row + x] + plane[row + at(x + 1)]) / 4;
    }
  }
  const result = new Float32Array(plane.length);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      result[y * side + x] =
        (across[at(y - 1) * side + x] + 2 * across[y * side + x] + across[at(y + 1) * side + x]) / 4;
    }
  }
  return result;
}

/** The values less their mean. */
export function centred(values: Float32Array): Float32Array {
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / values.length;
  return values.map((v) => v - mean);
}

/** Writes `values` scaled so the largest magnitude is 127 (all zero stays zero). */
export function quantizeInto(target: Int8Array, offset: number, values: Float32Array): void {
  let max = 0;
  for (const v of values) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? 127 / max : 0;
  for (let i = 0; i < values.length; i++) target[offset + i] = Math.round(values[i] * scale);
}

/**
 * Chroma below this (in 0–255 units) counts as grey: the colour section of a greyscale image
 * stays small instead of blowing noise up to full scale.
 */
const GREY_CHROMA = 12;

/** Luminance at `side`² and both chroma planes at half that side, each less its mean, end to end. */
function structure(planes: readonly Float32Array[], side: number): Float32Array {
  const [luma, red, yellow] = planes.map((plane) => shrink(plane, THUMB_SIDE / 2, THUMB_SIDE / 2 / side));
  const chroma = (plane: Float32Array) => centred(shrink(plane, side, 2));
  return Float32Array.from([...centred(luma), ...chroma(red), ...chroma(yellow)]);
}

/** The hash words of a descriptor, into `target` at `offset`. */
export function readHash(descriptor: Int8Array, target: Int32Array, offset: number): void {
  const view = new DataView(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength);
  for (let i = 0; i < HASH_WORDS; i++) target[offset + i] = view.getInt32(HASH_SECTION.offset + 4 * i, true);
}

/** The descriptor of a {@link THUMB_SIDE}² RGB thumbnail (`rgb`: R, G, B bytes row by row). */
export function describeThumbnail(rgb: Uint8Array): Int8Array {
  const side = THUMB_SIDE;
  if (rgb.length !== side * side * 3) throw new Error(`expected a ${side}x${side} RGB thumbnail`);
  const luma = new Float32Array(side * side);
  const red = new Float32Array(side * side);
  const yellow = new Float32Array(side * side);
  for (let i = 0; i < luma.length; i++) {
    const r = rgb[3 * i];
    const g = rgb[3 * i + 1];
    const b = rgb[3 * i + 2];
    luma[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    red[i] = r - g;
    yellow[i] = (r + g) / 2 - b;
  }
  const blurred = [luma, red, yellow].map((plane) => shrink(blur(plane, side), side, 2));
  const descriptor = new Int8Array(DESCRIPTOR_LENGTH);
  quantizeInto(descriptor, SECTIONS.coarse.offset, structure(blurred, 8));
  quantizeInto(descriptor, SECTIONS.structure.offset, structure(blurred, 16));
  const hashed = descriptor.subarray(SECTIONS.coarse.offset, SECTIONS.structure.offset + SECTIONS.structure.length);
  const view = new DataView(descriptor.buffer);
  signHash(hashed).forEach((word, i) => view.setInt32(HASH_SECTION.offset + 4 * i, word, true));

  const colour = Float32Array.from([...shrink(red, side, side / 4), ...shrink(yellow, side, side / 4)]);
  let max = GREY_CHROMA;
  for (const v of colour) max = Math.max(max, Math.abs(v));
  for (let i = 0; i < colour.length; i++) descriptor[SECTIONS.colour.offset + i] = Math.round((colour[i] * 127) / max);
  return descriptor;
}
