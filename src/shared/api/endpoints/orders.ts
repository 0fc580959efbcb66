import { z } from 'zod';
import { INITIAL_ORDER_STATUS } from '../../domain/orderStatus';
import { PAYMENT_STATUSES } from '../../domain/payment';
import { bodyObject, inputShape } from '../../domain/resourceSchema';
import type { CreateOf } from '../../domain/resourceTypes';
import { RESOURCES } from '../../domain/resources';
import { listedRowSchema, listResultSchema, pickRowSchema, rowSchema } from '../../domain/rowSchema';
import { idSchema, MAX_LIST_ITEMS } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { listQuerySchema } from '../listQuery';
import { idParams, requestBody, versionField } from './common';

const tag = 'Orders';
const money = z.number().min(0).max(Number.MAX_SAFE_INTEGER);

/** What POST /orders takes: the registry's create body, the finish date optional. */
export type CreateOrderBody = Omit<CreateOf<'orders'>, 'finishedDate'> & {
  readonly finishedDate?: string;
  readonly status?: typeof INITIAL_ORDER_STATUS;
};

/**
 * POST /orders: the registry's create body, with the finish date optional (default now +
 * 24 h) and `status` accepted only as the first status, where every order starts.
 */
export const createOrderBody = bodyObject({
  ...inputShape(RESOURCES.orders, 'create'),
  finishedDate: z.iso.datetime({ offset: true }).optional(),
  status: z.literal(INITIAL_ORDER_STATUS).optional(),
}) as unknown as z.ZodType<CreateOrderBody, CreateOrderBody>;

/** What the outsourced list shows of an order (spec section 2), and when its stage is due (deadlines per stage). */
export const ON_PD_COLUMNS = [
  'id',
  'thumbnail',
  'deadline',
  'status',
  'finishedDate',
  'dealPrice',
  'stageDueAt',
] as const;

/** The single-field edits of spec section 7: `PUT /orders/{field}`, each under its own order key. */
export const orderFieldBodies = {
  paymentStatus: requestBody({ id: idSchema(), paymentStatus: z.enum(PAYMENT_STATUSES), ...versionField }),
  priceOrder: requestBody({ id: idSchema(), priceOrder: money.int().nullable(), ...versionField }),
  customerRequirements: requestBody({
    id: idSchema(),
    customerRequirements: z.string().max(200_000).nullable(),
    ...versionField,
  }),
  deadline: requestBody({ id: idSchema(), deadline: z.iso.datetime({ offset: true }).nullable(), ...versionField }),
  /** The deal price is rounded to a whole VND. */
  dealPrice: requestBody({ id: idSchema(), dealPrice: money.nullable(), ...versionField }),
} as const;

export type OrderFieldName = keyof typeof orderFieldBodies;

/** The order key each single-field edit needs. */
export const ORDER_FIELD_PERMISSIONS = Object.fromEntries(
  RESOURCES.orders.guardedFields.map((guard) => [guard.fields[0], guard.permission[1]]),
) as Readonly<Record<OrderFieldName, string>>;

/** POST /orders/recommendDesigner: an order, or the criteria themselves. */
export const recommendBody = z.union([
  requestBody({ orderId: idSchema() }),
  requestBody({
    nicheId: idSchema().nullable().optional(),
    platformId: idSchema().nullable().optional(),
    productCatalogIds: z.array(idSchema()).max(MAX_LIST_ITEMS).nullable().optional(),
  }),
]);
export type RecommendBody = z.infer<typeof recommendBody>;

export const designerSuggestionSchema = z.object({
  designId: z.number(),
  displayName: z.string(),
  score: z.number(),
  doneSimilar: z.number(),
  activeOrders: z.number(),
});
export type DesignerSuggestion = z.infer<typeof designerSuggestionSchema>;

const orderRow = rowSchema('orders');
const orderList = listResultSchema(listedRowSchema('orders'));

const fieldEdit = <N extends OrderFieldName>(name: N) =>
  endpoint({
    method: 'PUT',
    path: `/orders/${name}`,
    access: access.permission('orders', ORDER_FIELD_PERMISSIONS[name]),
    summary: `Changes the order's ${name} alone, under its own permission key.`,
    tag,
    body: orderFieldBodies[name],
    response: orderRow,
  });

export const orderEndpoints = [
  endpoint({
    method: 'POST',
    path: '/orders',
    access: access.permission('orders', 'create'),
    summary: 'Creates an order at the first status, unpaid, due in 24 hours unless told, with its first history entry.',
    tag,
    body: createOrderBody,
    response: orderRow,
    status: 201,
  }),
  endpoint({
    method: 'POST',
    path: '/orders/:id/clone',
    access: access.permission('orders', 'clone'),
    summary: 'Copies an order into a new one at new_deal, unpaid.',
    tag,
    params: idParams,
    response: orderRow,
    status: 201,
  }),
  endpoint({
    method: 'POST',
    path: '/orders/:id/renew',
    access: access.permission('orders', 'create'),
    summary:
      "'Re New': a done or canceled order starts a new one at the first status, unpaid, due in 24 h, with the same customer, people, catalog, package and requirements. 409 for an order still in progress.",
    tag,
    params: idParams,
    response: orderRow,
    status: 201,
  }),
  endpoint({
    method: 'GET',
    path: '/orders/:id/changes',
    access: access.permission('orders', 'getOne'),
    summary:
      "The order's audit trail, newest first: its changes and workflow steps, and those of its history entries, comments and mistake records, each with who made it (`user`). Staff only: 403 to outsourced and customer users; 404 for an order outside the caller's scope.",
    tag,
    params: idParams,
    query: listQuerySchema,
    response: listResultSchema(listedRowSchema('auditEvents')),
  }),
  endpoint({
    method: 'GET',
    path: '/orders/me',
    access: access.signedIn,
    summary: 'Orders the signed-in user works on (sale, dealer, designer, delivery, quality, guarantee).',
    tag,
    query: listQuerySchema,
    response: orderList,
  }),
  endpoint({
    method: 'GET',
    path: '/orders/on-pd',
    access: access.signedIn,
    summary: "The outsourced designer's requested orders, reduced to what outsourced users see.",
    tag,
    query: listQuerySchema,
    response: listResultSchema(pickRowSchema('orders', ON_PD_COLUMNS)),
  }),
  endpoint({
    method: 'POST',
    path: '/orders/recommendDesigner',
    access: access.permission('orders', 'recommendDesigner'),
    summary: 'Designers who finished similar orders, scored against their current load, best first.',
    tag,
    body: recommendBody,
    response: z.array(designerSuggestionSchema),
  }),
  fieldEdit('paymentStatus'),
  fieldEdit('priceOrder'),
  fieldEdit('customerRequirements'),
  fieldEdit('deadline'),
  fieldEdit('dealPrice'),
] as const;
