import {
  PAYMENT_CONFIRMED_MESSAGE,
  type CreatePaymentBody,
  type UnpaidOrder,
} from '../../../shared/api/endpoints/payments';
import type { PaymentClientType } from '../../../shared/domain/enums';
import { PAID_PAYMENT_STATUS, PAYMENT_AMOUNT_FIELD, paymentTotal } from '../../../shared/domain/payment';
import { addDays } from '../../../shared/domain/payroll/calendarDate';
import { periodInstants } from '../../../shared/domain/payroll/salaryPeriod';
import { can } from '../../../shared/domain/permissions';
import { RESOURCES } from '../../../shared/domain/resources';
import { isCustomerUser } from '../../../shared/domain/roles';
import { auditable, changedFields } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';
import { paymentsOfClient, type PayableOrder, type PaymentRow, type PaymentsRepository } from './payments.repository';

const def = RESOURCES.payments;

/** Whom an order belongs to for a payment of this kind. */
const clientOf = (order: PayableOrder, typeClient: PaymentClientType) =>
  typeClient === 'DESIGNER' ? order.designerId : order.customerId;

const amountOf = (order: Pick<PayableOrder, 'priceOrder' | 'dealPrice'>, typeClient: PaymentClientType) =>
  order[PAYMENT_AMOUNT_FIELD[typeClient]] ?? 0;

/**
 * Payments beyond the generic engine: a new payment gathers a client's done orders, none paid
 * twice; a payment is confirmed once; a designer's or a customer's payments are listed for
 * them and for staff who may read payments.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly resources: Pick<ResourceService, 'assertReachable' | 'getOne' | 'listOf'>,
  ) {}

  /** GET /payments/unpaidOrders: what a new payment for the client and period would gather. */
  async unpaidOrders(
    user: AuthUser,
    q: { typeClient: PaymentClientType; clientId: number; from: string; to: string },
  ): Promise<{ results: UnpaidOrder[]; total: number }> {
    const { start, end } = periodInstants({ startDate: q.from, endDate: addDays(q.to, 1) });
    const rows = await this.repo.findUnpaidOrders(user, { typeClient: q.typeClient, clientId: q.clientId, start, end });
    const results = rows.map((row) => ({ ...row, amount: amountOf(row, q.typeClient) }));
    return { results, total: paymentTotal(results.map((row) => row.amount)) };
  }

  /**
   * POST /payments: the orders are locked while they are checked (each done, the client's, in
   * no other payment of the kind) and the payment written, so two payments can never hold
   * one order.
   */
  async create(user: AuthUser, body: CreatePaymentBody): Promise<PaymentRow> {
    const { typeClient, clientId, orders: ids, bonusAmount = 0, discountAmount = 0, note = null } = body;
    await this.resources.assertReachable(user, def, { orders: ids });
    return this.repo.transaction(async (tx) => {
      const found = await tx.lockOrders(ids);
      const absent = ids.find((id) => !found.some((order) => order.id === id && !order.isDelete));
      if (absent !== undefined) throw notFound(`orders: orders #${absent} was not found.`);
      for (const order of found) {
        if (order.status !== 'done') throw conflict(`Order #${order.id} is not done yet, so it cannot be paid.`);
        if (clientOf(order, typeClient) !== clientId) {
          const whose = typeClient === 'DESIGNER' ? 'designer' : 'customer';
          throw badRequest(`Order #${order.id} does not belong to this ${whose}.`, {
            fields: [{ path: 'orders', message: `Order #${order.id} belongs to another ${whose}.` }],
          });
        }
      }
      const held = await tx.heldOrders(typeClient, ids);
      if (held.length > 0) {
        const [first] = held;
        throw conflict(`Order #${first.orderId} is already in payment #${first.paymentId}; an order is paid once.`, {
          held,
        });
      }
      const totalAmount = paymentTotal(
        found.map((order) => amountOf(order, typeClient)),
        bonusAmount,
        discountAmount,
      );
      if (totalAmount < 0) throw badRequest('The discount is larger than the orders and the bonus together.');
      const row = await tx.insertPayment({
        typeClient,
        clientId,
        orders: ids,
        bonusAmount,
        discountAmount,
        totalAmount,
        note,
        isConfirm: false,
      });
      await tx.audit([
        {
          userId: user.id,
          action: 'create',
          resource: 'payments',
          recordId: row.id,
          summary: `payments #${row.id} created`,
          after: auditable(def, row),
        },
      ]);
      return row;
    });
  }

  /**
   * POST /payments/{id}/confirm: once; the row condition makes a racing second confirm a 409.
   * A customer's payment also marks its orders paid, in the same transaction.
   */
  async confirm(user: AuthUser, id: number) {
    const before = await this.resources.getOne(user, def, id);
    return this.repo.transaction(async (tx) => {
      const payment = await tx.confirmPayment(id);
      if (!payment) throw conflict(`Payment #${id} is already confirmed.`);
      const settled =
        payment.typeClient === 'customer'
          ? await tx.markOrdersPaid(payment.orders ?? [], PAID_PAYMENT_STATUS)
          : { before: [], after: [] };
      await tx.audit([
        {
          userId: user.id,
          action: 'update',
          resource: 'payments',
          recordId: id,
          summary: `payments #${id} confirmed`,
          ...changedFields(def, before, payment),
        },
        ...settled.after.map((order) => ({
          userId: user.id,
          action: 'update' as const,
          resource: 'orders',
          recordId: order.id,
          summary: `order #${order.id}: paid by payment #${id}`,
          ...changedFields(
            RESOURCES.orders,
            settled.before.find((o) => o.id === order.id)!,
            order,
          ),
        })),
      ]);
      return { message: PAYMENT_CONFIRMED_MESSAGE, payment };
    });
  }

  /** GET /payments/designers/{clientId} and /payments/customers/{clientId}. */
  listOf(user: AuthUser, typeClient: PaymentClientType, clientId: number, params: ListParams) {
    this.assertMayList(user, typeClient, clientId);
    return this.resources.listOf(user, 'payments', params, { where: paymentsOfClient(typeClient, clientId) });
  }

  /** One's own payments need no permission; anyone else's need payments.get (and the scope still narrows). */
  private assertMayList(user: AuthUser, typeClient: PaymentClientType, clientId: number): void {
    if (user.isOutsource) {
      if (typeClient === 'DESIGNER' && clientId === user.id) return;
      throw forbidden('Outsourced designers see only their own payments.', { resource: 'payments' });
    }
    if (isCustomerUser(user)) {
      if (typeClient === 'customer' && clientId === user.customerId) return;
      throw forbidden("Customer users see only their customer's payments.", { resource: 'payments' });
    }
    if (!can(user, 'payments', 'get')) {
      throw forbidden('Missing permission: payments.get', { resource: 'payments', action: 'get' });
    }
  }
}
