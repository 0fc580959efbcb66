import { describe, expect, it } from 'vitest';
import { usedShare } from './packageUsage';

describe('usedShare', () => {
  it('is the used part of the order count, capped at all of it', () => {
    expect(usedShare(0, 10)).toBe(0);
    expect(usedShare(5, 10)).toBe(0.5);
    expect(usedShare(12, 10)).toBe(1);
    expect(usedShare(3, 0)).toBeNull();
  });
});
