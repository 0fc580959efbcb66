/** The order's history, as the order page and the history list use it: the timeline, the list and their queries. */
export { HistoryTimeline } from './HistoryTimeline';
export type { OrderHistory } from './historyQueries';
export { currentEntry, historyQueries } from './historyQueries';
export { OrderHistoriesListPage } from './OrderHistoriesListPage';
