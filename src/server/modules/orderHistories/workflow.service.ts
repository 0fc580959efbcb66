import { DESIGN_REVIEW_RESOURCES } from '../../../shared/domain/designReview';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import {
  decideTransition,
  mayMoveOrder,
  stepForStatus,
  STALE_ORDER_MESSAGE,
  WORKFLOW_MESSAGES,
  type Assignee,
  type WorkflowAction,
  type WorkflowEffects,
  type WorkflowEntry,
  type WorkflowInput,
  type WorkflowResult,
  type StepAction,
} from '../../../shared/domain/workflow/index';
import { INITIAL_ORDER_STATUS } from '../../../shared/domain/orderStatus';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, HttpError, invalidFields, notFound } from '../../plugins/httpErrors';
import type { OrderRow, OrderValues } from '../orders/orders.repository';
import type { EntryRecord, EntryRow, LockedOrder, WorkflowRepository } from './workflow.repository';

/** What the client saw; any mismatch means someone else moved the order meanwhile (409). */
export interface Expectations {
  readonly expectedStatus?: OrderStatus;
  readonly currentHistoryId?: number;
  readonly updatedAt?: string;
  /** The status the client expects the new entry to have. */
  readonly targetStatus?: OrderStatus;
}

/**
 * A workflow step as the routes pass it: the raw assignee ids, the rest as the workflow takes
 * it. `byStatus` lets the target status say which step it is (spec section 7's body).
 */
export interface StepRequest {
  readonly orderId: number;
  readonly action: WorkflowAction | 'byStatus';
  readonly input: Omit<WorkflowInput, 'assignees' | 'stepMarks'> & { readonly assignedUser?: readonly number[] };
  readonly expect: Expectations;
  /** Design review: open marks of the order the step resolves (the designer's next version answers them). */
  readonly resolveMarks?: readonly number[];
}

/** The new history entry, with the order as it is now. */
export type StepResult = EntryRecord & { order: OrderRow };

const STATUS_BY_CODE: Readonly<Record<string, number>> = { 'orderHistories.error.unAuth': 403 };

function refusal(result: Extract<WorkflowResult, { ok: false }>): HttpError {
  return new HttpError(STATUS_BY_CODE[result.code] ?? 400, result.message, { code: result.code });
}

const toEntry = (row: EntryRow | null): WorkflowEntry | null =>
  row && { status: row.status, assignedUser: row.assignedUser ?? [], accept: row.accept, note: row.note };

/** What a step must say it saw, so that two people acting at once cannot both move the order. */
export const GUARD_REQUIRED = 'Send expectedStatus (the status you saw) or currentHistoryId (the entry you saw).';

function assertFresh(order: LockedOrder, current: EntryRow | null, expect: Expectations): void {
  if (expect.expectedStatus === undefined && expect.currentHistoryId === undefined && expect.updatedAt === undefined) {
    throw invalidFields(GUARD_REQUIRED, [{ path: 'expectedStatus', message: 'The field is required' }]);
  }
  const stale =
    (expect.expectedStatus !== undefined && expect.expectedStatus !== (order.status ?? INITIAL_ORDER_STATUS)) ||
    (expect.currentHistoryId !== undefined && expect.currentHistoryId !== current?.id) ||
    (expect.updatedAt !== undefined && new Date(expect.updatedAt).getTime() !== order.updatedAt.getTime());
  if (stale) throw conflict(STALE_ORDER_MESSAGE, { code: 'stale' });
}

/** The step a target status asks for; a 400 when the body names neither a step nor a next status. */
function actionFor(order: LockedOrder, target: OrderStatus | undefined): StepAction {
  const current = order.status ?? INITIAL_ORDER_STATUS;
  if (!target)
    throw invalidFields('Send the status the order should move to.', [
      { path: 'status', message: 'The field is required' },
    ]);
  const step = stepForStatus(current, target);
  if (!step) {
    throw invalidFields(`status: ${target} is not a next step of an order in ${current}.`, [
      { path: 'status', message: 'The field is error format.' },
    ]);
  }
  return step;
}

async function resolveAssignees(tx: WorkflowRepository, ids: readonly number[]): Promise<Assignee[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await tx.findUserRoles(unique)).filter((u) => !u.isDelete).map((u) => [u.id, u]));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const message = `assignedUser: there is no active user #${missing.join(', #')}.`;
    throw invalidFields(message, [{ path: 'assignedUser', message: 'The field is error format.' }]);
  }
  return unique.map((id) => ({ id, roleId: found.get(id)!.roleId }));
}

function orderColumns(changes: WorkflowEffects['order']): Partial<OrderValues> {
  const { deadline, linkDesigner, ...rest } = changes;
  return {
    ...rest,
    ...(deadline ? { deadline: new Date(deadline) } : {}),
    ...(linkDesigner ? { linkDesigner: [...linkDesigner] } : {}),
  };
}

/**
 * The images of an entry its step accepted (a design verified, a guarantee fix verified) become
 * products of the library: one per image, of the order's product types, made by whoever
 * uploaded them, so the order page's old products and `GET /products/me` show real work.
 */
async function addAcceptedProducts(
  tx: WorkflowRepository,
  order: LockedOrder,
  accepted: EntryRow | null,
): Promise<number[]> {
  const images = accepted?.products ?? [];
  if (images.length === 0) return [];
  const name = order.name?.trim() || `Order #${order.id}`;
  return tx.insertProducts(
    images.map((image, index) => ({
      name: images.length > 1 ? `${name} (${index + 1})` : name,
      productCatalogIds: order.productCatalogIds ?? [],
      productImages: [image],
      creatorId: accepted?.assignerId ?? null,
      orderId: order.id,
    })),
  );
}

/**
 * Resolves the design marks a step names (the designer's next version answers them): each must
 * be a mark of this order (400 otherwise); those already resolved stay as they are.
 */
async function resolveMarks(tx: WorkflowRepository, user: AuthUser, orderId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const marks = await tx.marksAmong(orderId, unique);
  const missing = unique.filter((id) => !marks.some((mark) => mark.id === id));
  if (missing.length > 0) {
    const message = `resolveMarks: this order has no mark #${missing.join(', #')}.`;
    throw invalidFields(message, [{ path: 'resolveMarks', message: 'The field is error format.' }]);
  }
  const open = marks.filter((mark) => mark.status === 'open').map((mark) => mark.id);
  await tx.resolveMarks(open, user.id, new Date());
  for (const id of open) {
    await tx.audit({
      userId: user.id,
      action: 'update',
      resource: DESIGN_REVIEW_RESOURCES.marks,
      recordId: id,
      before: { orderId, status: 'open' },
      after: { orderId, status: 'resolved' },
    });
  }
}

/**
 * Applies the order workflow (shared/domain/workflow) in one transaction per step: the order
 * row is locked, the client's view checked, the step decided, the current entry closed, the
 * new one added and the order's status, assignees and updatedAt kept in step.
 */
export class WorkflowService {
  constructor(private readonly repo: WorkflowRepository) {}

  step(user: AuthUser, request: StepRequest): Promise<StepResult> {
    return this.repo.transaction(async (tx) => {
      const order = await this.lock(tx, request.orderId);
      const [current = null, previous = null] = await tx.latestEntries(order.id);
      assertFresh(order, current, request.expect);
      const action = request.action === 'byStatus' ? actionFor(order, request.expect.targetStatus) : request.action;
      const { assignedUser, ...input } = request.input;
      // A reject at verified may give the marks made during the step as its reason.
      const stepMarks = action === 'reject' && current ? await tx.countStepMarks(current.id) : 0;
      const result = decideTransition({
        order: { status: order.status, designerId: order.designerId, customerId: order.customerId },
        current: toEntry(current),
        previous: toEntry(previous),
        actor: user,
        action,
        input: { ...input, stepMarks, assignees: await resolveAssignees(tx, assignedUser ?? []) },
      });
      if (!result.ok) throw refusal(result);
      const target = request.expect.targetStatus;
      if (target && action !== 'force' && target !== result.effects.newEntry.status) {
        throw conflict(STALE_ORDER_MESSAGE, { code: 'stale' });
      }
      await resolveMarks(tx, user, order.id, request.resolveMarks ?? []);
      return this.apply(tx, user, order, current, result.effects);
    });
  }

  /** PUT /orderHistories/{id}: `accept` answers the current entry; without it, edits its note or report. */
  async answer(
    user: AuthUser,
    entryId: number,
    request: Omit<StepRequest, 'orderId' | 'action'> & { accept?: boolean },
  ) {
    const entry = await this.repo.findEntry(entryId);
    if (!entry) throw notFound(`orderHistories #${entryId} was not found.`);
    const expect = { ...request.expect, currentHistoryId: entryId };
    if (request.accept !== undefined) {
      const action = request.accept ? 'accept' : 'reject';
      const { input, resolveMarks } = request;
      return this.step(user, { orderId: entry.orderId, action, input, expect, resolveMarks });
    }
    return this.repo.transaction(async (tx) => {
      const order = await this.lock(tx, entry.orderId);
      const [current = null] = await tx.latestEntries(order.id);
      assertFresh(order, current, expect);
      const status = order.status ?? entry.status;
      if (!mayMoveOrder(status, order, toEntry(current), user)) {
        throw refusal({
          ok: false,
          code: 'orderHistories.error.unAuth',
          message: WORKFLOW_MESSAGES['orderHistories.error.unAuth'],
        });
      }
      const { note, report } = request.input;
      if (note === undefined && report === undefined) throw badRequest('Send accept, note or report.');
      const updated = await tx.updateEntry(entryId, {
        ...(note !== undefined ? { note } : {}),
        ...(report !== undefined ? { report } : {}),
      });
      if (!updated) throw notFound(`orderHistories #${entryId} was not found.`);
      return updated;
    });
  }

  private async lock(tx: WorkflowRepository, orderId: number): Promise<LockedOrder> {
    const order = await tx.lockOrder(orderId);
    if (!order || order.isDelete) throw notFound(`orders #${orderId} was not found.`);
    return order;
  }

  /**
   * Writes the step. The order's own row goes last: changing its status moves it between the
   * kept totals per status (row_counts), whose rows every order at those statuses shares and
   * which stay locked until the commit; written last, nothing but the commit follows.
   */
  private async apply(
    tx: WorkflowRepository,
    user: AuthUser,
    order: LockedOrder,
    current: EntryRow | null,
    effects: WorkflowEffects,
  ): Promise<StepResult> {
    const orderId = order.id;
    if (current && effects.closeCurrent)
      await tx.updateEntry(current.id, { isCurrent: false, ...effects.closeCurrent });
    const productIds = effects.closeCurrent?.accept === true ? await addAcceptedProducts(tx, order, current) : [];
    const { newEntry } = effects;
    const entry = await tx.insertEntry({
      orderId,
      assignedUser: [...newEntry.assignedUser],
      assignerId: user.id,
      status: newEntry.status,
      note: newEntry.note,
      deadLine: newEntry.deadLine ? new Date(newEntry.deadLine) : null,
      products: newEntry.products ? [...newEntry.products] : null,
      accept: null,
      isCurrent: true,
    });
    await tx.audit({
      userId: user.id,
      action: 'workflow',
      resource: 'orders',
      recordId: orderId,
      summary: `order #${orderId}: ${current?.status ?? 'new'} → ${newEntry.status}`,
      before: { status: current?.status ?? null, entry: current?.id ?? null },
      after: {
        status: newEntry.status,
        entry: entry.id,
        assignedUser: [...newEntry.assignedUser],
        ...(productIds.length > 0 ? { products: productIds } : {}),
      },
    });
    const columns = orderColumns(effects.order);
    const productsId = productIds.length > 0 ? { productsId: [...(order.productsId ?? []), ...productIds] } : {};
    return { ...entry, order: await tx.updateOrder(orderId, { ...columns, ...productsId }) };
  }
}
