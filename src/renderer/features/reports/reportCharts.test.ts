import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/domain/permissions';
import { REPORT_CHARTS, visibleReportCharts } from './reportCharts';

const staff = (permission: Principal['permission'], isOutsource = false): Principal => ({
  id: 2,
  scope: null,
  isOutsource,
  permission,
});

describe('visibleReportCharts', () => {
  it('shows a manager every chart', () => {
    expect(visibleReportCharts({ ...staff(null), scope: 'manager' })).toEqual([...REPORT_CHARTS]);
  });

  it('shows each chart only with its permission', () => {
    expect(visibleReportCharts(staff({ orders: ['get', 'getOne'], customers: ['get'] }))).toEqual([]);
    expect(visibleReportCharts(staff({ orders: ['analysis'] }))).toEqual(['series', 'orders']);
    expect(visibleReportCharts(staff({ users: ['designersAnalysis'], channels: ['analysis'] }))).toEqual([
      'designers',
      'channels',
    ]);
  });

  it('hides the niche chart from outsourced users, as the server refuses it', () => {
    expect(visibleReportCharts(staff({ niches: ['analysis'], customers: ['analysis'] }, true))).toEqual(['customers']);
  });
});
