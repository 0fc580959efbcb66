import { describe, expect, it } from 'vitest';
import {
  CROP,
  DEADLINE_DANGER_HOURS,
  DEADLINE_WARNING_HOURS,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SALARY_SCHEME,
  RATING_LABELS,
  RATING_MAX,
  RATING_MIN,
  REQUEST_TIMEOUT_MS,
  SALARY_SCHEMES,
  SLOT_GROUP_HOURS,
  UPLOAD_MAX_BYTES,
  WORKING_PHASES,
} from './constants';

describe('section 9 constants', () => {
  it('keep the request and paging defaults', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('have one rating label per star', () => {
    expect(RATING_LABELS).toHaveLength(RATING_MAX - RATING_MIN + 1);
    expect(RATING_LABELS[0]).toBe('terrible');
    expect(RATING_LABELS[4]).toBe('wonderful');
  });

  it('order the working phases without overlap inside one day', () => {
    let previousEnd = 0;
    for (const phase of WORKING_PHASES) {
      expect(phase.startHour).toBeGreaterThanOrEqual(previousEnd);
      expect(phase.endHour).toBeGreaterThan(phase.startHour);
      expect(phase.endHour).toBeLessThanOrEqual(24);
      previousEnd = phase.endHour;
    }
    expect(WORKING_PHASES.map((p) => [p.key, p.startHour, p.endHour])).toEqual([
      ['C1', 8, 12],
      ['C2', 13, 18],
      ['C3', 19, 24],
    ]);
    expect(SLOT_GROUP_HOURS).toBe(4);
  });

  it('keep the deadline thresholds and limits consistent', () => {
    expect(DEADLINE_DANGER_HOURS).toBeLessThan(DEADLINE_WARNING_HOURS);
    expect(SALARY_SCHEMES).toContain(DEFAULT_SALARY_SCHEME);
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(CROP.borderRadius * 2).toBe(CROP.width);
  });
});
