import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiCaller } from '../../../shared/api/apiCaller';
import { resourceKeys } from '../../core/resourceQueries';
import type { DefaultsResource } from './defaultsResources';

/** Users the matrix lists per page (spec section 9: permissions page size 5, by display name). */
export const USERS_PER_PAGE = 5;
/** Most roles the role filter offers. */
const ROLES_LISTED = 100;

/** What the users list asks for: a role, a name and a page. */
export interface UserListFilter {
  readonly roleId: number | null;
  readonly q: string;
  readonly page: number;
}

/** queryOptions of the permission screens. */
export const permissionQueries = {
  /** The matrix's groups and words (no user). */
  catalogue: (call: ApiCaller) =>
    queryOptions({
      queryKey: ['permissions', 'catalogue'],
      queryFn: () => call('GET /auth/permissions'),
      staleTime: Infinity,
    }),

  /** One user's stored map. */
  ofUser: (call: ApiCaller, userId: number) =>
    queryOptions({
      queryKey: ['permissions', 'user', userId],
      queryFn: () => call('GET /auth/permissions', { query: { userId } }),
    }),

  /** Every role, for the filter and the role defaults. */
  roles: (call: ApiCaller) =>
    queryOptions({
      queryKey: [...resourceKeys.all('roles'), 'permissionsFilter'],
      queryFn: () => call('GET /roles', { query: { orderBy: 'name', limit: ROLES_LISTED } }),
    }),

  /** One role or user type with its default map. */
  defaults: (call: ApiCaller, resource: DefaultsResource, id: number) =>
    queryOptions({
      queryKey: [...resourceKeys.all(resource), 'permissions', id],
      queryFn: () => call(`GET /${resource}/:id`, { params: { id } }),
    }),

  /** A page of users, ordered by display name. */
  users: (call: ApiCaller, { roleId, q, page }: UserListFilter) =>
    queryOptions({
      queryKey: [...resourceKeys.all('users'), 'permissions', roleId, q, page],
      queryFn: () =>
        call('GET /users', {
          query: {
            filter: roleId === null ? undefined : JSON.stringify({ roleId }),
            q: q || undefined,
            orderBy: 'displayName,id',
            limit: USERS_PER_PAGE,
            offset: (page - 1) * USERS_PER_PAGE,
          },
        }),
      placeholderData: keepPreviousData,
    }),
};
