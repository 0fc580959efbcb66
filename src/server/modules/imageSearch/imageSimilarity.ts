import { SECTIONS, type SectionName } from './imageDescriptor';

/**
 * How much each descriptor section counts in the score. Structure carries most: the colour
 * section moves under recolouring, the coarse one mostly ranks candidates quickly.
 */
export const SECTION_WEIGHTS: Readonly<Record<SectionName, number>> = { coarse: 0.2, structure: 0.55, colour: 0.25 };

export const SECTION_NAMES = Object.keys(SECTIONS) as readonly SectionName[];

/** Sum of products of two sections of equal length. */
export function dot(a: Int8Array, aOffset: number, b: Int8Array, bOffset: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += a[aOffset + i] * b[bOffset + i];
  return sum;
}

/**
 * The cosine of two sections from their dot product and inverse lengths (0 for an all-zero
 * section): two all-zero sections (two flat images, two grey ones) are alike, one is unlike
 * anything else.
 */
export function cosineOf(product: number, inverseA: number, inverseB: number): number {
  if (inverseA === 0 || inverseB === 0) return inverseA === inverseB ? 1 : 0;
  return product * inverseA * inverseB;
}

const inverseLength = (d: Int8Array, offset: number, length: number) => {
  const norm = Math.sqrt(dot(d, offset, d, offset, length));
  return norm === 0 ? 0 : 1 / norm;
};

/** Cosine of one section of two descriptors (see {@link cosineOf} for all-zero ones). */
export function sectionCosine(a: Int8Array, b: Int8Array, section: SectionName): number {
  const { offset, length } = SECTIONS[section];
  return cosineOf(
    dot(a, offset, b, offset, length),
    inverseLength(a, offset, length),
    inverseLength(b, offset, length),
  );
}

/** 1 / the length of each section of a descriptor, in {@link SECTION_NAMES} order (0 for an all-zero one). */
export function inverseNorms(descriptor: Int8Array): Float32Array {
  return Float32Array.from(SECTION_NAMES, (section) =>
    inverseLength(descriptor, SECTIONS[section].offset, SECTIONS[section].length),
  );
}

/**
 * {@link similarity} of a query and the descriptor at `offset` of `store`, given both inverse
 * norms (the index keeps them, so a scan does not measure every image again).
 */
export function scoreAt(
  query: Int8Array,
  queryNorms: Float32Array,
  store: Int8Array,
  offset: number,
  norms: Float32Array,
  normsOffset: number,
): number {
  let score = 0;
  for (let s = 0; s < SECTION_NAMES.length; s++) {
    const { offset: start, length } = SECTIONS[SECTION_NAMES[s]];
    const product = dot(query, start, store, offset + start, length);
    score += SECTION_WEIGHTS[SECTION_NAMES[s]] * cosineOf(product, queryNorms[s], norms[normsOffset + s]);
  }
  return score;
}

/** How alike two images' descriptors are: the weighted section cosines, from −1 to 1 (the same image). */
export function similarity(a: Int8Array, b: Int8Array): number {
  let score = 0;
  for (const section of SECTION_NAMES) score += SECTION_WEIGHTS[section] * sectionCosine(a, b, section);
  return score;
}
