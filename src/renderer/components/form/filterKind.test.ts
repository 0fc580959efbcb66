import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { f } from '../../../shared/domain/fields';
import { filterKind, joinRange, splitRange } from './filterKind';

describe('filter kinds', () => {
  it('filters each field type by its kind, never secrets or JSON', () => {
    expect(filterKind(f.enum(['a', 'b']))).toBe('in');
    expect(filterKind(f.refs('serviceTypes'))).toBe('all');
    expect(filterKind(f.datetime())).toBe('dateRange');
    expect(filterKind(f.money())).toBe('numberRange');
    expect(filterKind(f.string({ secret: true }))).toBeNull();
    expect(filterKind(f.json(z.object({})))).toBeNull();
  });

  it('splits and joins ranges', () => {
    expect(splitRange('1~2')).toEqual(['1', '2']);
    expect(splitRange(undefined)).toEqual(['', '']);
    expect(joinRange('', '')).toBe('');
    expect(joinRange('', '5')).toBe('~5');
  });
});
