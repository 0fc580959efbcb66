import { describe, expect, it } from 'vitest';
import { commaSeparated, PreparedJson } from './preparedJson';

describe('PreparedJson', () => {
  it('encodes its parts, one after the other, as UTF-8', () => {
    const rows = ['{"name":"Võ Thanh Mai"}', '{"name":"Bold packaging"}', '{"note":"đ 1.000.000 ✓"}'];
    const answer = new PreparedJson('{"results":[', ...commaSeparated(rows), '],"total":3}');
    const text = `{"results":[${rows.join(',')}],"total":3}`;
    expect(answer.body.equals(Buffer.from(text))).toBe(true);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      results: rows.map((row) => JSON.parse(row) as unknown),
      total: 3,
    });
  });

  it('puts commas only between items', () => {
    expect(commaSeparated([])).toEqual([]);
    expect(commaSeparated(['1'])).toEqual(['1']);
    expect(commaSeparated(['1', '2', '3'])).toEqual(['1', ',', '2', ',', '3']);
    expect(new PreparedJson('[', ...commaSeparated([]), ']').body.toString()).toBe('[]');
  });
});
