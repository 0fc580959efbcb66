import { describe, expect, it } from 'vitest';
import { HASH_BITS, hammingDistance, popcount, signHash } from './imageHash';
import { Rng } from './rng';

const randomVector = (rng: Rng, length: number) => Int8Array.from({ length }, () => Math.round(rng.gaussian() * 40));

describe('imageHash', () => {
  it('counts set bits of any 32-bit word', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(-1)).toBe(32);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0x80000000 | 0)).toBe(1);
  });

  it('is the same for the same values, and near for near values, far for unrelated ones', () => {
    const rng = new Rng(7);
    const a = randomVector(rng, 480);
    const near = a.map((v) => v + Math.round(rng.gaussian() * 6));
    const other = randomVector(rng, 480);
    const distance = (x: Int8Array, y: Int8Array) => hammingDistance(signHash(x), 0, signHash(y), 0);
    expect(distance(a, Int8Array.from(a))).toBe(0);
    expect(distance(a, near)).toBeLessThan(HASH_BITS / 8);
    expect(distance(a, other)).toBeGreaterThan(HASH_BITS / 4);
    expect(
      distance(
        a,
        a.map((v) => -v),
      ),
    ).toBe(HASH_BITS);
  });
});
