import { lazy } from 'react';

/**
 * The nivo charts, loaded with the first chart a screen draws rather than with the app: nivo
 * and its d3 modules are a tenth of the app's JavaScript, which the login page and most
 * screens never draw. A chart card waits for them under its spinner (ChartCard's Suspense).
 */
export const TimeChart = lazy(() => import('./TimeChart').then((module) => ({ default: module.TimeChart })));
export const PieChart = lazy(() => import('./PieChart').then((module) => ({ default: module.PieChart })));
