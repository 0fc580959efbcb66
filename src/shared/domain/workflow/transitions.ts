import {
  DESIGNER_ASSIGN_STATUSES,
  forceTargets,
  INITIAL_ORDER_STATUS,
  ORDER_STATUS_TABLE,
  REJECT_WITHOUT_HISTORY_STATUS,
  type OrderStatus,
} from '../orderStatus';
import { ORDER_SLOT_BY_ROLE } from '../roles';
import { LEADER_ROLE_IDS, mayAssignDesigner, mayForce, mayMoveOrder } from './actors';
import { WORKFLOW_MESSAGES } from './messages';
import type { Assignee, EntryClose, OrderChanges, WorkflowContext, WorkflowErrorCode, WorkflowResult } from './types';

/** Order fields the workflow keeps in step with who is assigned. */
const TRACKED_SLOTS = ['designerId', 'qualityAssuranceId', 'deliverId', 'guaId'] as const;
type Slot = (typeof TRACKED_SLOTS)[number];

const fail = (code: WorkflowErrorCode): WorkflowResult => ({ ok: false, code, message: WORKFLOW_MESSAGES[code] });

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

const slotOf = (assignee: Assignee): Slot | undefined => {
  const slot = assignee.roleId === null ? undefined : ORDER_SLOT_BY_ROLE[assignee.roleId];
  return TRACKED_SLOTS.find((s) => s === slot);
};

/** The first assignee of each tracked role fills that order field. */
function slotsOf(assignees: readonly Assignee[]): Partial<Record<Slot, number>> {
  const slots: Partial<Record<Slot, number>> = {};
  for (const assignee of assignees) {
    const slot = slotOf(assignee);
    if (slot && slots[slot] === undefined) slots[slot] = assignee.id;
  }
  return slots;
}

const statusOf = (ctx: WorkflowContext): OrderStatus => ctx.order.status ?? ctx.current?.status ?? INITIAL_ORDER_STATUS;
const assigneesOf = (ctx: WorkflowContext): readonly Assignee[] => ctx.input.assignees ?? [];
const idsOf = (ctx: WorkflowContext): number[] => assigneesOf(ctx).map((a) => a.id);
const designersOf = (ctx: WorkflowContext) => assigneesOf(ctx).filter((a) => slotOf(a) === 'designerId');
const reasonOf = (ctx: WorkflowContext) => text(ctx.input.report) ?? text(ctx.input.note);

/** The reason a reject at verified may give instead of a note: the marks the leader left on the design. */
export const marksReason = (count: number): string => `${count} mark${count === 1 ? '' : 's'} on the design`;

/** A reject's reason: a note or report, or at verified the marks made during the step (spec section 5, issue 38). */
function rejectReasonOf(ctx: WorkflowContext, status: OrderStatus): string | null {
  const marks = ctx.input.stepMarks ?? 0;
  return reasonOf(ctx) ?? (status === 'verified' && marks > 0 ? marksReason(marks) : null);
}

interface Move {
  readonly close: EntryClose;
  readonly assignedUser: readonly number[];
  readonly note: string | null;
  readonly order?: Omit<OrderChanges, 'status'>;
}

/** Effects of moving to `target`: close the current entry, add the new one, update the order. */
function moveTo(ctx: WorkflowContext, target: OrderStatus, move: Move): WorkflowResult {
  const deadLine = ctx.input.deadLine ?? null;
  const products = ctx.input.products?.length ? [...ctx.input.products] : null;
  return {
    ok: true,
    effects: {
      closeCurrent: ctx.current ? move.close : null,
      newEntry: { status: target, assignedUser: [...new Set(move.assignedUser)], note: move.note, deadLine, products },
      order: {
        status: target,
        ...slotsOf(assigneesOf(ctx)),
        ...(deadLine ? { deadline: deadLine } : {}),
        // Only the step that makes the order done says whether the customer was happy.
        ...(target === 'done' && ctx.input.happy !== undefined ? { happy: ctx.input.happy } : {}),
        ...move.order,
      },
    },
  };
}

/** Who works on design_in_progress when nobody is named: the order's designer. */
const designerTeam = (ctx: WorkflowContext): number[] => (ctx.order.designerId ? [ctx.order.designerId] : []);

function accept(ctx: WorkflowContext): WorkflowResult {
  const status = statusOf(ctx);
  if (!mayMoveOrder(status, ctx.order, ctx.current, ctx.actor)) return fail('orderHistories.error.unAuth');
  const def = ORDER_STATUS_TABLE[status];
  if (!def.accept) return fail('invalidTransition');
  const ids = idsOf(ctx);
  const note = text(ctx.input.note);
  const close: EntryClose = { accept: true };
  switch (status) {
    case 'new_deal': {
      const designers = designersOf(ctx);
      if (designers.length === 0) return fail('orderHistories.error.selectDesigner');
      return moveTo(ctx, def.accept, { close, assignedUser: designers.map((d) => d.id), note });
    }
    case 'designer_confirm': {
      const designer = designersOf(ctx)[0]?.id ?? ctx.order.designerId;
      if (!designer) return fail('orderHistories.error.selectDesigner');
      return moveTo(ctx, def.accept, { close, assignedUser: [designer], note, order: { designerId: designer } });
    }
    case 'design_in_progress': {
      const hasLeader = assigneesOf(ctx).some((a) => a.roleId !== null && LEADER_ROLE_IDS.includes(a.roleId));
      if (!ctx.input.products?.length || !hasLeader) return fail('productsRequired');
      return moveTo(ctx, def.accept, { close, assignedUser: ids, note });
    }
    case 'waiting_approved':
      return moveTo(ctx, def.accept, { close, assignedUser: ids, note: text(ctx.current?.note) ?? note });
    case 'feedback':
      return ids.length > 0 && def.extraAccept
        ? moveTo(ctx, def.extraAccept, { close, assignedUser: ids, note })
        : moveTo(ctx, def.accept, { close, assignedUser: designerTeam(ctx), note });
    default:
      return moveTo(ctx, def.accept, { close, assignedUser: ids, note });
  }
}

function reject(ctx: WorkflowContext): WorkflowResult {
  const status = statusOf(ctx);
  if (!mayMoveOrder(status, ctx.order, ctx.current, ctx.actor)) return fail('orderHistories.error.unAuth');
  const reason = rejectReasonOf(ctx, status);
  if (!reason) return fail('reasonRequired');
  const note = text(ctx.input.note) ?? reason;
  const close: EntryClose = { accept: false, report: reason };
  if (!ctx.current) return moveTo(ctx, REJECT_WITHOUT_HISTORY_STATUS, { close, assignedUser: idsOf(ctx), note });
  const def = ORDER_STATUS_TABLE[status];
  if (def.terminal || !def.reject) return fail('invalidTransition');
  const another = designersOf(ctx)[0];
  if (status === 'designer_confirm' && another) {
    // 'Select another designer': the step stays, with the new designer.
    return moveTo(ctx, status, { close, assignedUser: [another.id], note });
  }
  const target = def.reject;
  if (target === 'design_in_progress') return moveTo(ctx, target, { close, assignedUser: designerTeam(ctx), note });
  const order = target === 'new_deal' ? { designerId: null } : undefined;
  return moveTo(ctx, target, { close, assignedUser: idsOf(ctx), note, order });
}

function reopen(ctx: WorkflowContext): WorkflowResult {
  const status = statusOf(ctx);
  if (status !== 'done' && status !== 'canceled') return fail('invalidTransition');
  if (!mayMoveOrder(status, ctx.order, ctx.current, ctx.actor)) return fail('orderHistories.error.unAuth');
  const reason = reasonOf(ctx);
  if (!reason) return fail('reasonRequired');
  const close: EntryClose = { accept: false, report: reason };
  if (status === 'done') {
    return moveTo(ctx, ORDER_STATUS_TABLE.done.reject ?? 'feedback', { close, assignedUser: idsOf(ctx), note: reason });
  }
  const previous = ctx.previous && !ORDER_STATUS_TABLE[ctx.previous.status].terminal ? ctx.previous : null;
  return moveTo(ctx, previous?.status ?? INITIAL_ORDER_STATUS, {
    close,
    assignedUser: previous?.assignedUser ?? idsOf(ctx),
    note: reason,
  });
}

function force(ctx: WorkflowContext): WorkflowResult {
  if (!mayForce(ctx.order, ctx.current, ctx.actor)) return fail('orderHistories.error.unAuth');
  const target = ctx.input.status;
  if (!target || !forceTargets(statusOf(ctx)).includes(target)) return fail('invalidTransition');
  const links =
    target === 'verified'
      ? {
          ...(ctx.input.infoOrderLink !== undefined ? { infoOrderLink: text(ctx.input.infoOrderLink) } : {}),
          ...(ctx.input.linkDesigner?.length ? { linkDesigner: [...ctx.input.linkDesigner] } : {}),
        }
      : {};
  return moveTo(ctx, target, { close: {}, assignedUser: idsOf(ctx), note: text(ctx.input.note), order: links });
}

function assignDesigner(ctx: WorkflowContext): WorkflowResult {
  const status = statusOf(ctx);
  if (!DESIGNER_ASSIGN_STATUSES.includes(status)) return fail('invalidTransition');
  if (!mayAssignDesigner(ctx.order, ctx.current, ctx.actor)) return fail('orderHistories.error.unAuth');
  const designers = designersOf(ctx);
  if (designers.length === 0) return fail('orderHistories.error.selectDesigner');
  const reason = reasonOf(ctx);
  const close: EntryClose =
    status === 'new_deal' ? { accept: true } : { accept: false, ...(reason ? { report: reason } : {}) };
  return moveTo(ctx, 'designer_confirm', {
    close,
    assignedUser: designers.map((d) => d.id),
    note: text(ctx.input.note),
  });
}

/**
 * The order workflow of spec section 4 as one pure function: given the order, its current
 * and previous history entries, the acting user, the action and its input, either what to
 * change (close the current entry, add a new one, update the order) or why it is refused.
 * The server applies the effects in one transaction; the renderer calls it to decide what
 * to offer.
 */
export function decideTransition(ctx: WorkflowContext): WorkflowResult {
  switch (ctx.action) {
    case 'accept':
      return accept(ctx);
    case 'reject':
      return reject(ctx);
    case 'reopen':
      return reopen(ctx);
    case 'force':
      return force(ctx);
    case 'assignDesigner':
      return assignDesigner(ctx);
  }
}
