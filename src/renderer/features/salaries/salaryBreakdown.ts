import type { Language } from '../../../shared/domain/constants';
import { KPI_SUBLEVELS } from '../../../shared/domain/constants';
import { formatMoney } from '../../../shared/domain/format';

/** What the breakdown reads of a salary row: its figures and the details they came from. */
export interface BreakdownSource {
  readonly coef: number | null;
  readonly coefOT: number | null;
  readonly workingHours: number | null;
  readonly workingHoursOT: number | null;
  readonly salaryInBasic: number | null;
  readonly salaryInOT: number | null;
  readonly salaryInKpi: number | null;
  readonly salaryInBonus: number | null;
  readonly fines: number | null;
  readonly salary: number | null;
  readonly details: {
    readonly baseSalary: number;
    readonly standardHours: number;
    readonly hourlyRate: number;
    readonly levelBonus: number;
    readonly kpiRates: Readonly<Partial<Record<string, number>>>;
    readonly doneOrders: Readonly<Partial<Record<string, number>>>;
    readonly fines: readonly { readonly id: number; readonly amount: number }[];
  } | null;
}

/** The parts of a salary, in the order docs/salary.md adds them. */
export const BREAKDOWN_PARTS = ['hourlyRate', 'basic', 'overtime', 'kpi', 'bonus', 'fines', 'salary'] as const;
export type BreakdownPart = (typeof BREAKDOWN_PARTS)[number];

/** One line of the breakdown: the formula with this row's numbers, and its amount. */
export interface BreakdownLine {
  readonly part: BreakdownPart;
  /** The formula with numbers; null for the total, whose formula is words (translated by the screen). */
  readonly formula: string | null;
  /** VND; fines are negative. */
  readonly amount: number;
}

/** A plain number the way the language writes it (a comma before the decimals in Vietnamese). */
export const numberIn = (language: Language) => {
  const format = new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });
  return (n: number) => format.format(n);
};

/** How the row's figures were reached, line by line, with its own numbers (docs/salary.md). */
export function breakdownLines(row: BreakdownSource, language: Language): BreakdownLine[] {
  const d = row.details;
  if (!d) return [];
  const money = (n: number) => formatMoney(n, language);
  const num = numberIn(language);
  const hours = row.workingHours ?? 0;
  const overtime = row.workingHoursOT ?? 0;
  const kpiTerms = KPI_SUBLEVELS.filter((sub) => (d.doneOrders[sub] ?? 0) > 0).map(
    (sub) => `${d.doneOrders[sub] ?? 0} × ${money(d.kpiRates[sub] ?? 0)}`,
  );
  return [
    {
      part: 'hourlyRate',
      formula: `${money(d.baseSalary)} × ${num(row.coef ?? 1)} ÷ ${num(d.standardHours)} h`,
      amount: Math.round(d.hourlyRate),
    },
    { part: 'basic', formula: `${money(d.hourlyRate)} × ${num(hours)} h`, amount: row.salaryInBasic ?? 0 },
    {
      part: 'overtime',
      formula: `${money(d.hourlyRate)} × ${num(row.coefOT ?? 0)} × ${num(overtime)} h`,
      amount: row.salaryInOT ?? 0,
    },
    { part: 'kpi', formula: kpiTerms.length > 0 ? kpiTerms.join(' + ') : '0', amount: row.salaryInKpi ?? 0 },
    {
      part: 'bonus',
      formula: `${money(d.levelBonus)} × min(1, ${num(hours)} ÷ ${num(d.standardHours)})`,
      amount: row.salaryInBonus ?? 0,
    },
    {
      part: 'fines',
      formula: d.fines.length > 0 ? d.fines.map((f) => money(f.amount)).join(' + ') : '0',
      amount: -(row.fines ?? 0),
    },
    { part: 'salary', formula: null, amount: row.salary ?? 0 },
  ];
}
