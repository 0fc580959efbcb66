import { Classes, Drawer, HTMLTable, Tag } from '@blueprintjs/core';
import { KPI_SUBLEVELS } from '../../../shared/domain/constants';
import { formatMoney } from '../../../shared/domain/format';
import { useIsNarrow } from '../../components/useIsNarrow';
import { RefLink } from '../../components/labels/RefLink';
import { useLabels } from '../../components/labels/useLabels';
import { breakdownLines, numberIn } from './salaryBreakdown';
import type { SalaryRow } from './salaryQueries';
import { periodText, personName } from './salaryText';

/** Props of {@link SalaryBreakdownDrawer}. */
export interface SalaryBreakdownDrawerProps {
  readonly row: SalaryRow | null;
  readonly onClose: () => void;
}

/**
 * How one salary was computed (docs/salary.md): each part's formula with the person's own
 * numbers beside its amount, then the orders that made the KPI and the fines deducted.
 */
export function SalaryBreakdownDrawer({ row, onClose }: SalaryBreakdownDrawerProps) {
  const { t, language, fieldLabel } = useLabels();
  const narrow = useIsNarrow();
  const details = row?.details ?? null;
  const num = numberIn(language);
  return (
    <Drawer
      isOpen={row !== null}
      onClose={onClose}
      size={narrow ? '100%' : 620}
      icon="calculator"
      title={row ? t('salaries.breakdown.title', { name: personName(row), month: row.dateMonth.slice(0, 7) }) : ''}
    >
      {row && (
        <div className="bo-salary-drawer" data-testid="salary-breakdown">
          <dl className="bo-meta-list bo-salary-meta">
            <dt>{t('salaries.period')}</dt>
            <dd>{periodText(row)}</dd>
            <dt>{t('salaries.standardHours')}</dt>
            <dd>{t('salaries.breakdown.standard', { hours: details?.standardHours ?? 0 })}</dd>
            <dt>{t('fields.salaryScheme')}</dt>
            <dd>
              {row.salaryScheme} · {t('salaries.level')} {details?.level} · {fieldLabel('coef')} {num(row.coef ?? 1)} ·{' '}
              {fieldLabel('coefOT')} {num(row.coefOT ?? 0)}
            </dd>
            <dt>{t('salaries.registeredDays')}</dt>
            <dd>{details?.registeredDays ?? 0}</dd>
          </dl>
          <HTMLTable compact className="bo-salary-lines">
            <tbody>
              {breakdownLines(row, language).map((line) => (
                <tr key={line.part} className={line.part === 'salary' ? 'bo-salary-total' : undefined}>
                  <th scope="row">{t(`salaries.parts.${line.part}`)}</th>
                  <td className={Classes.TEXT_MUTED}>
                    <span className="bo-salary-formula">{line.formula ?? t('salaries.parts.salaryFormula')}</span>
                  </td>
                  <td className="bo-num" data-testid={`breakdown-${line.part}`}>
                    {formatMoney(line.amount, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <h5 className="bo-rates-title">{t('salaries.breakdown.orders', { count: row.kpi ?? 0 })}</h5>
          <div className="bo-salary-refs">
            {KPI_SUBLEVELS.map((sub) => {
              const orders = (details?.orders ?? []).filter((o) => o.sublevel === sub);
              if (orders.length === 0) return null;
              return (
                <div key={sub}>
                  <Tag minimal>{t(`salaries.orderClass.${sub}`)}</Tag>{' '}
                  {orders.map((o, i) => (
                    <span key={o.id}>
                      {i > 0 && ', '}
                      <RefLink resource="orders" id={o.id} />
                    </span>
                  ))}
                </div>
              );
            })}
            {(details?.orders.length ?? 0) === 0 && (
              <span className={Classes.TEXT_MUTED}>{t('salaries.breakdown.none')}</span>
            )}
          </div>
          <h5 className="bo-rates-title">{t('salaries.breakdown.fines', { count: details?.fines.length ?? 0 })}</h5>
          <div className="bo-salary-refs">
            {(details?.fines ?? []).map((fine) => (
              <div key={fine.id}>
                <RefLink resource="mistakeRecords" id={fine.id} /> {formatMoney(fine.amount, language)}
              </div>
            ))}
            {(details?.fines.length ?? 0) === 0 && (
              <span className={Classes.TEXT_MUTED}>{t('salaries.breakdown.none')}</span>
            )}
          </div>
          <p className={`${Classes.TEXT_MUTED} bo-salary-doc`}>{t('salaries.breakdown.rules')}</p>
        </div>
      )}
    </Drawer>
  );
}
