import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../core/bridge';
import { currentEntry, historyQueries } from '../history';
import { orderQueries } from '../orderQueries';

/** The edit page's loads: the order and up to 100 of its history entries, with a refresh of both. */
export function useOrderPage(id: number) {
  const call = useApi();
  const order = useQuery(orderQueries.one(call, id));
  const history = useQuery(historyQueries.forOrder(call, id));
  const entries = history.data?.results ?? [];
  return {
    order,
    history,
    entries,
    current: currentEntry(entries),
    refreshing: order.isFetching || history.isFetching,
    refresh: () => Promise.all([order.refetch(), history.refetch()]),
  };
}
