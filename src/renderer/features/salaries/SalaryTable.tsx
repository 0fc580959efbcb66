import { Card, HTMLTable } from '@blueprintjs/core';
import { formatMoney } from '../../../shared/domain/format';
import { onActivateKey } from '../../components/keyboard';
import { useLabels } from '../../components/labels/useLabels';
import type { SalaryRow } from './salaryQueries';
import { monthLabel, personName } from './salaryText';

/** Props of {@link SalaryTable}. */
export interface SalaryTableProps {
  readonly rows: readonly SalaryRow[];
  /** Opens a row's breakdown. */
  readonly onOpen: (row: SalaryRow) => void;
  /** Cards instead of a table (under 765 px). */
  readonly narrow: boolean;
  /** What names each line: the person (a month's salaries) or the month (one person's). @default 'person' */
  readonly by?: 'person' | 'month';
}

const MONEY_PARTS = ['salaryInBasic', 'salaryInOT', 'salaryInKpi', 'salaryInBonus'] as const;

/** A month's salaries: one line per person with each part and the total in VND; a line opens its breakdown. */
export function SalaryTable({ rows, onOpen, narrow, by = 'person' }: SalaryTableProps) {
  const { t, language, fieldLabel } = useLabels();
  const name = (row: SalaryRow) => (by === 'person' ? personName(row) : monthLabel(row.dateMonth));
  const money = (n: number | null | undefined) => formatMoney(n ?? 0, language);
  const fines = (row: SalaryRow) => ((row.fines ?? 0) > 0 ? `−${money(row.fines)}` : money(0));
  if (narrow) {
    return (
      <div className="bo-salary-cards" data-testid="salary-cards">
        {rows.map((row) => (
          <Card
            key={row.id}
            interactive
            compact
            className="bo-salary-card"
            role="button"
            tabIndex={0}
            onClick={() => onOpen(row)}
            onKeyDown={onActivateKey(() => onOpen(row))}
          >
            <div className="bo-salary-card-head">
              <strong>{name(row)}</strong>
              <strong>{money(row.salary)}</strong>
            </div>
            <div className="bo-salary-card-parts">
              {MONEY_PARTS.map((part) => (
                <span key={part}>
                  {t(`salaries.columns.${part}`)}: {money(row[part])}
                </span>
              ))}
              <span>
                {t('salaries.columns.fines')}: {fines(row)}
              </span>
              <span>
                {t('salaries.columns.hours')}: {row.workingHours ?? 0} + {row.workingHoursOT ?? 0}
              </span>
            </div>
          </Card>
        ))}
      </div>
    );
  }
  return (
    <div className="bo-week-scroll">
      <HTMLTable compact striped interactive className="bo-salary-table" data-testid="salary-table">
        <thead>
          <tr>
            <th>{by === 'person' ? t('workingRegisters.person') : t('salaries.month')}</th>
            <th>{fieldLabel('salaryScheme')}</th>
            <th className="bo-num" title={t('salaries.hints.hours')}>
              {t('salaries.columns.hours')}
            </th>
            <th className="bo-num" title={t('salaries.hints.orders')}>
              {t('salaries.columns.orders')}
            </th>
            {MONEY_PARTS.map((part) => (
              <th key={part} className="bo-num" title={t(`salaries.hints.${part}`)}>
                {t(`salaries.columns.${part}`)}
              </th>
            ))}
            <th className="bo-num" title={t('salaries.hints.fines')}>
              {t('salaries.columns.fines')}
            </th>
            <th className="bo-num" title={t('salaries.hints.salary')}>
              {t('salaries.columns.salary')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid={`salary-row-${by === 'person' ? row.userId : row.dateMonth}`}
              tabIndex={0}
              onClick={() => onOpen(row)}
              onKeyDown={onActivateKey(() => onOpen(row))}
            >
              <th scope="row">{name(row)}</th>
              <td>{row.salaryScheme}</td>
              <td className="bo-num">
                {row.workingHours ?? 0}
                {(row.workingHoursOT ?? 0) > 0 && <span className="bo-overtime"> +{row.workingHoursOT}</span>}
              </td>
              <td className="bo-num">{row.kpi ?? 0}</td>
              {MONEY_PARTS.map((part) => (
                <td key={part} className="bo-num">
                  {money(row[part])}
                </td>
              ))}
              <td className="bo-num bo-fine">{fines(row)}</td>
              <td className="bo-num bo-salary-sum">{money(row.salary)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
