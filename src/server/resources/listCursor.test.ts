import { describe, expect, it } from 'vitest';
import type { HttpError } from '../plugins/httpErrors';
import { continueAfter, MAX_CURSOR_LENGTH, nextCursor } from './listCursor';
import type { ListParams } from './listParams';

/** The export's cursor: made from a page's last row, read back into the next page's query. */

const params = (over: Partial<ListParams> = {}): ListParams => ({
  limit: 2,
  offset: 0,
  terms: [],
  search: null,
  order: [{ field: 'createdAt', desc: true }],
  includes: [],
  ...over,
});
const decoded = (cursor: string | null) => JSON.parse(Buffer.from(cursor!, 'base64url').toString()) as object;

describe('the list cursor', () => {
  it('carries the last row’s keys, the rows so far and the first page’s total', () => {
    const next = nextCursor(params(), {
      more: true,
      lastKeys: ['2026-11-29T01:02:03.123456Z', '7'],
      rows: 2,
      total: 9,
    });
    expect(decoded(next)).toEqual({ by: '-createdAt,-id', o: 2, t: 9, k: ['2026-11-29T01:02:03.123456Z', '7'] });
    const after = continueAfter(params(), next!);
    expect(after).toMatchObject({ after: ['2026-11-29T01:02:03.123456Z', '7'], offset: 2, knownTotal: 9 });
    // The page after keeps the first total and counts on.
    expect(decoded(nextCursor(after, { more: true, lastKeys: ['x', '5'], rows: 2, total: 9 }))).toMatchObject({
      o: 4,
      t: 9,
    });
  });

  it('is null when no row follows the page', () => {
    expect(nextCursor(params(), { more: false, lastKeys: ['a', '1'], rows: 2, total: 2 })).toBeNull();
  });

  it('keeps offset paging for a ranked search, and for keys too long for a URL', () => {
    const ranked = params({ search: 'logo', ranked: true });
    const next = nextCursor(ranked, { more: true, lastKeys: null, rows: 2, total: 30 });
    expect(decoded(next)).toEqual({ by: 'rank', o: 2, t: 30 });
    expect(continueAfter(ranked, next!)).toMatchObject({ offset: 2, knownTotal: 30 });
    expect(continueAfter(ranked, next!).after).toBeUndefined();
    const byName = params({ order: [{ field: 'name', desc: false }] });
    const long = nextCursor(byName, { more: true, lastKeys: ['x'.repeat(MAX_CURSOR_LENGTH), '3'], rows: 2, total: 5 });
    expect(decoded(long)).toEqual({ by: 'name,id', o: 2, t: 5 });
  });

  it('refuses a cursor of another order, a forged one or one with keys missing', () => {
    const next = nextCursor(params(), { more: true, lastKeys: ['a', '1'], rows: 2, total: 9 })!;
    const refusal = (p: ListParams, text: string) => {
      try {
        continueAfter(p, text);
        return null;
      } catch (error) {
        return error as HttpError;
      }
    };
    expect(refusal(params({ order: [{ field: 'createdAt', desc: false }] }), next)?.statusCode).toBe(400);
    expect(refusal(params(), 'e30')?.statusCode).toBe(400);
    const short = Buffer.from(JSON.stringify({ by: '-createdAt,-id', k: ['a'], o: 2, t: 9 })).toString('base64url');
    expect(refusal(params(), short)?.statusCode).toBe(400);
    expect(continueAfter(params(), '')).toEqual(params());
  });
});
