import { describe, expect, it } from 'vitest';
import { statementNameOf } from './pageJson';

describe('statementNameOf', () => {
  it('names each text by its hash up to the limit, then leaves new texts unnamed', () => {
    const named = new Set<string>();
    const a = statementNameOf('SELECT 1', named, 2);
    const b = statementNameOf('SELECT 2', named, 2);
    expect(a).toMatch(/^json_[0-9a-f]{20}$/);
    expect(b).toMatch(/^json_[0-9a-f]{20}$/);
    expect(b).not.toBe(a);
    expect(statementNameOf('SELECT 3', named, 2)).toBeUndefined();
    // A text named before the limit keeps its name.
    expect(statementNameOf('SELECT 1', named, 2)).toBe(a);
    expect(named.size).toBe(2);
  });
});
