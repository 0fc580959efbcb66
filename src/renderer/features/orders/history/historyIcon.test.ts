import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { historyMark, visibleCount } from './historyIcon';

describe('historyMark', () => {
  it('marks waiting green, accepted blue and rejected red', () => {
    expect(historyMark(null)).toEqual({ icon: 'time', intent: Intent.SUCCESS });
    expect(historyMark(true)).toEqual({ icon: 'tick-circle', intent: Intent.PRIMARY });
    expect(historyMark(false)).toEqual({ icon: 'cross-circle', intent: Intent.DANGER });
  });
});

describe('visibleCount', () => {
  it('shows 5 more entries per load, never more than there are', () => {
    expect(visibleCount(0, 12, 5)).toBe(5);
    expect(visibleCount(1, 12, 5)).toBe(10);
    expect(visibleCount(2, 12, 5)).toBe(12);
    expect(visibleCount(0, 3, 5)).toBe(3);
  });
});
