import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { ordersByIdsRequest, ordersSearchRequest } from '../orders';
import { orderedItems, parsePaletteQuery, searchesRecords, type PaletteItem, type PaletteQuery } from './paletteItems';
import { customerItem, orderItem, screenItems, searchableGroups, userItem, type FoundOrder } from './paletteSources';
import { useDebounced } from '../../components/useDebounced';

/** Records shown per group: the palette jumps, the lists browse. */
const PER_GROUP = 5;

type OrdersRequest = ReturnType<typeof ordersSearchRequest>;

function ordersOf(call: ApiCaller, request: OrdersRequest): Promise<FoundOrder[]> {
  // The outsourced list answers fewer columns of the same rows; the palette reads what is there.
  const answer = call(request.key, { query: request.query }) as Promise<ApiResponse<'GET /orders'>>;
  return answer.then((page) => page.results);
}

/** What the palette lists for the typed text, and whether a search is still on its way. */
export interface PaletteResults {
  readonly items: PaletteItem[];
  readonly searching: boolean;
  /** The text the record searches ran with. */
  readonly query: PaletteQuery;
}

/**
 * The palette's entries for `typed`: the screens the user may open at once, then, debounced,
 * orders by id and by name or code, customers and users by name, each through the list the
 * user may read (the server scopes every row) and only where their pages open for the user.
 */
export function usePaletteSearch(typed: string): PaletteResults {
  const { t, resourceLabel, enumLabel } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const groups = useMemo(() => searchableGroups(user), [user]);
  const debounced = useDebounced(typed);
  const query = useMemo(() => parsePaletteQuery(debounced), [debounced]);
  const records = searchesRecords(query);

  const orders = useQuery({
    queryKey: [...resourceKeys.all('orders'), 'palette', query],
    queryFn: async () => {
      const [byId, byText] = await Promise.all([
        query.orderId === null ? [] : ordersOf(call, ordersByIdsRequest([query.orderId], user)),
        ordersOf(call, ordersSearchRequest(query.text, user, PER_GROUP)),
      ]);
      return [...byId, ...byText];
    },
    enabled: groups.orders && records,
    staleTime: 30_000,
  });
  const customers = useQuery({
    queryKey: [...resourceKeys.all('customers'), 'palette', query.text],
    queryFn: () => call('GET /customers', { query: { q: query.text, limit: PER_GROUP } }),
    enabled: groups.customers && records,
    staleTime: 30_000,
  });
  const users = useQuery({
    queryKey: [...resourceKeys.all('users'), 'palette', query.text],
    queryFn: () => call('GET /users', { query: { q: query.text, limit: PER_GROUP } }),
    enabled: groups.users && records,
    staleTime: 30_000,
  });

  const items = useMemo(
    () =>
      orderedItems({
        screens: screenItems(user, typed, { menu: (key) => t(`menu.${key}`), resource: resourceLabel }),
        ...(records && {
          orders: (orders.data ?? []).map((order) => orderItem(order, enumLabel)),
          customers: (customers.data?.results ?? []).map(customerItem),
          users: (users.data?.results ?? []).map(userItem),
        }),
      }),
    [user, typed, t, resourceLabel, enumLabel, records, orders.data, customers.data, users.data],
  );
  const searching = typed.trim() !== debounced.trim() || orders.isFetching || customers.isFetching || users.isFetching;
  return { items, searching, query };
}
