import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { importLogOf, resultCounts, resultIntent, resultsByConcern } from './importResults';

const results = [
  { status: 'created', name: 'A', orderId: 1 },
  { status: 'failed', name: 'B', message: 'name: The field is required' },
  { status: 'created', name: 'C', orderId: 3, message: 'Images not imported: x.png' },
  { status: 'skipped', name: 'D', orderId: 9 },
  { status: 'done', name: 'E' },
];

describe('import logs', () => {
  it('reads a logs row, taking a result that is not a list as none', () => {
    expect(
      importLogOf({ id: 4, status: 'done', linkFile: 'b.json', createdAt: 'x', result: results }).result,
    ).toHaveLength(5);
    expect(importLogOf({ id: 5, status: 'failed', result: null }).result).toEqual([]);
  });

  it('counts created cards, older logs’ done ones included, skipped and failed', () => {
    const log = importLogOf({ id: 4, status: 'failed', result: results });
    expect(resultCounts(log)).toEqual({ created: 3, skipped: 1, failed: 1 });
  });

  it('colours each result and lists the failed and noted cards first', () => {
    expect(results.map(resultIntent)).toEqual([
      Intent.SUCCESS,
      Intent.DANGER,
      Intent.WARNING,
      Intent.NONE,
      Intent.SUCCESS,
    ]);
    expect(resultsByConcern(results).map((r) => r.name)).toEqual(['B', 'C', 'A', 'D', 'E']);
  });
});
