import { describe, expect, it } from 'vitest';
import { savedViewNameSchema, savedViewStateSchema } from './savedView';

const STATE = { q: ' logo ', sort: { field: 'createdAt', desc: true }, limit: 20, filters: { status: ['done'] } };
const messages = (value: unknown) =>
  savedViewStateSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('savedViewStateSchema', () => {
  it('keeps a list state, its search trimmed', () => {
    expect(savedViewStateSchema.parse(STATE)).toEqual({ ...STATE, q: 'logo' });
    expect(savedViewStateSchema.parse({ q: '', sort: null, limit: 5, filters: {} })).toBeTruthy();
  });

  it('refuses missing and unknown keys, a page, bad sizes and names', () => {
    expect(messages({ q: '', sort: null, filters: {} })).toHaveLength(1);
    expect(messages({ ...STATE, page: 2 })).toEqual([': Unrecognized key: "page"']);
    expect(messages({ ...STATE, limit: 101 })).toEqual(['limit: The page size must be at most 100.']);
    expect(messages({ ...STATE, filters: { orderBy: ['x'] } })).toEqual([
      'filters.orderBy: "orderBy" is a list parameter, not a filter.',
    ]);
    expect(messages({ ...STATE, filters: { 'a;b': ['x'] } })).toEqual([
      'filters.a;b: A filter is named by a field: letters, digits and _ (at most 64).',
    ]);
    expect(messages({ ...STATE, filters: { status: [] } })).toEqual([
      'filters.status: A filter holds at least one value.',
    ]);
  });

  it('refuses a state past 16 kB as JSON, counting UTF-8 bytes', () => {
    const values = (n: number) => Array.from({ length: n }, () => 'ư'.repeat(250));
    const filters = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`f${i}`, values(10)]));
    expect(messages({ ...STATE, filters })).toEqual([": The view's state is larger than 16 kB."]);
  });
});

describe('savedViewNameSchema', () => {
  it('trims, and refuses an empty or long name', () => {
    expect(savedViewNameSchema().parse('  Late orders ')).toBe('Late orders');
    expect(savedViewNameSchema().safeParse('   ').success).toBe(false);
    expect(savedViewNameSchema().safeParse('x'.repeat(101)).success).toBe(false);
    expect(savedViewNameSchema().safeParse('x'.repeat(100)).success).toBe(true);
  });
});
