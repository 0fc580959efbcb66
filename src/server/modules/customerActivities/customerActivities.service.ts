import type { z } from 'zod';
import type {
  createCustomerActivityBody,
  updateCustomerActivityBody,
} from '../../../shared/api/endpoints/customerActivities';
import type { RowChange } from '../../db/fieldChanges';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, invalidFields, notFound } from '../../plugins/httpErrors';
import { STALE_MESSAGE } from '../../resources/index';
import type {
  CustomerActivitiesRepository,
  CustomerActivityChanges,
  CustomerActivityRow,
} from './customerActivities.repository';

type CreateInput = z.output<typeof createCustomerActivityBody>;
type UpdateInput = z.output<typeof updateCustomerActivityBody>;

/** The rows a caller reaches, as the generic engine scopes them (404 for any other). */
export interface RowReach {
  /** The customer, when the caller reaches it; a 404 otherwise. */
  customer(user: AuthUser, id: number): Promise<unknown>;
  /** The order's customer, when the caller reaches the order; a 404 otherwise. */
  orderCustomer(user: AuthUser, id: number): Promise<number | null>;
}

const DEFAULT_LIMIT = 50;

/**
 * Calls, emails and meetings logged on a customer (issue 41). The route has checked the
 * customers key (getOne to read, update to write); here the customer must be in the caller's
 * scope, a named order the customer's, and only an activity's author changes or deletes it.
 */
export class CustomerActivitiesService {
  constructor(
    private readonly repo: CustomerActivitiesRepository,
    private readonly reach: RowReach,
  ) {}

  /** GET /customers/{id}/activities */
  async list(user: AuthUser, customerId: number, page: { limit?: number; offset?: number }) {
    await this.reach.customer(user, customerId);
    return this.repo.list(customerId, { limit: page.limit ?? DEFAULT_LIMIT, offset: page.offset ?? 0 });
  }

  /** POST /customers/{id}/activities */
  async create(user: AuthUser, customerId: number, input: CreateInput): Promise<CustomerActivityRow> {
    await this.reach.customer(user, customerId);
    const orderId = input.orderId ?? null;
    await this.assertOrderOf(user, customerId, orderId);
    const row = await this.repo.insert({
      customerId,
      orderId,
      kind: input.kind,
      at: new Date(input.at),
      summary: input.summary,
      authorId: user.id,
    });
    await this.audit(user, {
      action: 'create',
      row,
      before: null,
      after: {
        kind: row.kind,
        at: row.at.toISOString(),
        summary: row.summary,
        orderId,
      },
    });
    return row;
  }

  /** PUT /customerActivities/{id} */
  async update(user: AuthUser, id: number, input: UpdateInput): Promise<CustomerActivityRow> {
    const activity = await this.authored(user, id);
    if (input.updatedAt && activity.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) {
      throw conflict(STALE_MESSAGE);
    }
    if (input.orderId !== undefined) await this.assertOrderOf(user, activity.customerId, input.orderId);
    const changes: CustomerActivityChanges = {
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.at !== undefined ? { at: new Date(input.at) } : {}),
      ...(input.summary !== undefined ? { summary: input.summary } : {}),
      ...(input.orderId !== undefined ? { orderId: input.orderId } : {}),
    };
    const row = await this.repo.update(id, changes);
    if (!row) throw notFound(`customerActivities #${id} was not found.`);
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, valueOf(activity, key)]));
    const after = Object.fromEntries(Object.keys(changes).map((key) => [key, valueOf(row, key)]));
    await this.audit(user, { action: 'update', row, before, after });
    return row;
  }

  /** DELETE /customerActivities/{id} */
  async remove(user: AuthUser, id: number): Promise<{ success: true }> {
    const activity = await this.authored(user, id);
    if (!(await this.repo.remove(id))) throw notFound(`customerActivities #${id} was not found.`);
    await this.audit(user, {
      action: 'delete',
      row: activity,
      before: { kind: activity.kind, summary: activity.summary },
      after: null,
    });
    return { success: true };
  }

  /** The activity, when its customer is in the caller's scope (404) and the caller wrote it (403). */
  private async authored(user: AuthUser, id: number): Promise<CustomerActivityRow> {
    const activity = await this.repo.find(id);
    if (!activity) throw notFound(`customerActivities #${id} was not found.`);
    await this.reach.customer(user, activity.customerId);
    if (activity.authorId !== user.id) {
      throw forbidden('Only the author of an activity can change or delete it.', { resource: 'customers' });
    }
    return activity;
  }

  /** An order named on a customer's activity must be reachable (404) and the customer's (400). */
  private async assertOrderOf(user: AuthUser, customerId: number, orderId: number | null): Promise<void> {
    if (orderId === null) return;
    if ((await this.reach.orderCustomer(user, orderId)) !== customerId) {
      const message = `orders #${orderId} is not an order of customers #${customerId}.`;
      throw invalidFields(message, [{ path: 'orderId', message }]);
    }
  }

  private audit(user: AuthUser, { action, row, before, after }: RowChange<CustomerActivityRow>): Promise<void> {
    return this.repo.audit({
      userId: user.id,
      action,
      resource: 'customerActivities',
      recordId: row.id,
      summary: `customer #${row.customerId}: ${row.kind} #${row.id} ${action}d`,
      before: before && { customerId: row.customerId, ...before },
      after: after && { customerId: row.customerId, ...after },
    });
  }
}

const valueOf = (row: CustomerActivityRow, key: string): unknown => {
  const value = (row as unknown as Record<string, unknown>)[key];
  return value instanceof Date ? value.toISOString() : value;
};
