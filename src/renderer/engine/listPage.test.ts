import { describe, expect, it } from 'vitest';
import { lastPageIfPast } from './ListPageLayout';

describe('lastPageIfPast', () => {
  const rows = { results: [{}], total: 11_640 };
  const empty = { results: [], total: 11_640 };

  it('moves an empty page past the end to the last page', () => {
    expect(lastPageIfPast({ page: 1176, limit: 10 }, empty)).toBe(1164);
  });

  it('leaves a page with rows, an empty list, the first page and a page not yet loaded alone', () => {
    expect(lastPageIfPast({ page: 1176, limit: 10 }, rows)).toBeNull();
    expect(lastPageIfPast({ page: 3, limit: 10 }, { results: [], total: 0 })).toBeNull();
    expect(lastPageIfPast({ page: 1, limit: 10 }, empty)).toBeNull();
    expect(lastPageIfPast({ page: 1176, limit: 10 })).toBeNull();
  });
});
