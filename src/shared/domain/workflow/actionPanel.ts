import { DESIGNER_ASSIGN_STATUSES, ORDER_STATUS_TABLE, type AssignResource, type OrderStatus } from '../orderStatus';

/** What the action panel of a status shows (spec section 4, "Action panel per status"). */
export interface ActionPanel {
  readonly status: OrderStatus;
  /** Where accept leads; null when the status has no accept button. */
  readonly acceptTarget: OrderStatus | null;
  /** Where accept leads when users are assigned (feedback → gua_pd). */
  readonly extraAcceptTarget: OrderStatus | null;
  /** Where reject leads; null when the status has no reject button. */
  readonly rejectTarget: OrderStatus | null;
  /** Resource the assignee picker lists, if the status has one. */
  readonly assignResource: AssignResource | null;
  /** A designer must be picked (new_deal, designer_confirm). */
  readonly needsDesigner: boolean;
  /** The recommend-designer helper is offered (with orders.recommendDesigner). */
  readonly offersRecommendDesigner: boolean;
  /** Product images may be uploaded (design_in_progress, gua_pd). */
  readonly offersProductUpload: boolean;
  /** Accept needs products uploaded (design_in_progress). */
  readonly needsProducts: boolean;
  /** Accept needs a leader (LS or CPO) assigned (design_in_progress). */
  readonly needsLeader: boolean;
  /** Rejecting asks for a reason; always true where reject exists. */
  readonly rejectNeedsReason: boolean;
  /** Re-Open with a reason is offered (done, canceled). */
  readonly canReopen: boolean;
  /** Accept reuses the current entry's note (waiting_approved). */
  readonly reusesPreviousNote: boolean;
  /** Rejecting leads to feedback, which offers 'orders.makeToMistake'. */
  readonly offersMakeToMistake: boolean;
  /** The step's extra form, if any. */
  readonly form: 'designer' | 'products' | 'feedback' | 'none';
}

const FORMS: Partial<Record<OrderStatus, ActionPanel['form']>> = {
  new_deal: 'designer',
  designer_confirm: 'designer',
  design_in_progress: 'products',
  gua_pd: 'products',
  feedback: 'feedback',
};

/** The action panel of an order in `status`. */
export function actionPanelFor(status: OrderStatus): ActionPanel {
  const def = ORDER_STATUS_TABLE[status];
  const acceptTarget = def.accept;
  const rejectTarget = def.terminal ? null : def.reject;
  return {
    status,
    acceptTarget,
    extraAcceptTarget: def.extraAccept ?? null,
    rejectTarget,
    assignResource: def.assignResource ?? null,
    needsDesigner: DESIGNER_ASSIGN_STATUSES.includes(status),
    offersRecommendDesigner: status === 'new_deal',
    offersProductUpload: status === 'design_in_progress' || status === 'gua_pd',
    needsProducts: status === 'design_in_progress',
    needsLeader: status === 'design_in_progress',
    rejectNeedsReason: rejectTarget !== null,
    canReopen: def.terminal === true,
    reusesPreviousNote: status === 'waiting_approved',
    offersMakeToMistake: rejectTarget === 'feedback',
    form: FORMS[status] ?? 'none',
  };
}
