import type { ListQuery } from '../../../shared/api/listQuery';
import { can, type Principal } from '../../../shared/domain/permissions';
import { allFields } from '../../../shared/domain/resources';
import { ordersResource } from '../../../shared/domain/registry/orderResources';
import { lateAtStageFilter } from '../../../shared/domain/stageLateness';
import { fieldColumn, headerColumn, listQueryOf, type ColumnSpec, type ListState } from '../../engine';

/**
 * Relations the staff list embeds for its cells (spec section 2, orders list), as summaries:
 * the cells show their names, codes and pictures, not the whole customer or designer.
 */
export const ORDER_LIST_INCLUDES = 'customer,designer,package,productCatalogs,products';

const FIELDS = allFields(ordersResource);

/** Pickers of the filter panel that list a narrower resource than the field points at. */
const PICKER_RESOURCE: Readonly<Record<string, string>> = { designerId: 'designers' };

/**
 * Filters of the orders list (spec section 2): status (several), order features (contains
 * all), designer, customer, and payment status only with `orders.paymentStatus`. Outsourced
 * users filter their reduced list by status only.
 */
export function orderFilterFields(user: Principal): string[] {
  if (user.isOutsource) return ['status'];
  const fields = ['status', 'orderFeature', 'designerId', 'customerId'];
  return can(user, 'orders', 'paymentStatus') ? [...fields, 'paymentStatus'] : fields;
}

function specOf(name: string): ColumnSpec {
  const base = FIELDS[name];
  return fieldColumn(name, PICKER_RESOURCE[name] ? { ...base, to: PICKER_RESOURCE[name] } : base, base);
}

/** The filter panel's inputs, in the spec's order. */
export function orderFilterColumns(user: Principal): ColumnSpec[] {
  return orderFilterFields(user).map(specOf);
}

/** A sortable column header over `field`, carrying that field's filter when the user has it. */
export function orderHeaderSpec(field: string, user: Principal): ColumnSpec {
  return headerColumn(specOf(field), orderFilterFields(user));
}

/**
 * The list's own filters beside the fields' (deadlines per stage), kept in the URL like them:
 * `late=1` lists the orders late at their stage, `heldBy={departmentId}` (staff only) those whose
 * current stage that department holds: what the dashboard's late hand-offs link to.
 */
export const LATE_FILTER = 'late';
export const HELD_BY_FILTER = 'heldBy';

/** The department a list state narrows to, when it names a valid one. */
export function heldByOf(state: ListState): number | null {
  const id = Number(state.filters[HELD_BY_FILTER]?.[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** True when a list state lists only the orders late at their stage. */
export const isLateFilterOn = (state: ListState): boolean => state.filters[LATE_FILTER]?.[0] === '1';

/** Where the list comes from: the full list with includes, or the outsourced `orders/on-pd`. */
export interface OrdersListRequest {
  readonly key: 'GET /orders' | 'GET /orders/on-pd';
  readonly query: ListQuery & { readonly heldBy?: number };
}

/**
 * The API call of a list state: filters the user may not use are dropped, empty ones too; the
 * late filter is the orders due before `now`.
 */
export function ordersListRequest(state: ListState, user: Principal, now = new Date()): OrdersListRequest {
  const heldBy = user.isOutsource ? null : heldByOf(state);
  const query = {
    ...listQueryOf(FIELDS, state, {
      allowed: orderFilterFields(user),
      base: isLateFilterOn(state) ? lateAtStageFilter(now) : {},
    }),
    ...(heldBy === null ? {} : { heldBy }),
  };
  return listRequestOf(user, query);
}

/** The list call of given orders (search by image's answer): the orders list's own endpoint, scope and columns. */
export function ordersByIdsRequest(ids: readonly number[], user: Principal): OrdersListRequest {
  return listRequestOf(user, { filter: JSON.stringify({ id: { $in: ids } }), limit: Math.max(1, ids.length) });
}

/** The list call of the first `limit` orders whose name or code holds `q` (the command palette): the list's own endpoint and scope. */
export function ordersSearchRequest(q: string, user: Principal, limit: number): OrdersListRequest {
  return listRequestOf(user, { q, limit });
}

function listRequestOf(user: Principal, query: OrdersListRequest['query']): OrdersListRequest {
  if (user.isOutsource) return { key: 'GET /orders/on-pd', query };
  return { key: 'GET /orders', query: { ...query, includes: ORDER_LIST_INCLUDES, embed: 'summary' } };
}
