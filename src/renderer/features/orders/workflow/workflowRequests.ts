import { requestOf, type ApiBody } from '../../../../shared/api/apiCaller';
import type { ApiRequest } from '../../../../shared/api/client';
import { withoutEmpty } from '../../../../shared/domain/withoutEmpty';
import type { OrderHistory } from '../history';
import type { OrderStatus } from '../../../../shared/domain/orderStatus';
import type { ActionPanel } from '../../../../shared/domain/workflow/actionPanel';

/** The order as the workflow calls need it. */
export interface StepOrder {
  readonly id: number;
  readonly status: OrderStatus | null;
  readonly designerId: number | null;
}

/** What the user filled in the action panel. */
export interface PanelInput {
  /** Ids picked in the status's assignee picker (designer, leader, guarantee, deliverer). */
  readonly assignees: readonly number[];
  readonly note: string;
  /** Product image URLs (design_in_progress, gua_pd). */
  readonly products: readonly string[];
  /** `datetime-local` text; empty for none. */
  readonly deadLine: string;
  /** On the step to done: was the customer happy? Left out when not said. */
  readonly happy?: boolean;
  /** The open design marks the step resolves (design_in_progress, gua_pd, feedback). */
  readonly resolveMarks?: readonly number[];
}

/** A request ready to send, or the i18n key of why it may not be sent. */
export type StepRequest =
  { readonly ok: true; readonly request: ApiRequest } | { readonly ok: false; readonly error: string };

export const EMPTY_INPUT: PanelInput = { assignees: [], note: '', products: [], deadLine: '' };

const trimmed = (text: string): string | null => (text.trim() ? text.trim() : null);

const isoOf = (local: string): string | null => {
  const date = local ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

/** What the client saw, so a concurrent change is refused with a 409 instead of applied twice. */
function expectations(order: StepOrder, current: OrderHistory | null) {
  return {
    ...(order.status ? { expectedStatus: order.status } : {}),
    ...(current ? { currentHistoryId: current.id } : {}),
  };
}

type StepBody = Omit<NonNullable<ApiBody<'POST /orderHistories'>>, 'orderId'>;

function step(order: StepOrder, current: OrderHistory | null, body: StepBody): StepRequest {
  return {
    ok: true,
    request: requestOf('POST /orderHistories', {
      body: withoutEmpty({ orderId: order.id, ...body, ...expectations(order, current) }),
    }),
  };
}

/**
 * Accept of spec section 4, checked first as the server will: a designer in new_deal and
 * designer_confirm ('orderHistories.error.selectDesigner'), products and a leader in
 * design_in_progress.
 */
export function acceptRequest(
  panel: ActionPanel,
  order: StepOrder,
  current: OrderHistory | null,
  input: PanelInput,
): StepRequest {
  let assignees = [...input.assignees];
  if (panel.needsDesigner && assignees.length === 0) {
    if (panel.status === 'designer_confirm' && order.designerId) assignees = [order.designerId];
    else return { ok: false, error: 'orderHistories.error.selectDesigner' };
  }
  if ((panel.needsProducts && input.products.length === 0) || (panel.needsLeader && assignees.length === 0)) {
    return { ok: false, error: 'workflow.productsRequired' };
  }
  return step(order, current, {
    action: 'accept',
    assignedUser: assignees,
    note: trimmed(input.note),
    products: panel.offersProductUpload ? [...input.products] : [],
    deadLine: isoOf(input.deadLine),
    ...(panel.acceptTarget === 'done' && input.happy !== undefined ? { happy: input.happy } : {}),
    ...(resolvesMarks(panel) && input.resolveMarks?.length ? { resolveMarks: [...input.resolveMarks] } : {}),
  });
}

/**
 * The steps whose form lists the open design marks for the new version to resolve: those that
 * upload one (design_in_progress, gua_pd). Feedback only hands the order on, so the customer's
 * marks stay open until the version that answers them.
 */
export function resolvesMarks(panel: ActionPanel): boolean {
  return panel.offersProductUpload;
}

/**
 * Reject with its reason. At verified a mark on the design may stand for it (spec section 5's
 * reason rule, issue 38): `marksMade` is how many marks were made during the step.
 * In designer_confirm a newly picked designer means 'select another
 * designer' (the step stays); otherwise the order goes to the reject target.
 */
export function rejectRequest(
  panel: ActionPanel,
  order: StepOrder,
  current: OrderHistory | null,
  input: PanelInput,
  reason: string,
  marksMade = 0,
): StepRequest {
  const report = trimmed(reason);
  if (!report && !(panel.status === 'verified' && marksMade > 0))
    return { ok: false, error: 'workflow.reasonRequired' };
  const previous = current?.assignedUser ?? [];
  const another =
    panel.status === 'designer_confirm' ? input.assignees.filter((id) => !previous.includes(id)).slice(0, 1) : [];
  return step(order, current, {
    action: 'reject',
    report,
    note: report,
    assignedUser: another,
    deadLine: isoOf(input.deadLine),
  });
}

/** Re-Open of a done or canceled order, with its required reason. */
export function reopenRequest(order: StepOrder, current: OrderHistory | null, reason: string): StepRequest {
  const note = trimmed(reason);
  if (!note) return { ok: false, error: 'workflow.reasonRequired' };
  return {
    ok: true,
    request: requestOf('POST /orders/:id/reopen', {
      params: { id: order.id },
      body: { note, ...expectations(order, current) },
    }),
  };
}

/** A new note on the current entry (`PUT /orderHistories/{id}` without an answer); required. */
export function noteRequest(order: StepOrder, current: OrderHistory, text: string): StepRequest {
  const note = trimmed(text);
  if (!note) return { ok: false, error: 'form.required' };
  return {
    ok: true,
    request: requestOf('PUT /orderHistories/:id', {
      params: { id: current.id },
      body: { note, ...expectations(order, current) },
    }),
  };
}

/** What the force-update dialog holds. */
export interface ForceInput extends PanelInput {
  readonly status: OrderStatus | '';
  /** At verified: the customer upload link and the product links. */
  readonly infoOrderLink: string;
  readonly linkDesigner: readonly string[];
}

/** Force update to any status (orderFlow forceCreateOne), links only at verified. */
export function forceRequest(order: StepOrder, current: OrderHistory | null, input: ForceInput): StepRequest {
  if (!input.status) return { ok: false, error: 'form.requiredSelect' };
  const verified = input.status === 'verified';
  return {
    ok: true,
    request: requestOf('POST /orderHistories/force', {
      body: withoutEmpty({
        orderId: order.id,
        status: input.status,
        assignedUser: [...input.assignees],
        note: trimmed(input.note),
        deadLine: isoOf(input.deadLine),
        products: verified ? [...input.products] : [],
        infoOrderLink: verified ? trimmed(input.infoOrderLink) : null,
        linkDesigner: verified ? [...input.linkDesigner] : [],
        ...expectations(order, current),
      }),
    }),
  };
}
