import { H5 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spanRange } from '../../../shared/domain/reportPeriods';
import { useApi } from '../../core/bridge';
import { ChartCard } from './ChartCard';
import { PeriodPicker, presetPeriod } from './PeriodPicker';
import { REPORT_METRICS, reportFilter, seriesPoints } from './reportData';
import { reportQueries } from './reportQueries';
import { SERIES_COLOR } from './SeriesChart';
import { TimeChart } from './lazyCharts';
import './reports.css';

/**
 * A niche's revenue and number of orders over a period, as bars (spec section 2, Niches):
 * the niche's own group of GET /niches/analysis, by month over This Year at first.
 */
export function NicheCharts({ nicheId }: { readonly nicheId: number }) {
  const { t } = useTranslation();
  const call = useApi();
  const [period, setPeriod] = useState(() => presetPeriod('year'));
  const filter = useMemo(() => reportFilter(spanRange(period.span), [], [nicheId]), [period, nicheId]);
  const query = useQuery(reportQueries.analysis(call, 'niches', filter));

  return (
    <section className="bo-niche-charts" data-testid="niche-charts">
      <H5>{t('analysis.niche.title')}</H5>
      <PeriodPicker value={period} onChange={setPeriod} />
      {REPORT_METRICS.map((metric) => (
        <ChartCard
          key={metric}
          title={t(`analysis.niche.${metric}`)}
          testId={`niche-chart-${metric}`}
          query={query}
          isEmpty={(data) => seriesPoints(data.series, metric).every((point) => point.value === 0)}
        >
          {(data) => (
            <TimeChart
              kind="bar"
              points={seriesPoints(data.series, metric)}
              bucket={data.bucket}
              legend={t(`reports.legend.${metric}`)}
              color={SERIES_COLOR[metric]}
              label={t(`analysis.niche.${metric}`)}
            />
          )}
        </ChartCard>
      ))}
    </section>
  );
}
