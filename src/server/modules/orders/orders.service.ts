import { createOrderBody, type CreateOrderBody } from '../../../shared/api/endpoints/orders';
import { CLONE_EMPTY_NOTE, ORDER_CREATE_DEADLINE_HOURS } from '../../../shared/domain/constants';
import {
  CLONED_ORDER_STATUS,
  INITIAL_ORDER_STATUS,
  isTerminalStatus,
  type OrderStatus,
} from '../../../shared/domain/orderStatus';
import { DEFAULT_PAYMENT_STATUS } from '../../../shared/domain/payment';
import { hoursAfter } from '../../../shared/domain/time';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/httpErrors';
import { RESOURCES } from '../../../shared/domain/resources';
import { auditable } from '../../db/audit';
import type { ImportedCard, OrderRow, OrderValues, OrdersRepository } from './orders.repository';

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

/** An order brought in from another system (the Trello import). */
export interface ImportedOrder {
  /** Its fields, as POST /orders takes them (`status` aside). */
  readonly input: Omit<CreateOrderBody, 'status'>;
  readonly status: OrderStatus;
  /** Images of its first history entry. */
  readonly products: readonly string[] | null;
  /** Note of its first history entry: where it came from. */
  readonly note: string;
  /** The card it was made from; the order is made only if no other import claimed the card. */
  readonly card: Omit<ImportedCard, 'orderId'>;
}

/** The card was imported before (or by an import running at the same time): no order was made. */
export class AlreadyImportedError extends Error {
  constructor(readonly cardId: string) {
    super(`card ${cardId} was imported before`);
  }
}

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

  /** Refuses references (customer, sale, …) the user cannot reach: POST /orders' check, for callers that check first. */
  assertReferences(user: AuthUser, values: Readonly<Record<string, unknown>>): Promise<void> {
    return this.checkReferences(user, values);
  }

  /** The values of a new order: references checked, requirements sanitised, unpaid and due in 24 h unless told. */
  private async prepare(user: AuthUser, input: Omit<CreateOrderBody, 'status'>): Promise<NewOrder> {
    await this.checkReferences(user, input);
    const { finishedDate, deadline, customerRequirements, ...fields } = input;
    return {
      ...fields,
      deadline: deadline == null ? deadline : new Date(deadline),
      customerRequirements: customerRequirements ? this.sanitizeHtml(customerRequirements) : customerRequirements,
      paymentStatus: fields.paymentStatus ?? DEFAULT_PAYMENT_STATUS,
      finishedDate: finishedDate ? new Date(finishedDate) : this.dueDate(),
    };
  }

  /** POST /orders: starts at the first status, unpaid, due in 24 h unless told, with a code. */
  async create(user: AuthUser, input: CreateOrderBody): Promise<OrderRow> {
    const { status, ...fields } = input;
    return this.start(user, await this.prepare(user, fields), status ?? INITIAL_ORDER_STATUS, null);
  }

  /**
   * An order from another system, by POST /orders' rules (its body's validation, references,
   * sanitised requirements, code, first history entry, audit) at the status given. The card is
   * claimed in the same transaction: when another import holds it, nothing is made and
   * {@link AlreadyImportedError} is thrown.
   */
  async createImported(user: AuthUser, order: ImportedOrder): Promise<OrderRow> {
    const input = createOrderBody.parse(order.input);
    const values = await this.prepare(user, input);
    return this.start(user, values, order.status, order.note, order.products, async (tx, orderId) => {
      if (!(await tx.claimImportedCard({ ...order.card, orderId }))) throw new AlreadyImportedError(order.card.cardId);
    });
  }

  /** The fields an order made from another one copies, with a single space for an empty customer note. */
  private async copyOf(user: AuthUser, id: number) {
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
    return { source, values };
  }

  /** POST /orders/{id}/clone: a new_deal copy, unpaid, with a single space for an empty customer note. */
  async clone(user: AuthUser, id: number): Promise<OrderRow> {
    const { values } = await this.copyOf(user, id);
    return this.start(user, values, CLONED_ORDER_STATUS, `Cloned from order #${id}.`);
  }

  /** POST /orders/{id}/renew ('Re New'): a done or canceled order starts afresh at the first status. */
  async renew(user: AuthUser, id: number): Promise<OrderRow> {
    const { source, values } = await this.copyOf(user, id);
    if (!isTerminalStatus(source.status)) {
      throw conflict(`Only a done or canceled order can be renewed; order #${id} is ${source.status}.`);
    }
    return this.start(user, values, INITIAL_ORDER_STATUS, `Re New of order #${id}.`);
  }

  /**
   * The order and its first history entry, in one transaction. The order's insert locks the
   * kept total of its status (row_counts, shared by every order at that status) until the
   * commit, so as little as possible follows it: the id is drawn first, outside, so that the
   * code goes in with the order, and the entry goes in the same statement.
   */
  private async start(
    user: AuthUser,
    values: NewOrder,
    status: OrderStatus,
    note: string | null,
    products: readonly string[] | null = null,
    alsoDo?: (tx: OrdersRepository, orderId: number) => Promise<void>,
  ) {
    const id = await this.repo.nextOrderId();
    return this.repo.transaction(async (tx) => {
      const row = await tx.insertOrder(
        { ...values, id, code: orderCode(id), status },
        {
          orderId: id,
          assignedUser: [values.saleId ?? user.id],
          assignerId: user.id,
          status,
          note,
          products: products ? [...products] : null,
          deadLine: values.finishedDate,
          accept: null,
          isCurrent: true,
        },
      );
      await alsoDo?.(tx, id);
      await tx.audit({
        userId: user.id,
        action: 'create',
        resource: 'orders',
        recordId: id,
        summary: note ?? `order #${id} created`,
        after: auditable(RESOURCES.orders, row),
      });
      return row;
    });
  }
}
