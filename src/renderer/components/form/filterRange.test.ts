import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { f } from '../../../shared/domain/fields';
import { filterInputKind } from '../../../shared/domain/fieldQuery';
import { joinRange, splitRange } from './filterRange';

describe('filter kinds', () => {
  it('filters each field type by its kind, never secrets or JSON', () => {
    expect(filterInputKind(f.enum(['a', 'b']))).toBe('in');
    expect(filterInputKind(f.refs('serviceTypes'))).toBe('all');
    expect(filterInputKind(f.datetime())).toBe('dateRange');
    expect(filterInputKind(f.money())).toBe('numberRange');
    expect(filterInputKind(f.string({ secret: true }))).toBeNull();
    expect(filterInputKind(f.json(z.object({})))).toBeNull();
  });

  it('splits and joins ranges', () => {
    expect(splitRange('1~2')).toEqual(['1', '2']);
    expect(splitRange(undefined)).toEqual(['', '']);
    expect(joinRange('', '')).toBe('');
    expect(joinRange('', '5')).toBe('~5');
  });
});
