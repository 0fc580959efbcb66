/** A seeded pseudo-random source (mulberry32), so the demo data is the same on every run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Up to `count` distinct items, in list order. */
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
  }

  /**
   * Draws `count` values and forgets them: where the seed stopped writing something it drew,
   * the rest of the demo data stays as it was.
   */
  skip(count: number): void {
    for (let i = 0; i < count; i++) this.next();
  }

  /** A VND amount between min and max, a multiple of 10,000. */
  money(min: number, max: number): number {
    return this.int(Math.ceil(min / 10_000), Math.floor(max / 10_000)) * 10_000;
  }
}
