import type { z } from 'zod';
import {
  ORDER_FIELD_PERMISSIONS,
  type orderFieldBodies,
  type OrderFieldName,
} from '../../../shared/api/endpoints/orders';
import { STALE_ORDER_MESSAGE } from '../../../shared/domain/workflow/index';
import { RESOURCES } from '../../../shared/domain/resources';
import { changedFields } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type { OrderRow, OrdersRepository, OrderValues } from './orders.repository';

/** Deadline and deal price need a non-outsourced user (spec section 5). */
const STAFF_ONLY: ReadonlySet<string> = new Set(
  RESOURCES.orders.guardedFields.filter((guard) => 'staffOnly' in guard && guard.staffOnly).flatMap((g) => g.fields),
);

type FieldBody<N extends OrderFieldName> = z.output<(typeof orderFieldBodies)[N]>;
type Sanitize = (html: string) => string;

/** How each field's value is stored. */
const STORE: { [N in OrderFieldName]: (body: FieldBody<N>, sanitize: Sanitize) => Partial<OrderValues> } = {
  paymentStatus: ({ paymentStatus }) => ({ paymentStatus }),
  priceOrder: ({ priceOrder }) => ({ priceOrder }),
  customerRequirements: ({ customerRequirements: html }, sanitize) => ({
    customerRequirements: html === null ? null : sanitize(html),
  }),
  deadline: ({ deadline }) => ({ deadline: deadline === null ? null : new Date(deadline) }),
  // The deal price is rounded to a whole VND (spec section 5).
  dealPrice: ({ dealPrice }) => ({ dealPrice: dealPrice === null ? null : Math.round(dealPrice) }),
};

/**
 * Edits of single order fields (`PUT /orders/{field}`) under their own permission keys, which
 * the contract checks, with optional optimistic concurrency.
 */
export class OrderFieldsService {
  constructor(
    private readonly repo: Pick<OrdersRepository, 'transaction' | 'findLiveOrder'>,
    private readonly sanitizeHtml: Sanitize,
  ) {}

  async edit<N extends OrderFieldName>(user: AuthUser, name: N, body: FieldBody<N>): Promise<OrderRow> {
    if (STAFF_ONLY.has(name) && user.isOutsource) {
      throw forbidden(`Outsourced users cannot change the ${name}.`, {
        resource: 'orders',
        action: ORDER_FIELD_PERMISSIONS[name],
      });
    }
    const order = await this.repo.findLiveOrder(user, body.id);
    if (!order) throw notFound(`orders #${body.id} was not found.`);
    const expected = body.updatedAt ? new Date(body.updatedAt) : null;
    const store: (body: FieldBody<N>, sanitize: Sanitize) => Partial<OrderValues> = STORE[name];
    return this.repo.transaction(async (tx) => {
      const updated = await tx.updateLiveOrder(body.id, store(body, this.sanitizeHtml), expected);
      if (!updated) throw conflict(STALE_ORDER_MESSAGE, { code: 'stale' });
      const diff = changedFields(RESOURCES.orders, order, updated);
      await tx.audit({
        userId: user.id,
        action: 'update',
        resource: 'orders',
        recordId: order.id,
        summary: `order #${order.id}: ${name}`,
        ...diff,
      });
      return updated;
    });
  }
}
