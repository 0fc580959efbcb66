import type { OrderStatus } from '../orderStatus';
import type { Principal } from '../permissions';

/** What a user does to an order's workflow (spec section 4). */
export type WorkflowAction = 'accept' | 'reject' | 'reopen' | 'force' | 'assignDesigner';

export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = ['accept', 'reject', 'reopen', 'force', 'assignDesigner'];

/** The order fields the workflow reads. */
export interface WorkflowOrder {
  readonly status: OrderStatus | null;
  readonly designerId: number | null;
  /** The order's customer; a customer-role actor acts only on its own customer's orders. */
  readonly customerId?: number | null;
}

/** A history entry as the workflow reads it. */
export interface WorkflowEntry {
  readonly status: OrderStatus;
  readonly assignedUser: readonly number[];
  /** null while waiting, true accepted, false rejected. */
  readonly accept: boolean | null;
  readonly note: string | null;
}

/** The acting user: a permission principal and their role. */
export interface WorkflowActor extends Principal {
  readonly roleId: number | null;
  /** The customer record a customer-role user stands for (users.customerId). */
  readonly customerId?: number | null;
}

/** A user the action assigns, with the role that decides which order slot they fill. */
export interface Assignee {
  readonly id: number;
  readonly roleId: number | null;
}

/** What the user sent with the action. */
export interface WorkflowInput {
  /** The users of `assignedUser`, resolved with their roles. */
  readonly assignees?: readonly Assignee[];
  readonly note?: string | null;
  /** Why the step is rejected; reject and reopen also take it from `note`. */
  readonly report?: string | null;
  /** URLs of uploaded product images. */
  readonly products?: readonly string[] | null;
  /** ISO 8601 instant. */
  readonly deadLine?: string | null;
  /** Target of a force update. */
  readonly status?: OrderStatus;
  /** Force update at verified: the customer upload link. */
  readonly infoOrderLink?: string | null;
  /** Force update at verified: the product links. */
  readonly linkDesigner?: readonly string[];
  /** The step that makes the order done: was the customer happy (the done view's smile or frown)? */
  readonly happy?: boolean | null;
  /**
   * How many design marks were made during the current step (design review): a reject at
   * `verified` may give them as its reason instead of a note.
   */
  readonly stepMarks?: number;
}

export interface WorkflowContext {
  readonly order: WorkflowOrder;
  /** The current history entry, null when the order has none. */
  readonly current: WorkflowEntry | null;
  /** The entry before the current one (reopen from canceled copies it). */
  readonly previous: WorkflowEntry | null;
  readonly actor: WorkflowActor;
  readonly action: WorkflowAction;
  readonly input: WorkflowInput;
}

/** How the current entry is closed before the new one is added. */
export interface EntryClose {
  /** Unchanged when undefined (a force update leaves the answer as it was). */
  readonly accept?: boolean;
  readonly note?: string;
  readonly report?: string;
}

/** The history entry to add; it becomes the current one. */
export interface NewEntry {
  readonly status: OrderStatus;
  readonly assignedUser: readonly number[];
  readonly note: string | null;
  readonly deadLine: string | null;
  readonly products: readonly string[] | null;
}

/** The order fields to change with the new entry. */
export interface OrderChanges {
  readonly status: OrderStatus;
  readonly designerId?: number | null;
  readonly qualityAssuranceId?: number;
  readonly deliverId?: number;
  readonly guaId?: number;
  readonly deadline?: string;
  readonly infoOrderLink?: string | null;
  readonly linkDesigner?: readonly string[];
  readonly happy?: boolean | null;
}

export interface WorkflowEffects {
  /** null when there is no current entry to close. */
  readonly closeCurrent: EntryClose | null;
  readonly newEntry: NewEntry;
  readonly order: OrderChanges;
}

export type WorkflowErrorCode =
  | 'orderHistories.error.unAuth'
  | 'orderHistories.error.selectDesigner'
  | 'productsRequired'
  | 'reasonRequired'
  | 'invalidTransition';

export type WorkflowResult =
  | { readonly ok: true; readonly effects: WorkflowEffects }
  | { readonly ok: false; readonly code: WorkflowErrorCode; readonly message: string };
