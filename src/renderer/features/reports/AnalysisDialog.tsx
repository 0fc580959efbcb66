import { Button, Dialog, DialogBody, DialogFooter, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { spanRange } from '../../../shared/domain/reportPeriods';
import { useLabels } from '../../components/labels/useLabels';
import { AnalysisTable } from './AnalysisTable';
import { GroupPie } from './GroupPie';
import { PeriodPicker, presetPeriod } from './PeriodPicker';
import { reportFilter, type ReportMetric } from './reportData';
import type { AnalysisSource } from './reportQueries';
import { SeriesChart } from './SeriesChart';
import './reports.css';

/** The dialog's tabs: a metric's charts, or the table of groups. */
const ANALYSIS_TABS = ['orders', 'revenue', 'table'] as const;
type AnalysisTab = (typeof ANALYSIS_TABS)[number];

/** Props of {@link AnalysisDialog}. */
export interface AnalysisDialogProps {
  readonly resource: AnalysisSource;
  readonly onClose: () => void;
}

function MetricCharts({ source, metric, filter }: { source: AnalysisSource; metric: ReportMetric; filter: string }) {
  return (
    <div className="bo-chart-grid bo-analysis-grid">
      <GroupPie source={source} metric={metric} filter={filter} />
      <SeriesChart source={source} metric={metric} filter={filter} />
    </div>
  );
}

/**
 * The analysis of a list (spec section 2, generic list page): a period and a tab per report
 * of the resource, its orders grouped by its records (GET /{resource}/analysis).
 */
export function AnalysisDialog({ resource, onClose }: AnalysisDialogProps) {
  const { t, resourceLabel } = useLabels();
  const [period, setPeriod] = useState(() => presetPeriod('month'));
  const [tab, setTab] = useState<AnalysisTab>('orders');
  const filter = useMemo(() => reportFilter(spanRange(period.span), []), [period]);

  return (
    <Dialog
      isOpen
      icon="timeline-bar-chart"
      title={t('analysis.title', { resource: resourceLabel(resource) })}
      onClose={onClose}
      className="bo-analysis-dialog"
    >
      <DialogBody className="bo-analysis-body" data-testid="analysis-dialog">
        <PeriodPicker value={period} onChange={setPeriod} />
        <Tabs
          id="analysis-tab"
          selectedTabId={tab}
          onChange={(next) => setTab(ANALYSIS_TABS.find((key) => key === next) ?? 'orders')}
          renderActiveTabPanelOnly
        >
          {ANALYSIS_TABS.map((key) => (
            <Tab
              key={key}
              id={key}
              title={t(`analysis.tabs.${key}`)}
              data-testid={`analysis-tab-${key}`}
              panel={
                key === 'table' ? (
                  <AnalysisTable source={resource} filter={filter} />
                ) : (
                  <MetricCharts source={resource} metric={key} filter={filter} />
                )
              }
            />
          ))}
        </Tabs>
      </DialogBody>
      <DialogFooter actions={<Button text={t('analysis.close')} onClick={onClose} />} />
    </Dialog>
  );
}
