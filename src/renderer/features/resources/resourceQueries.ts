import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery, ListResult } from '../../../shared/api/contract';
import { REFERENCE_FETCH_LIMIT, SELECT_PAGE_SIZE } from '../../../shared/domain/constants';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import type { Row } from './formValues';

/** Query keys of the generic resources; every key of a resource starts with `resourceKeys.all(name)`. */
export const resourceKeys = {
  all: (resource: string) => ['resources', resource] as const,
  list: (resource: string, source: ListSource, query: ListQuery) => ['resources', resource, source, query] as const,
  one: (resource: string, id: number) => ['resources', resource, 'one', id] as const,
  titles: (resource: string, ids: readonly number[]) => ['resources', resource, 'titles', ids] as const,
  search: (resource: string, q: string) => ['resources', resource, 'search', q] as const,
};

export type RowList = ListResult<Row>;

/** Which rows a list shows: the live ones, or the soft-deleted ones of `GET /{resource}/getDelete`. */
export type ListSource = 'list' | 'deleted';

/** The query without its unset parameters: the IPC contract accepts no `undefined` value. */
function definedOnly(query: ListQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

/** queryOptions factory of the generic resource calls of spec section 7. */
export const resourceQueries = {
  list: (bridge: BridgeApi, resource: string, query: ListQuery, source: ListSource = 'list') =>
    queryOptions({
      queryKey: resourceKeys.list(resource, source, query),
      queryFn: () =>
        bridge.request<RowList>({
          method: 'GET',
          path: source === 'deleted' ? `/${resource}/getDelete` : `/${resource}`,
          query: definedOnly(query),
        }),
      placeholderData: keepPreviousData,
    }),

  one: (bridge: BridgeApi, resource: string, id: number) =>
    queryOptions({
      queryKey: resourceKeys.one(resource, id),
      queryFn: () => bridge.request<Row>({ method: 'GET', path: `/${resource}/${id}` }),
    }),

  /** Rows by id, one batched call per referenced resource (spec section 7, limit 100). */
  titles: (bridge: BridgeApi, resource: string, ids: readonly number[]) =>
    queryOptions({
      queryKey: resourceKeys.titles(resource, ids),
      queryFn: () =>
        bridge.request<RowList>({
          method: 'GET',
          path: `/${resource}`,
          query: { filter: JSON.stringify({ id: { $in: ids } }), limit: REFERENCE_FETCH_LIMIT },
        }),
      staleTime: 60_000,
      enabled: ids.length > 0,
    }),

  /** Options of a reference select (spec section 9: select lists page 50). */
  search: (bridge: BridgeApi, resource: string, q: string) =>
    queryOptions({
      queryKey: resourceKeys.search(resource, q),
      queryFn: () =>
        bridge.request<RowList>({ method: 'GET', path: `/${resource}`, query: { q, limit: SELECT_PAGE_SIZE } }),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};
