import { describe, expect, it } from 'vitest';
import { defaultPair, pickVersion } from './versionPairs';

describe('version pairing', () => {
  it('compares the newest with the one before by default', () => {
    expect(defaultPair([{ version: 3 }, { version: 2 }, { version: 1 }])).toEqual([2, 3]);
    expect(defaultPair([{ version: 1 }, { version: 4 }])).toEqual([1, 4]);
    expect(defaultPair([{ version: 1 }])).toBeNull();
  });

  it('swaps rather than compares a version with itself', () => {
    expect(pickVersion([2, 3], 0, 1)).toEqual([1, 3]);
    expect(pickVersion([2, 3], 0, 3)).toEqual([3, 2]);
    expect(pickVersion([2, 3], 1, 2)).toEqual([3, 2]);
  });
});
