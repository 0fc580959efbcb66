/**
 * The order workflow table of spec section 4: every status with its rank, where accept and
 * reject lead, its label and colour, whether outsourced users see it, which resource its
 * assignee is picked from, and the statuses a force update may set from it.
 */
export const ORDER_STATUSES = [
  'pre_order',
  'new_deal',
  'designer_confirm',
  'design_in_progress',
  'verified',
  'delivery',
  'waiting_approved',
  'feedback',
  'waiting_for_file',
  'done',
  'canceled',
  'gua_pd',
  'payment_progress',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Resource an assignee of a status is picked from. */
export type AssignResource = 'designers' | 'delivers' | 'guarantees' | 'leaders';

export interface OrderStatusDef {
  readonly status: OrderStatus;
  readonly rank: number;
  /** Where accept leads; null for terminal statuses. */
  readonly accept: OrderStatus | null;
  /** Where accept leads instead when users are assigned (feedback → gua_pd). */
  readonly extraAccept?: OrderStatus;
  /** Where reject leads; null when nothing follows. */
  readonly reject: OrderStatus | null;
  /** English label; the renderer translates `orderStatus.{status}`. */
  readonly label: string;
  /** Blueprint-friendly hex colour of the status tag. */
  readonly color: string;
  readonly visibleToOutsource: boolean;
  readonly assignResource?: AssignResource;
  readonly terminal?: boolean;
}

const table: readonly OrderStatusDef[] = [
  {
    status: 'pre_order',
    rank: 0,
    accept: 'new_deal',
    reject: 'canceled',
    label: 'Pre-order',
    color: '#8F99A8',
    visibleToOutsource: false,
  },
  {
    status: 'new_deal',
    rank: 0,
    accept: 'designer_confirm',
    reject: 'canceled',
    label: 'New deal',
    color: '#2D72D2',
    visibleToOutsource: true,
    assignResource: 'designers',
  },
  {
    status: 'designer_confirm',
    rank: 1,
    accept: 'design_in_progress',
    reject: 'new_deal',
    label: 'Designer confirm',
    color: '#7961DB',
    visibleToOutsource: true,
    assignResource: 'designers',
  },
  {
    status: 'design_in_progress',
    rank: 2,
    accept: 'verified',
    reject: 'new_deal',
    label: 'Design in progress',
    color: '#C87619',
    visibleToOutsource: true,
    assignResource: 'leaders',
  },
  {
    status: 'verified',
    rank: 3,
    accept: 'delivery',
    reject: 'design_in_progress',
    label: 'Verify Product',
    color: '#147EB3',
    visibleToOutsource: true,
    assignResource: 'delivers',
  },
  {
    status: 'delivery',
    rank: 4,
    accept: 'waiting_approved',
    reject: 'feedback',
    label: 'Delivery',
    color: '#00A396',
    visibleToOutsource: false,
  },
  {
    status: 'waiting_approved',
    rank: 5,
    accept: 'done',
    reject: 'feedback',
    label: 'Waiting customer approved',
    color: '#D1980B',
    visibleToOutsource: false,
  },
  {
    status: 'feedback',
    rank: 6,
    accept: 'design_in_progress',
    extraAccept: 'gua_pd',
    reject: 'canceled',
    label: 'Feedback & Update',
    color: '#CD4246',
    visibleToOutsource: true,
    assignResource: 'guarantees',
  },
  {
    status: 'waiting_for_file',
    rank: 7,
    accept: 'done',
    reject: 'feedback',
    label: 'Waiting for file',
    color: '#935610',
    visibleToOutsource: false,
  },
  {
    status: 'done',
    rank: 8,
    accept: null,
    reject: 'feedback',
    label: 'Done',
    color: '#238551',
    visibleToOutsource: true,
    terminal: true,
  },
  {
    status: 'canceled',
    rank: 9,
    accept: null,
    reject: null,
    label: 'Canceled',
    color: '#5F6B7C',
    visibleToOutsource: false,
    terminal: true,
  },
  {
    status: 'gua_pd',
    rank: 10,
    accept: 'verified',
    reject: 'feedback',
    label: 'Guarantee Product',
    color: '#D33D17',
    visibleToOutsource: true,
    assignResource: 'guarantees',
  },
  {
    status: 'payment_progress',
    rank: 11,
    accept: 'done',
    reject: 'feedback',
    label: 'Payment progress',
    color: '#634DBF',
    visibleToOutsource: false,
  },
];

export const ORDER_STATUS_TABLE: Readonly<Record<OrderStatus, OrderStatusDef>> = Object.fromEntries(
  table.map((d) => [d.status, d]),
) as Record<OrderStatus, OrderStatusDef>;

/** Statuses an outsourced designer sees orders and history entries in. */
export const OUTSOURCE_VISIBLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => ORDER_STATUS_TABLE[s].visibleToOutsource,
);

/** The statuses an order passes through when every step is accepted, new_deal up to (not including) done. */
export const ACCEPT_PATH: readonly OrderStatus[] = (() => {
  const path: OrderStatus[] = [];
  for (let s: OrderStatus | null = 'new_deal'; s && s !== 'done'; s = ORDER_STATUS_TABLE[s].accept) path.push(s);
  return path;
})();

/** A new order starts at the first status of the list (spec section 4). */
export const INITIAL_ORDER_STATUS: OrderStatus = ORDER_STATUSES[0];

/** A cloned order starts here with payment status CTT. */
export const CLONED_ORDER_STATUS: OrderStatus = 'new_deal';

/**
 * Reject with no current history sets a fixed status, "the ninth" in spec section 4: the
 * status of rank 9, canceled (the list's 0-based index 9 would be done, which a reject never means).
 */
export const REJECT_WITHOUT_HISTORY_STATUS: OrderStatus = 'canceled';

/** Statuses a force update may set: any status but the one the order is in. */
export function forceTargets(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => s !== from);
}

/** Designer assignment is editable only in these statuses, and sets designer_confirm. */
export const DESIGNER_ASSIGN_STATUSES: readonly OrderStatus[] = ['new_deal', 'designer_confirm'];

/** Done or canceled: the order's workflow has ended (it may be reopened, or renewed with 'Re New'). */
export function isTerminalStatus(status: OrderStatus | null | undefined): boolean {
  return status != null && ORDER_STATUS_TABLE[status].terminal === true;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ORDER_FEATURES = [
  'prioritize',
  'information',
  'basic',
  'medium',
  'highClass',
  'customerCare',
  'pr',
  'test',
] as const;

export type OrderFeature = (typeof ORDER_FEATURES)[number];
