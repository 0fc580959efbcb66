import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng', () => {
  it('draws the same numbers from the same seed, in [0, 1)', () => {
    const a = new Rng(3);
    const b = new Rng(3);
    const draws = Array.from({ length: 100 }, () => a.next());
    expect(draws).toEqual(Array.from({ length: 100 }, () => b.next()));
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
  });

  it('draws standard normal numbers', () => {
    const rng = new Rng(11);
    const draws = Array.from({ length: 20000 }, () => rng.gaussian());
    const mean = draws.reduce((s, d) => s + d, 0) / draws.length;
    const variance = draws.reduce((s, d) => s + (d - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
