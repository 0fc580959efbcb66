/** The order history feature, public face: the history list, the timeline and its queries. */
export { HistoryTimeline } from './HistoryTimeline';
export type { OrderHistory } from './historyQueries';
export { currentEntry, historyQueries } from './historyQueries';
export { OrderHistoriesListPage } from './OrderHistoriesListPage';
