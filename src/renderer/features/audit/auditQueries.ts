import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import { MAX_PAGE_SIZE, type ListQuery } from '../../../shared/api/listQuery';
import { resourceKeys } from '../../core/resourceQueries';

/** An audit event as the audit trail and an order's changes answer it, its author embedded as `user`. */
export type AuditEvent = ApiResponse<'GET /auditEvents'>['results'][number];

/** Newest first; events of one write share their instant, so the id breaks the tie. */
export const AUDIT_ORDER_BY = '-createdAt,-id';

const auditKey = resourceKeys.all('auditEvents');

/** queryOptions of the audit trail's calls. */
export const auditQueries = {
  /** Logs › Audit trail: one page of events with their authors. */
  trail: (call: ApiCaller, query: ListQuery) =>
    queryOptions({
      queryKey: [...auditKey, 'trail', query],
      queryFn: () => call('GET /auditEvents', { query: { ...query, includes: 'user' } }),
      placeholderData: keepPreviousData,
    }),

  /** The delete events of some rows of `resource`, newest first, in one call (the deleted page). */
  deletions: (call: ApiCaller, resource: string, ids: readonly number[]) =>
    queryOptions({
      queryKey: [...auditKey, 'deletions', resource, ids],
      queryFn: () =>
        call('GET /auditEvents', {
          query: {
            filter: JSON.stringify({ resource, action: 'delete', recordId: { $in: ids } }),
            includes: 'user',
            orderBy: AUDIT_ORDER_BY,
            limit: MAX_PAGE_SIZE,
          },
        }),
      enabled: ids.length > 0,
    }),

  /** `GET /orders/{id}/changes`, under the orders' keys so every order change refreshes it. */
  forOrder: (call: ApiCaller, orderId: number, query: ListQuery) =>
    queryOptions({
      queryKey: [...resourceKeys.all('orders'), 'changes', orderId, query],
      queryFn: () => call('GET /orders/:id/changes', { params: { id: orderId }, query }),
      placeholderData: keepPreviousData,
    }),
};
