import { ORDER_CREATE_DEADLINE_HOURS } from '../../../shared/domain/constants';
import { CLONED_ORDER_STATUS, INITIAL_ORDER_STATUS, type OrderStatus } from '../../../shared/domain/orderStatus';
import { DEFAULT_PAYMENT_STATUS } from '../../../shared/domain/payment';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/httpErrors';
import type { Row } from '../../resources/resource.repository';
import { insertEntry } from '../orderHistories/workflow.repository';
import { sanitizeHtml } from './htmlSanitizer';
import { createOrderBody } from './orders.bodies';
import { assertOrderPermission } from './orderAccess';
import { findLiveOrder, insertOrder, updateLiveOrder } from './orders.repository';

const HOUR_MS = 3_600_000;

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
] as const;

const DATETIME_FIELDS = new Set(['finishedDate', 'deadline']);

/** Creating and cloning orders: each starts with its first history entry, in one transaction. */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /orders: starts at the first status, unpaid, due in 24 h unless told, with a code. */
  async create(user: AuthUser, body: unknown): Promise<Row> {
    assertOrderPermission(user, 'create');
    const input = createOrderBody.parse(body ?? undefined) as Record<string, unknown>;
    delete input.status;
    const values = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, DATETIME_FIELDS.has(k) && typeof v === 'string' ? new Date(v) : v]),
    );
    if (typeof values.customerRequirements === 'string') {
      values.customerRequirements = sanitizeHtml(values.customerRequirements);
    }
    values.paymentStatus ??= DEFAULT_PAYMENT_STATUS;
    values.finishedDate ??= new Date(this.now().getTime() + ORDER_CREATE_DEADLINE_HOURS * HOUR_MS);
    return this.start(user, values, INITIAL_ORDER_STATUS, null);
  }

  /** POST /orders/{id}/clone: a new_deal copy, unpaid, with a single space for an empty customer note. */
  async clone(user: AuthUser, id: number): Promise<Row> {
    assertOrderPermission(user, 'clone');
    const source = await findLiveOrder(this.db, id, user.isOutsource ? user.id : undefined);
    if (!source) throw notFound(`orders #${id} was not found.`);
    const values: Record<string, unknown> = Object.fromEntries(CLONED_FIELDS.map((f) => [f, source[f] ?? null]));
    if (typeof values.customerNote !== 'string' || values.customerNote.trim() === '') values.customerNote = ' ';
    values.paymentStatus = DEFAULT_PAYMENT_STATUS;
    values.finishedDate = new Date(this.now().getTime() + ORDER_CREATE_DEADLINE_HOURS * HOUR_MS);
    return this.start(user, values, CLONED_ORDER_STATUS, `Cloned from order #${id}.`);
  }

  private start(user: AuthUser, values: Record<string, unknown>, status: OrderStatus, note: string | null) {
    return this.db.transaction(async (tx) => {
      const created = await insertOrder(tx, { ...values, status });
      const order = await updateLiveOrder(tx, created.id, { code: orderCode(created.id) }, null);
      await insertEntry(tx, {
        orderId: created.id,
        assignedUser: [typeof values.saleId === 'number' ? values.saleId : user.id],
        assignerId: user.id,
        status,
        note,
        deadLine: values.finishedDate,
        accept: null,
        isCurrent: true,
      });
      return order ?? created;
    });
  }
}
