import { describe, expect, it } from 'vitest';
import { salaryInfoBody, salaryInfoErrors, salaryInfoForm } from './salaryInfoForm';

const STORED = {
  dateMonth: '2026-03-01',
  startDate: '2026-02-20',
  endDate: '2026-03-20',
  baseSalary: 8_640_000,
  note: null,
  bonus: { A1: 3_000_000 },
  kpis: { A2: { A1: 300_000 } },
};

describe('the salary-info form', () => {
  it('shows the period by its last day and gives it back as the day after', () => {
    const form = salaryInfoForm(STORED, '2026-04');
    expect(form).toMatchObject({ month: '2026-03', startDate: '2026-02-20', lastDay: '2026-03-19' });
    // The same row back, every KPI level present.
    expect(salaryInfoBody(form)).toEqual({ ...STORED, kpis: { A1: {}, A2: { A1: 300_000 }, A3: {} } });
  });

  it('starts a new month on its default period with the rates it is given', () => {
    expect(salaryInfoForm(null, '2026-05', STORED)).toMatchObject({
      month: '2026-05',
      startDate: '2026-04-20',
      lastDay: '2026-05-19',
      baseSalary: 8_640_000,
      bonus: { A1: 3_000_000 },
    });
  });

  it('drops emptied cells and refuses an impossible period or a missing base salary', () => {
    const form = { ...salaryInfoForm(STORED, '2026-03'), bonus: { A1: null, A2: 5 } };
    expect(salaryInfoBody(form).bonus).toEqual({ A2: 5 });
    expect(salaryInfoErrors({ ...form, lastDay: '2026-02-10' })).toEqual({ lastDay: 'salaries.info.lastBeforeFirst' });
    expect(salaryInfoErrors({ ...form, lastDay: '2026-06-10' })).toEqual({ lastDay: 'salaries.info.tooLong' });
    expect(salaryInfoErrors({ ...form, baseSalary: null, month: '' })).toEqual({
      baseSalary: 'validation.required',
      month: 'validation.required',
    });
  });
});
