import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { DesignerPie, GroupPie, type ChartProps } from './GroupPie';
import { visibleReportCharts } from './reportCharts';
import { SeriesChart } from './SeriesChart';

/** Every chart of a reports tab that the user may see (spec section 6, Reports). */
export function ReportCharts(props: ChartProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const charts = visibleReportCharts(user);
  if (charts.length === 0)
    return <NonIdealState icon="lock" title={t('reports.noCharts')} description={t('reports.noChartsHint')} />;
  return (
    <div className="bo-chart-grid">
      {charts.map((chart) => {
        if (chart === 'series') return <SeriesChart key={chart} {...props} />;
        if (chart === 'designers') return <DesignerPie key={chart} {...props} />;
        return <GroupPie key={chart} source={chart} {...props} />;
      })}
    </div>
  );
}
