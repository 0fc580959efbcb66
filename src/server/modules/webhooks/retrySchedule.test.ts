import { describe, expect, it } from 'vitest';
import { attemptsOf, DEFAULT_RETRY_SCHEDULE_MS, retryDelay } from './retrySchedule';

describe('webhook retry schedule', () => {
  it('backs off from 5 s to 10 h, about a day in all, in eight attempts', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((tries) => retryDelay(tries));
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThanOrEqual(waits[i - 1]!);
    const total = DEFAULT_RETRY_SCHEDULE_MS.reduce((sum, wait) => sum + wait, 0);
    expect(total / 3_600_000).toBeGreaterThan(24);
    expect(total / 3_600_000).toBeLessThan(30);
    expect(attemptsOf(DEFAULT_RETRY_SCHEDULE_MS)).toBe(8);
  });

  it('gives up after the last wait, and takes a schedule of its own (tests in milliseconds)', () => {
    expect(retryDelay(8)).toBeNull();
    expect(retryDelay(0)).toBe(0);
    expect([1, 2, 3].map((tries) => retryDelay(tries, [10, 20]))).toEqual([10, 20, null]);
  });
});
