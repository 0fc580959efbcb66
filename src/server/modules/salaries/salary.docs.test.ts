import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/domain/format';
import { defaultPeriod, standardHoursOf } from '../../../shared/domain/payroll/salaryPeriod';
import {
  DESIGNER_EXAMPLE,
  FINED_EXAMPLE,
  MARCH_2026_STANDARD_HOURS,
  NEWCOMER_EXAMPLE,
} from '../../../shared/domain/payroll/workedExamples';

/** docs/salary.md's worked examples say what the formula's tests check, figure for figure. */

const doc = readFileSync(path.join(import.meta.dirname, '../../../../docs/salary.md'), 'utf8');

describe('docs/salary.md', () => {
  it('gives March 2026 the standard hours the code counts', () => {
    expect(standardHoursOf(defaultPeriod('2026-03-01'))).toBe(MARCH_2026_STANDARD_HOURS);
    expect(doc).toContain(`24 × 9 = **${MARCH_2026_STANDARD_HOURS} h**`);
  });

  it('shows every figure of example 1', () => {
    const f = DESIGNER_EXAMPLE.figures;
    for (const amount of [f.hourlyRate, f.salaryInBasic, f.salaryInOT, f.salaryInKpi, f.salaryInBonus]) {
      expect(doc).toContain(` ${formatMoney(amount)} |`);
    }
    expect(doc).toContain(`−${formatMoney(f.fines)} |`);
    expect(doc).toContain(`**${formatMoney(f.salary)}**`);
  });

  it('ends examples 2 and 3 on their salaries', () => {
    expect(doc).toContain(`**salary ${formatMoney(NEWCOMER_EXAMPLE.figures.salary)}**`);
    expect(doc).toContain(`**${formatMoney(FINED_EXAMPLE.figures.salary)}**`);
  });
});
