import { Rng } from './rng';

/**
 * A 128-bit sign hash of a descriptor's structure (random hyperplanes, "SimHash"): the share
 * of bits two hashes differ in estimates the angle between their vectors, so a scan that only
 * counts differing bits (four 32-bit words an image) picks the candidates worth comparing in
 * full. The hyperplanes come from a fixed seed: every server instance draws the same ones.
 */

export const HASH_BITS = 128;
export const HASH_WORDS = HASH_BITS / 32;
const SEED = 0x1a2b3c;

let planes: Float32Array | null = null;

/** `HASH_BITS` hyperplanes of `dimensions` Gaussian components each, drawn once. */
function hyperplanes(dimensions: number): Float32Array {
  if (planes?.length === HASH_BITS * dimensions) return planes;
  const rng = new Rng(SEED);
  planes = new Float32Array(HASH_BITS * dimensions).map(() => rng.gaussian());
  return planes;
}

/** The hash of `values`: bit k set when they lie on the positive side of hyperplane k. */
export function signHash(values: Int8Array): Int32Array {
  const dimensions = values.length;
  const w = hyperplanes(dimensions);
  const hash = new Int32Array(HASH_WORDS);
  for (let bit = 0; bit < HASH_BITS; bit++) {
    let sum = 0;
    const row = bit * dimensions;
    for (let i = 0; i < dimensions; i++) sum += w[row + i] * values[i];
    if (sum > 0) hash[bit >> 5] |= 1 << (bit & 31);
  }
  return hash;
}

/** Number of set bits of a 32-bit word. */
export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Bits in which the hash at `aOffset` of `a` and the one at `bOffset` of `b` differ. */
export function hammingDistance(a: Int32Array, aOffset: number, b: Int32Array, bOffset: number): number {
  let distance = 0;
  for (let i = 0; i < HASH_WORDS; i++) distance += popcount(a[aOffset + i] ^ b[bOffset + i]);
  return distance;
}
