import type { PersonalEventKind, ServerEvent } from '../../../shared/api/events';
import { DESIGN_REVIEW_RESOURCE_NAMES, DESIGN_REVIEW_RESOURCES } from '../../../shared/domain/designReview';
import { allFields, baseResource, getResource, type ResourceDef } from '../../../shared/domain/resources';
import { mayDo } from '../../../shared/domain/resourceAccess';
import type { Principal } from '../../../shared/domain/permissions';
import type { AuditRow, OrderBrief } from './events.repository';

/**
 * Who hears which write: the one decision of the event stream, kept pure so it is tested on
 * its own. A user hears a write to a record they may read (the resource's `get` and its record
 * scope, as any read), and nothing else but a change of their own permissions.
 */

/** An order's people fields: a change naming the user hands the order to them. */
const ORDER_PEOPLE = ['saleId', 'dealerId', 'designerId', 'deliverId', 'qualityAssuranceId', 'guaId'] as const;

/** What a user's read reaches, worked out for one batch of writes. */
export interface Reach {
  /** True when the user's record scope includes this row (rows missing from the database do not count). */
  reaches(resource: ResourceDef, id: number): boolean;
  /** The orders the batch concerns (by id), whoever may read them. */
  readonly orders: ReadonlyMap<number, OrderBrief>;
}

type Values = Readonly<Record<string, unknown>> | null;

const idIn = (values: Values, field: string): number | null => {
  const value = values?.[field];
  return typeof value === 'number' ? value : null;
};

/** The order a write concerns: the order itself, or the one its row belongs to. */
export function orderIdOf(row: AuditRow): number | null {
  const def = getResource(row.resource);
  if (def && baseResource(def).name === 'orders') return row.recordId;
  return idIn(row.after, 'orderId') ?? idIn(row.before, 'orderId');
}

/** The fields a write changed, by name: those of the resource the audit kept. */
function changedFieldNames(def: ResourceDef, row: AuditRow): string[] {
  if (row.action === 'workflow') return ['status'];
  if (row.action !== 'update' && row.action !== 'permission') return [];
  const fields = allFields(def);
  return Object.keys(row.after ?? {}).filter((name) => name in fields || name === 'permission');
}

const idsIn = (values: Values, field: string): unknown[] => {
  const value = values?.[field];
  return Array.isArray(value) ? value : [];
};

function handedTo(userId: number, row: AuditRow): boolean {
  if (row.action === 'workflow') {
    const assigned = row.after?.assignedUser;
    return Array.isArray(assigned) && assigned.includes(userId);
  }
  if (row.action !== 'create' && row.action !== 'update') return false;
  return ORDER_PEOPLE.some((field) => idIn(row.after, field) === userId && idIn(row.before, field) !== userId);
}

/** Why the write concerns the user in person; never for their own writes. */
function personalKind(userId: number, row: AuditRow, base: string, order: OrderBrief | null): PersonalEventKind | null {
  if (row.action === 'permission' && base === 'users' && row.recordId === userId) return 'permissions';
  if (row.userId === userId) return null;
  if (base === 'orders' && handedTo(userId, row)) return 'handoff';
  if (base === 'orders' && row.action === 'late' && idsIn(row.after, 'holders').includes(userId)) return 'late';
  if (base === 'comments' && row.action === 'create' && order?.people.includes(userId)) return 'comment';
  if (base === 'mistakeRecords' && row.action === 'create' && idIn(row.after, 'victimId') === userId) return 'mistake';
  return null;
}

/** The order of the write when the user may read it (orders.get and its record scope). */
function readableOrder(user: Principal, row: AuditRow, reach: Reach): OrderBrief | null {
  const ordersDef = getResource('orders')!;
  const orderId = orderIdOf(row);
  const brief = orderId === null ? undefined : reach.orders.get(orderId);
  return brief && mayDo(user, ordersDef, 'get') && reach.reaches(ordersDef, brief.id) ? brief : null;
}

function eventOf(
  row: AuditRow,
  fields: string[],
  order: OrderBrief | null,
  personal: PersonalEventKind | null,
): ServerEvent {
  return {
    id: row.id,
    resource: row.resource,
    recordId: row.recordId,
    action: row.action,
    at: row.createdAt.toISOString(),
    actor: row.userId === null ? null : { id: row.userId, name: row.actorName ?? '' },
    fields,
    order: order ? { id: order.id, code: order.code, name: order.name } : null,
    personal,
  };
}

/**
 * A write to a part of an order that is not a resource (design review's marks and review links):
 * heard by whoever may read the order. A customer's decision through a review link concerns
 * the people holding the order in person.
 */
function orderPartEvent(user: Principal & { readonly id: number }, row: AuditRow, reach: Reach): ServerEvent | null {
  if (!DESIGN_REVIEW_RESOURCE_NAMES.includes(row.resource)) return null;
  const order = readableOrder(user, row, reach);
  if (!order) return null;
  const decided = row.resource === DESIGN_REVIEW_RESOURCES.links && row.action === 'workflow';
  const holds = order.people.includes(user.id) || idsIn(row.after, 'holders').includes(user.id);
  const personal = decided && row.userId !== user.id && holds ? 'review' : null;
  return eventOf(row, [], order, personal);
}

/** The write as `user` may see it, or null when they may not. */
export function eventFor(user: Principal & { readonly id: number }, row: AuditRow, reach: Reach): ServerEvent | null {
  const def = getResource(row.resource);
  if (!def) return orderPartEvent(user, row, reach);
  const base = baseResource(def).name;
  const ownPermissions = row.action === 'permission' && base === 'users' && row.recordId === user.id;
  const readable = row.recordId !== null && mayDo(user, def, 'get') && reach.reaches(def, row.recordId);
  if (!readable && !ownPermissions) return null;
  const order = readableOrder(user, row, reach);
  return eventOf(row, changedFieldNames(def, row), order, personalKind(user.id, row, base, order));
}
