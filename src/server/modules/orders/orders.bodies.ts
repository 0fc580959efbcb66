import { z } from 'zod';
import { INITIAL_ORDER_STATUS } from '../../../shared/domain/orderStatus';
import { PAYMENT_STATUSES } from '../../../shared/domain/payment';
import { createInputSchema, INT_MAX, MAX_LIST_ITEMS } from '../../../shared/domain/resourceSchema';
import { RESOURCES } from '../../../shared/domain/resources';

const id = z.number().int().min(1).max(INT_MAX);
const version = { updatedAt: z.iso.datetime({ offset: true }).optional() };
const money = z.number().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * POST /orders: the registry's create body, with the finish date optional (default now +
 * 24 h) and `status` accepted only as the first status, where every order starts.
 */
export const createOrderBody = createInputSchema(RESOURCES.orders).extend({
  finishedDate: z.iso.datetime({ offset: true }).optional(),
  status: z.literal(INITIAL_ORDER_STATUS).optional(),
});

export const paymentStatusBody = z.strictObject({ id, paymentStatus: z.enum(PAYMENT_STATUSES), ...version });
export const priceOrderBody = z.strictObject({ id, priceOrder: money.int().nullable(), ...version });
export const customerRequirementsBody = z.strictObject({
  id,
  customerRequirements: z.string().max(200_000).nullable(),
  ...version,
});
export const deadlineBody = z.strictObject({ id, deadline: z.iso.datetime({ offset: true }).nullable(), ...version });
/** The deal price is rounded to a whole VND. */
export const dealPriceBody = z.strictObject({ id, dealPrice: money.nullable(), ...version });

/** POST /orders/recommendDesigner: an order, or the criteria themselves. */
export const recommendBody = z.union([
  z.strictObject({ orderId: id }),
  z.strictObject({
    nicheId: id.nullable().optional(),
    platformId: id.nullable().optional(),
    productCatalogIds: z.array(id).max(MAX_LIST_ITEMS).nullable().optional(),
  }),
]);

export type RecommendBody = z.infer<typeof recommendBody>;
