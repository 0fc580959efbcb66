import { FormGroup, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/domain/orderStatus';
import { spanRange } from '../../../shared/domain/reportPeriods';
import { EnumMultiSelect } from '../../components/form/EnumMultiSelect';
import { PageHeader } from '../../components/PageHeader';
import { PeriodPicker, presetPeriod } from './PeriodPicker';
import { ReportCharts } from './ReportCharts';
import { REPORT_METRICS, reportFilter, type ReportMetric } from './reportData';
import './reports.css';

/**
 * /reports (spec section 2, Reports): a period (Today, This Week, This Month, This Year or
 * custom days), a status filter, and a tab per metric with the charts the user may see.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => presetPeriod('month'));
  const [statuses, setStatuses] = useState<OrderStatus[]>([]);
  const [metric, setMetric] = useState<ReportMetric>('orders');
  const filter = useMemo(() => reportFilter(spanRange(period.span), statuses), [period, statuses]);

  return (
    <div className="bo-reports" data-testid="reports-page">
      <PageHeader title={t('reports.title')} />
      <div className="bo-report-filters">
        <FormGroup label={t('reports.period')} className="bo-report-filter">
          <PeriodPicker value={period} onChange={setPeriod} />
        </FormGroup>
        <FormGroup label={t('reports.status')} labelFor="report-status" className="bo-report-filter bo-report-status">
          <EnumMultiSelect
            id="report-status"
            values={ORDER_STATUSES}
            value={statuses}
            onChange={setStatuses}
            placeholder={t('reports.allStatuses')}
          />
        </FormGroup>
      </div>
      <Tabs
        id="report-metric"
        selectedTabId={metric}
        onChange={(next) => setMetric(next === 'revenue' ? 'revenue' : 'orders')}
        renderActiveTabPanelOnly
      >
        {REPORT_METRICS.map((key) => (
          <Tab
            key={key}
            id={key}
            title={t(`reports.tabs.${key}`)}
            data-testid={`report-tab-${key}`}
            panel={<ReportCharts metric={key} filter={filter} />}
          />
        ))}
      </Tabs>
    </div>
  );
}
