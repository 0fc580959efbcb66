import { describe, expect, it } from 'vitest';
import { crumbsOf } from './breadcrumbs';
import { createHash, editHash, parseModalHash } from './modalHash';
import { jumpTarget, pageItems } from './pagination';
import { ACTIONS_COLUMN_WIDTH, baseColumnWidth, columnWidths, tableHeight } from './tableLayout';
import { humanize } from '../../shared/domain/humanize';

describe('modal hash', () => {
  it('reads create, edit and create defaults', () => {
    expect(parseModalHash('#niches/create')).toEqual({ resource: 'niches', mode: 'create', defaults: {} });
    expect(parseModalHash('#niches/12/edit')).toEqual({ resource: 'niches', mode: 'edit', id: 12, defaults: {} });
    expect(parseModalHash('#mistakeRecords/create?orderId=5')).toEqual({
      resource: 'mistakeRecords',
      mode: 'create',
      defaults: { orderId: '5' },
    });
    expect(parseModalHash('#niches/abc/edit')).toBeNull();
    expect(parseModalHash('')).toBeNull();
  });

  it('writes hashes', () => {
    expect(createHash('mistakeRecords', { orderId: 5 })).toBe('#mistakeRecords/create?orderId=5');
    expect(editHash('niches', 3)).toBe('#niches/3/edit');
  });
});

describe('pagination', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a jump inside the pages', () => {
    expect(jumpTarget('7', 5)).toBe(5);
    expect(jumpTarget('0', 5)).toBe(1);
    expect(jumpTarget('x', 5)).toBeNull();
    expect(jumpTarget(' ', 5)).toBeNull();
  });
});

describe('breadcrumbs, labels and table layout', () => {
  it('names resources, ids and words of a path', () => {
    expect(crumbsOf('/auth/customers/12/show')).toEqual([
      { kind: 'resource', value: 'customers', href: '/customers' },
      { kind: 'id', value: '12', href: '/auth/customers/12/show' },
      { kind: 'word', value: 'show', href: '/auth/customers/12/show' },
    ]);
    expect(crumbsOf('/settings/niches').map((c) => c.kind)).toEqual(['word', 'resource']);
  });

  it('humanizes field names', () => {
    expect(humanize('dealPipelineId')).toBe('Deal pipeline');
    expect(humanize('serviceTypeIds')).toBe('Service type');
  });

  it('stretches columns to fill the table', () => {
    const widths = columnWidths(['string' as const, 'boolean' as const].map(baseColumnWidth), 1000);
    expect(widths[0]).toBe(ACTIONS_COLUMN_WIDTH);
    expect(widths.slice(1).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000 - ACTIONS_COLUMN_WIDTH);
    expect(columnWidths([baseColumnWidth('string')], 100)).toEqual([ACTIONS_COLUMN_WIDTH, Math.floor(170 * 0.7)]);
    expect(columnWidths([100], 100, 0.75)).toEqual([ACTIONS_COLUMN_WIDTH, 75]);
    expect(tableHeight(10, false)).toBeLessThan(tableHeight(10, true));
  });
});
