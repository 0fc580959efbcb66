import type { CreateOrderBody } from '../../../shared/api/endpoints/orders';
import { CLONE_EMPTY_NOTE, ORDER_CREATE_DEADLINE_HOURS } from '../../../shared/domain/constants';
import { CLONED_ORDER_STATUS, INITIAL_ORDER_STATUS, type OrderStatus } from '../../../shared/domain/orderStatus';
import { DEFAULT_PAYMENT_STATUS } from '../../../shared/domain/payment';
import { hoursAfter } from '../../../shared/domain/time';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/httpErrors';
import { RESOURCES } from '../../../shared/domain/resources';
import { auditable } from '../../db/audit';
import type { OrderRow, OrderValues, OrdersRepository } from './orders.repository';

/** The order code shown beside the id: `DH` and the id on six digits. */
export const orderCode = (id: number): string => `DH${String(id).padStart(6, '0')}`;

/** Fields a clone copies; the workflow fields (status, assignees, links, happy) start afresh. */
const CLONED_FIELDS = [
  'name',
  'thumbnail',
  'codeCustomer',
  'channelId',
  'customerId',
  'saleId',
  'dealerId',
  'priceOrder',
  'dealPrice',
  'orderFeature',
  'orderRequirementId',
  'packageId',
  'packageOrder',
  'numberPackage',
  'productCatalogIds',
  'customerNote',
  'customerRequirements',
  'note',
  'typeDesigner',
  'nicheId',
  'platformId',
] as const satisfies readonly (keyof OrderValues)[];

type NewOrder = Omit<OrderValues, 'status' | 'finishedDate'> & { finishedDate: Date };

/** Refuses values that point at rows the user cannot read (ResourceService.assertReachable). */
export type ReferenceCheck = (user: AuthUser, values: Readonly<Record<string, unknown>>) => Promise<void>;

/** Creating and cloning orders: each starts with its first history entry, in one transaction. */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly checkReferences: ReferenceCheck,
    private readonly sanitizeHtml: (html: string) => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private dueDate(): Date {
    return hoursAfter(this.now(), ORDER_CREATE_DEADLINE_HOURS);
  }

  /** POST /orders: starts at the first status, unpaid, due in 24 h unless told, with a code. */
  async create(user: AuthUser, input: CreateOrderBody): Promise<OrderRow> {
    await this.checkReferences(user, input);
    const { status, finishedDate, deadline, customerRequirements, ...fields } = input;
    return this.start(
      user,
      {
        ...fields,
        deadline: deadline == null ? deadline : new Date(deadline),
        customerRequirements: customerRequirements ? this.sanitizeHtml(customerRequirements) : customerRequirements,
        paymentStatus: fields.paymentStatus ?? DEFAULT_PAYMENT_STATUS,
        finishedDate: finishedDate ? new Date(finishedDate) : this.dueDate(),
      },
      status ?? INITIAL_ORDER_STATUS,
      null,
    );
  }

  /** POST /orders/{id}/clone: a new_deal copy, unpaid, with a single space for an empty customer note. */
  async clone(user: AuthUser, id: number): Promise<OrderRow> {
    const source = await this.repo.findLiveOrder(user, id);
    if (!source) throw notFound(`orders #${id} was not found.`);
    const copied = Object.fromEntries(CLONED_FIELDS.map((f) => [f, source[f]])) as Pick<
      OrderRow,
      (typeof CLONED_FIELDS)[number]
    >;
    const note = copied.customerNote?.trim() ? copied.customerNote : CLONE_EMPTY_NOTE;
    const values = {
      ...copied,
      customerNote: note,
      paymentStatus: DEFAULT_PAYMENT_STATUS,
      finishedDate: this.dueDate(),
    };
    return this.start(user, values, CLONED_ORDER_STATUS, `Cloned from order #${id}.`);
  }

  private start(user: AuthUser, values: NewOrder, status: OrderStatus, note: string | null) {
    return this.repo.transaction(async (tx) => {
      const created = await tx.insertOrder({ ...values, status });
      const order = await tx.updateLiveOrder(created.id, { code: orderCode(created.id) }, null);
      await tx.insertEntry({
        orderId: created.id,
        assignedUser: [values.saleId ?? user.id],
        assignerId: user.id,
        status,
        note,
        deadLine: values.finishedDate,
        accept: null,
        isCurrent: true,
      });
      const row = order ?? created;
      await tx.audit({
        userId: user.id,
        action: 'create',
        resource: 'orders',
        recordId: row.id,
        summary: note ?? `order #${row.id} created`,
        after: auditable(RESOURCES.orders, row),
      });
      return row;
    });
  }
}
