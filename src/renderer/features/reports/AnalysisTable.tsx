import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { groupThousands, formatMoney } from '../../../shared/domain/format';
import { isLanguage } from '../../core/i18n/language';
import { useApi } from '../../core/bridge';
import { ChartCard } from './ChartCard';
import { useGroupNames } from './GroupPie';
import { PIE_TITLES } from './reportCharts';
import { reportQueries, type AnalysisSource } from './reportQueries';

const FIGURES = ['totalCustomer', 'totalOrder', 'totalRevenue'] as const;

/** Props of {@link AnalysisTable}. */
export interface AnalysisTableProps {
  readonly source: AnalysisSource;
  readonly filter: string;
}

/** An analysis's groups as a table: customers, orders and revenue of each, the rest and the totals below. */
export function AnalysisTable({ source, filter }: AnalysisTableProps) {
  const { t, i18n } = useTranslation();
  const call = useApi();
  const query = useQuery(reportQueries.analysis(call, source, filter));
  const named = useGroupNames();
  // A customer's row counts one customer: the column only says something for the other groups.
  const figures = FIGURES.filter((key) => source !== 'customers' || key !== 'totalCustomer');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const figure = (key: (typeof FIGURES)[number], value: number) =>
    key === 'totalRevenue' ? formatMoney(value, language) : groupThousands(value, language === 'vi' ? '.' : ',');
  const cells = (values: Readonly<Record<(typeof FIGURES)[number], number>>) =>
    figures.map((key) => (
      <td key={key} className="bo-num">
        {figure(key, values[key])}
      </td>
    ));

  return (
    <ChartCard
      title={t(`reports.charts.${PIE_TITLES[source]}`)}
      testId={`analysis-table-${source}`}
      query={query}
      isEmpty={(data) => data.totals.totalOrder === 0}
      wide
      autoHeight
    >
      {(data) => (
        <HTMLTable compact striped className="bo-analysis-table">
          <thead>
            <tr>
              <th>{t('analysis.columns.name')}</th>
              {figures.map((key) => (
                <th key={key} className="bo-num">
                  {t(`analysis.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {named(data).rows.map((row) => (
              <tr key={String(row.key)}>
                <td>
                  <span className="bo-swatch" style={{ background: row.color }} />
                  {row.name ?? t('reports.none')}
                </td>
                {cells(row)}
              </tr>
            ))}
            {data.others && (
              <tr>
                <td>{t('analysis.others', { count: data.others.groups })}</td>
                {cells(data.others)}
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th>{t('analysis.total')}</th>
              {figures.map((key) => (
                <th key={key} className="bo-num">
                  {figure(key, data.totals[key])}
                </th>
              ))}
            </tr>
          </tfoot>
        </HTMLTable>
      )}
    </ChartCard>
  );
}
