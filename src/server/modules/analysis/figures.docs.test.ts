import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_LIMIT, MAX_GROUP_LIMIT } from '../../../shared/api/endpoints/analysis';
import {
  DESIGNER_FIELD,
  DONE_STATUS,
  NO_REVENUE_STATUSES,
  ORDER_DATE_FIELD,
  OUTSOURCE_FLAG,
  PAID_STATUS,
  PAYMENT_FIELD,
  REVENUE_FIELD,
} from '../../../shared/domain/figures';
import { MAX_BUCKETS, REPORT_TIME_ZONE } from '../../../shared/domain/period';

/** docs/figures.md says in words what the constants the SQL reads say in code: the two must agree. */

const doc = readFileSync(new URL('../../../../docs/figures.md', import.meta.url), 'utf8');

describe('docs/figures.md', () => {
  it('names every constant of the figures with its value', () => {
    const constants: Record<string, string | number> = {
      REVENUE_FIELD,
      DONE_STATUS,
      PAYMENT_FIELD,
      PAID_STATUS,
      ORDER_DATE_FIELD,
      DESIGNER_FIELD,
      OUTSOURCE_FLAG,
      REPORT_TIME_ZONE,
      MAX_BUCKETS,
    };
    // "`NAME` = `value`", or "`NAME` (`value`)" where the sentence reads better so.
    const missing = Object.entries(constants).filter(([name, value]) => {
      const shown = typeof value === 'number' ? String(value) : `\`${value}\``;
      return !doc.includes(`\`${name}\` = ${shown}`) && !doc.includes(`\`${name}\` (${shown})`);
    });
    expect(missing).toEqual([]);
    expect(doc).toContain(`\`NO_REVENUE_STATUSES\` (${NO_REVENUE_STATUSES.map((s) => `\`${s}\``).join(', ')})`);
    expect(doc).toContain(`(default ${DEFAULT_GROUP_LIMIT}, at most ${MAX_GROUP_LIMIT})`);
  });
});
