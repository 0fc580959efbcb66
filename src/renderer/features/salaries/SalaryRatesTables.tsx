import { HTMLTable } from '@blueprintjs/core';
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

/**
 * A month's rates as two tables, never as raw JSON: the bonus of each salary level, and the
 * KPI paid per done order by level (rows) and order class (columns: A1 high class, A2 medium,
 * A3 any other).
 */
export function SalaryRatesTables({ bonus, kpis, onBonus, onKpi, disabled }: SalaryRatesTablesProps) {
  const { t } = useLabels();
  return (
    <div className="bo-rates">
      <div className="bo-rates-block">
        <h5 className="bo-rates-title">{t('salaries.info.bonusTitle')}</h5>
        <HTMLTable compact className="bo-rates-table" data-testid="bonus-table">
          <thead>
            <tr>
              <th>{t('salaries.level')}</th>
              <th>{t('salaries.info.bonusPerMonth')}</th>
            </tr>
          </thead>
          <tbody>
            {SALARY_LEVELS.map((level) => (
              <tr key={level}>
                <th scope="row">{level}</th>
                <MoneyCell
                  id={`bonus-${level}`}
                  value={bonus[level] ?? null}
                  disabled={disabled}
                  onChange={(value) => onBonus(level, value)}
                />
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="bo-rates-block bo-rates-kpi">
        <h5 className="bo-rates-title">{t('salaries.info.kpiTitle')}</h5>
        <HTMLTable compact className="bo-rates-table" data-testid="kpi-table">
          <thead>
            <tr>
              <th>{t('salaries.level')}</th>
              {KPI_SUBLEVELS.map((sub) => (
                <th key={sub}>{t(`salaries.orderClass.${sub}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SALARY_LEVELS.map((level) => (
              <tr key={level}>
                <th scope="row">{level}</th>
                {KPI_SUBLEVELS.map((sub) => (
                  <MoneyCell
                    key={sub}
                    id={`kpi-${level}-${sub}`}
                    value={kpis[level]?.[sub] ?? null}
                    disabled={disabled}
                    onChange={(value) => onKpi(level, sub, value)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
