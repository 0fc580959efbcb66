import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { KPI_SUBLEVELS, SALARY_LEVELS, type KpiSublevel, type SalaryLevel } from '../../../shared/domain/constants';
import { f } from '../../../shared/domain/fields';
import { NumberInput } from '../../components/form/NumberInput';
import { useLabels } from '../../components/labels/useLabels';
import type { SalaryInfoForm } from './salaryInfoForm';

/** Props of {@link SalaryRatesTables}. */
export interface SalaryRatesTablesProps {
  readonly bonus: SalaryInfoForm['bonus'];
  readonly kpis: SalaryInfoForm['kpis'];
  readonly onBonus: (level: SalaryLevel, value: number | null) => void;
  readonly onKpi: (level: SalaryLevel, sublevel: KpiSublevel, value: number | null) => void;
  readonly disabled?: boolean;
}

const MONEY = f.money();

/** One amount of a rate table. */
function MoneyCell(props: {
  id: string;
  value: number | null;
  disabled?: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <td>
      <NumberInput field={MONEY} {...props} />
    </td>
  );
}

/** Props of {@link LevelRatesTable}. */
interface LevelRatesTableProps<C extends string> {
  readonly title: string;
  readonly className: string;
  readonly testId: string;
  /** The amount columns after the level, and each one's header. */
  readonly columns: readonly C[];
  readonly header: (column: C) => string;
  readonly cell: (level: SalaryLevel, column: C) => ReactNode;
}

/** One titled rate table: a row per salary level, an amount per column. */
function LevelRatesTable<C extends string>({
  title,
  className,
  testId,
  columns,
  header,
  cell,
}: LevelRatesTableProps<C>) {
  const { t } = useLabels();
  return (
    <div className={className}>
      <h5 className="bo-rates-title">{title}</h5>
      <HTMLTable compact className="bo-rates-table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('salaries.level')}</th>
            {columns.map((column) => (
              <th key={column}>{header(column)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SALARY_LEVELS.map((level) => (
            <tr key={level}>
              <th scope="row">{level}</th>
              {columns.map((column) => cell(level, column))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The bonus table's one amount column. */
const BONUS_COLUMN = ['bonus'] as const;

/**
 * A month's rates as two tables, never as raw JSON: the bonus of each salary level, and the
 * KPI paid per done order by level (rows) and order class (columns: A1 high class, A2 medium,
 * A3 any other).
 */
export function SalaryRatesTables({ bonus, kpis, onBonus, onKpi, disabled }: SalaryRatesTablesProps) {
  const { t } = useLabels();
  return (
    <div className="bo-rates">
      <LevelRatesTable
        title={t('salaries.info.bonusTitle')}
        className="bo-rates-block"
        testId="bonus-table"
        columns={BONUS_COLUMN}
        header={() => t('salaries.info.bonusPerMonth')}
        cell={(level) => (
          <MoneyCell
            key="bonus"
            id={`bonus-${level}`}
            value={bonus[level] ?? null}
            disabled={disabled}
            onChange={(value) => onBonus(level, value)}
          />
        )}
      />
      <LevelRatesTable
        title={t('salaries.info.kpiTitle')}
        className="bo-rates-block bo-rates-kpi"
        testId="kpi-table"
        columns={KPI_SUBLEVELS}
        header={(sub) => t(`salaries.orderClass.${sub}`)}
        cell={(level, sub) => (
          <MoneyCell
            key={sub}
            id={`kpi-${level}-${sub}`}
            value={kpis[level]?.[sub] ?? null}
            disabled={disabled}
            onChange={(value) => onKpi(level, sub, value)}
          />
        )}
      />
    </div>
  );
}
