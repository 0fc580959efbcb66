import { describe, expect, it } from 'vitest';
import type { PaymentClientType } from '../../../shared/domain/enums';
import type { PaymentStatus } from '../../../shared/domain/payment';
import { ROLE_IDS } from '../../../shared/domain/roles';
import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import type { ListParams, Row } from '../../resources/index';
import type {
  NewPayment,
  PayableOrder,
  PaymentRow,
  PaymentsRepository,
  SettledOrder,
  UnpaidOrderRow,
} from './payments.repository';
import { PaymentsService } from './payments.service';

/** Payments' rules with an in-memory repository: gathering orders, paying each once, confirming once, who lists whose. */

const manager = testUser();
const accountant = testUser({ id: 2, scope: 'staff', permission: { payments: ['get', 'create', 'update'] } });
const designer = testUser({ id: 7, scope: 'outsource', isOutsource: true, permission: {} });
const customerUser = testUser({ id: 9, scope: 'staff', roleId: ROLE_IDS.customer, customerId: 30, permission: {} });

const order = (id: number, change: Partial<PayableOrder> = {}): PayableOrder => ({
  id,
  status: 'done',
  isDelete: false,
  designerId: 7,
  customerId: 30,
  priceOrder: 1_000_000,
  dealPrice: 400_000,
  ...change,
});

class FakePayments implements PaymentsRepository {
  orders: PayableOrder[] = [order(1), order(2)];
  payments: PaymentRow[] = [];
  paid = new Set<number>();
  audited: AuditEntry[] = [];
  transaction<T>(work: (tx: PaymentsRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  findUnpaidOrders(_user: AuthUser, q: { typeClient: PaymentClientType; clientId: number }): Promise<UnpaidOrderRow[]> {
    const mine = this.orders.filter((o) => (q.typeClient === 'DESIGNER' ? o.designerId : o.customerId) === q.clientId);
    return Promise.resolve(mine.map((o) => ({ ...o, code: null, name: null, doneAt: new Date(0) })));
  }
  lockOrders(ids: readonly number[]) {
    return Promise.resolve(this.orders.filter((o) => ids.includes(o.id)));
  }
  heldOrders(typeClient: PaymentClientType, ids: readonly number[]) {
    return Promise.resolve(
      this.payments
        .filter((p) => p.typeClient === typeClient)
        .flatMap((p) =>
          (p.orders ?? []).filter((id) => ids.includes(id)).map((orderId) => ({ paymentId: p.id, orderId })),
        ),
    );
  }
  insertPayment(values: NewPayment) {
    const row = { ...values, id: this.payments.length + 1 } as PaymentRow;
    this.payments.push(row);
    return Promise.resolve(row);
  }
  confirmPayment(id: number) {
    const row = this.payments.find((p) => p.id === id && !p.isConfirm);
    if (!row) return Promise.resolve(null);
    row.isConfirm = true;
    return Promise.resolve(row);
  }
  markOrdersPaid(ids: readonly number[], paid: PaymentStatus) {
    const fresh = ids.filter((id) => !this.paid.has(id));
    fresh.forEach((id) => this.paid.add(id));
    const rows = (status: PaymentStatus | null) => fresh.map((id) => ({ id, paymentStatus: status }) as SettledOrder);
    return Promise.resolve({ before: rows(null), after: rows(paid) });
  }
  audit(entries: readonly AuditEntry[]) {
    this.audited.push(...entries);
    return Promise.resolve();
  }
}

function setup() {
  const repo = new FakePayments();
  const listed: unknown[] = [];
  const engine = {
    assertReachable: () => Promise.resolve(),
    getOne: (_user: AuthUser, _def: unknown, id: number) =>
      Promise.resolve({ ...repo.payments.find((p) => p.id === id) } as unknown as Row),
    listOf: (_user: AuthUser, resource: string, _params: ListParams, extra?: { where?: unknown }) => {
      listed.push({ resource, where: extra?.where });
      return Promise.resolve({ results: [], total: 0 });
    },
  };
  return { repo, listed, service: new PaymentsService(repo, engine as never) };
}

const pay = (change: Partial<Parameters<PaymentsService['create']>[1]> = {}) => ({
  typeClient: 'customer' as const,
  clientId: 30,
  orders: [1, 2],
  ...change,
});

describe('PaymentsService', () => {
  it('lists what a payment would gather, with each order’s amount by the kind of client', async () => {
    const { service } = setup();
    const q = { clientId: 7, from: '2026-11-01', to: '2026-11-30' };
    const designerOwed = await service.unpaidOrders(manager, { ...q, typeClient: 'DESIGNER' });
    expect(designerOwed.results.map((r) => r.amount)).toEqual([400_000, 400_000]);
    expect(designerOwed.total).toBe(800_000);
    const customerOwes = await service.unpaidOrders(manager, { ...q, clientId: 30, typeClient: 'customer' });
    expect(customerOwes.total).toBe(2_000_000);
  });

  it('creates a payment of the orders’ total, bonus and discount, with its audit entry', async () => {
    const { service, repo } = setup();
    const row = await service.create(accountant, pay({ bonusAmount: 50_000, discountAmount: 20_000 }));
    expect(row).toMatchObject({ totalAmount: 2_030_000, isConfirm: false, orders: [1, 2] });
    expect(repo.audited).toEqual([expect.objectContaining({ action: 'create', resource: 'payments', recordId: 1 })]);
  });

  it('refuses an order that is missing, not done, another client’s, or already paid', async () => {
    const { service, repo } = setup();
    await expect(service.create(accountant, pay({ orders: [1, 5] }))).rejects.toMatchObject({ statusCode: 404 });
    repo.orders[1] = order(2, { status: 'delivery' });
    await expect(service.create(accountant, pay())).rejects.toMatchObject({ statusCode: 409 });
    repo.orders[1] = order(2, { customerId: 31 });
    await expect(service.create(accountant, pay())).rejects.toMatchObject({ statusCode: 400 });
    repo.orders[1] = order(2);
    await service.create(accountant, pay({ orders: [1] }));
    await expect(service.create(accountant, pay())).rejects.toMatchObject({
      statusCode: 409,
      message: 'Order #1 is already in payment #1; an order is paid once.',
    });
    await expect(service.create(accountant, pay({ orders: [2], discountAmount: 2_000_000 }))).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('confirms once; a customer’s payment marks its orders paid, each in the audit trail', async () => {
    const { service, repo } = setup();
    await service.create(accountant, pay());
    repo.audited = [];
    const { payment } = await service.confirm(accountant, 1);
    expect(payment.isConfirm).toBe(true);
    expect(repo.audited.map((e) => `${e.resource} #${e.recordId}`)).toEqual(['payments #1', 'orders #1', 'orders #2']);
    await expect(service.confirm(accountant, 1)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('lets a designer and a customer user list only their own payments, staff with payments.get', async () => {
    const { service, listed } = setup();
    const params = {} as ListParams;
    await service.listOf(designer, 'DESIGNER', 7, params);
    await service.listOf(customerUser, 'customer', 30, params);
    await service.listOf(accountant, 'DESIGNER', 7, params);
    expect(listed).toHaveLength(3);
    expect(() => service.listOf(designer, 'DESIGNER', 8, params)).toThrow(/own payments/);
    expect(() => service.listOf(customerUser, 'customer', 31, params)).toThrow(/customer's payments/);
    expect(() => service.listOf(testUser({ id: 3, scope: 'staff', permission: {} }), 'DESIGNER', 7, params)).toThrow(
      'Missing permission: payments.get',
    );
  });
});
