import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../../shared/api/listQuery';
import type { ResourceClient } from '../../shared/api/resourceClient';
import { REFERENCE_FETCH_LIMIT, SELECT_PAGE_SIZE } from '../../shared/domain/constants';

/** Query keys of the generic resources; every key of a resource starts with `resourceKeys.all(name)`. */
export const resourceKeys = {
  all: (resource: string) => ['resources', resource] as const,
  list: (resource: string, source: ListSource, query: ListQuery) => ['resources', resource, source, query] as const,
  one: (resource: string, id: number) => ['resources', resource, 'one', id] as const,
  titles: (resource: string, ids: readonly number[]) => ['resources', resource, 'titles', ids] as const,
  search: (resource: string, q: string) => ['resources', resource, 'search', q] as const,
};

/**
 * Which rows a list shows: the live ones, the soft-deleted ones of `GET /{resource}/getDelete`,
 * or the caller's own of `GET /{resource}/me` (resources with a `mine` field).
 */
export type ListSource = 'list' | 'deleted' | 'mine';

type Resources = (name: string) => ResourceClient;

/** queryOptions factory of the generic resource calls of spec section 7. */
export const resourceQueries = {
  list: (resources: Resources, resource: string, query: ListQuery, source: ListSource = 'list') =>
    queryOptions({
      queryKey: resourceKeys.list(resource, source, query),
      queryFn: () => resources(resource).list(query, source),
      placeholderData: keepPreviousData,
    }),

  one: (resources: Resources, resource: string, id: number) =>
    queryOptions({
      queryKey: resourceKeys.one(resource, id),
      queryFn: () => resources(resource).one(id),
    }),

  /** Rows by id, one batched call per referenced resource (spec section 7, limit 100). */
  titles: (resources: Resources, resource: string, ids: readonly number[]) =>
    queryOptions({
      queryKey: resourceKeys.titles(resource, ids),
      queryFn: () =>
        resources(resource).list({ filter: JSON.stringify({ id: { $in: ids } }), limit: REFERENCE_FETCH_LIMIT }),
      staleTime: 60_000,
      enabled: ids.length > 0,
    }),

  /** Options of a reference select (spec section 9: select lists page 50). */
  search: (resources: Resources, resource: string, q: string) =>
    queryOptions({
      queryKey: resourceKeys.search(resource, q),
      queryFn: () => resources(resource).list({ q: q || undefined, limit: SELECT_PAGE_SIZE }),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};
