import { z } from 'zod';
import { PAYMENT_CLIENT_TYPES } from '../../domain/enums';
import { instant, listedRowSchema, listResultSchema, rowSchema } from '../../domain/rowSchema';
import { idSchema, MAX_LIST_ITEMS } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { listQuerySchema } from '../listQuery';
import { idParam, idParams, requestBody } from './common';
import { calendarDateSchema } from './workingRegisters';

const tag = 'Payments';
const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Spec section 8: the answer of a confirmed payment. */
export const PAYMENT_CONFIRMED_MESSAGE = 'Confirmed successfully!';

/**
 * POST /payments: who is paid (a designer's user id or a customer's id), the done orders
 * paid, and the adjustments. The server counts each order's amount (`PAYMENT_AMOUNT_FIELD`)
 * and sets the total; an order already in another payment of the same kind is a 409.
 */
export const createPaymentBody = requestBody({
  typeClient: z.enum(PAYMENT_CLIENT_TYPES),
  clientId: idSchema(),
  orders: z
    .array(idSchema())
    .min(1, { error: 'Pick at least one order.' })
    .max(MAX_LIST_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An order is listed twice.' }),
  bonusAmount: money.optional(),
  discountAmount: money.optional(),
  note: z.string().max(20_000).nullable().optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

/** GET /payments/unpaidOrders: whose orders, and the days (inclusive) they were done in. */
export const unpaidOrdersQuery = z
  .strictObject({
    typeClient: z.enum(PAYMENT_CLIENT_TYPES),
    clientId: idParam('clientId'),
    from: calendarDateSchema,
    to: calendarDateSchema,
  })
  .refine((q) => q.from <= q.to, { error: 'The period must end on or after its first day.', path: ['to'] });

/** A done order no payment of that kind holds yet, with what a payment would count of it. */
export const unpaidOrderSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  /** When it last became done. */
  doneAt: instant,
  priceOrder: z.number().nullable(),
  dealPrice: z.number().nullable(),
  /** The order's amount in this payment, in VND. */
  amount: z.number(),
});
export type UnpaidOrder = z.infer<typeof unpaidOrderSchema>;

/** `/payments/designers/:clientId`, `/payments/customers/:clientId` */
const clientParams = z.strictObject({ clientId: idParam('clientId') });

const paymentList = listResultSchema(listedRowSchema('payments'));

const OWN_RULE =
  'Anyone with payments.get (in their scope); an outsourced designer their own payments, a customer user those of their customer, without it.';

/** The payment calls of spec section 7, and the gathering of a new payment's orders. */
export const paymentsEndpoints = [
  endpoint({
    method: 'POST',
    path: '/payments',
    access: access.resource('payments', 'create'),
    summary:
      "Pays a designer or a customer for done orders: the server counts each order's amount and the total; 409 naming an order already in another payment.",
    tag,
    body: createPaymentBody,
    response: rowSchema('payments'),
    status: 201,
  }),
  endpoint({
    method: 'GET',
    path: '/payments/unpaidOrders',
    access: access.resource('payments', 'create'),
    summary:
      "A designer's (or a customer's) done orders of a period that no payment of that kind holds yet, oldest first, with each order's amount.",
    tag,
    query: unpaidOrdersQuery,
    response: z.object({ results: z.array(unpaidOrderSchema), total: z.number() }),
  }),
  endpoint({
    method: 'POST',
    path: '/payments/:id/confirm',
    access: access.resource('payments', 'update'),
    summary: 'Confirms a payment, once: a second confirm (or one racing it) is a 409.',
    tag,
    params: idParams,
    response: z.object({ message: z.string(), payment: rowSchema('payments') }),
  }),
  endpoint({
    method: 'GET',
    path: '/payments/designers/:clientId',
    access: access.rules(OWN_RULE),
    summary: "A designer's payments, newest first unless orderBy says otherwise.",
    tag,
    params: clientParams,
    query: listQuerySchema,
    response: paymentList,
  }),
  endpoint({
    method: 'GET',
    path: '/payments/customers/:clientId',
    access: access.rules(OWN_RULE),
    summary: "A customer's payments, newest first unless orderBy says otherwise.",
    tag,
    params: clientParams,
    query: listQuerySchema,
    response: paymentList,
  }),
] as const;
