import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../orderStatus';
import { ROLE_IDS } from '../roles';
import { flowKeyOf } from './actors';
import { decideTransition } from './transitions';
import type { WorkflowAction, WorkflowActor, WorkflowContext, WorkflowEntry, WorkflowInput } from './types';

const ME = 50;
const DESIGNER = { id: 7, roleId: ROLE_IDS.pd };
const LEADER = { id: 11, roleId: ROLE_IDS.cpo };

const actor = (over: Partial<WorkflowActor> = {}): WorkflowActor => ({
  id: ME,
  scope: 'staff',
  isOutsource: false,
  permission: {},
  roleId: ROLE_IDS.pd,
  ...over,
});
const holding = (...keys: string[]) => ({ permission: { orderFlow: keys } });

type Kind =
  | 'manager'
  | 'holder'
  | 'assigned'
  | 'orderDesigner'
  | 'stranger'
  | 'outsourcedOwner'
  | 'outsourcedStranger'
  | 'customerOwner'
  | 'customerStranger'
  | 'customerUnlinked';
const KINDS: Kind[] = [
  'manager',
  'holder',
  'assigned',
  'orderDesigner',
  'stranger',
  'outsourcedOwner',
  'outsourcedStranger',
  'customerOwner',
  'customerStranger',
  'customerUnlinked',
];

/** The order's customer; customer-role actors stand for it or for another one. */
const ORDER_CUSTOMER = 30;
const customer = (customerId: number | null, key: string) =>
  actor({ roleId: ROLE_IDS.customer, customerId, ...holding(key) });

/** The key an action needs from its holder. */
const keyFor = (action: WorkflowAction, status: OrderStatus) =>
  action === 'force' ? 'forceCreateOne' : action === 'assignDesigner' ? 'nextNewDeal' : flowKeyOf(status);

function contextFor(kind: Kind, status: OrderStatus, action: WorkflowAction): WorkflowContext {
  const key = keyFor(action, status);
  const actors: Record<Kind, WorkflowActor> = {
    manager: actor({ scope: 'manager' }),
    holder: actor(holding(key)),
    assigned: actor(),
    orderDesigner: actor(),
    stranger: actor(holding('nextSomethingElse')),
    outsourcedOwner: actor({ isOutsource: true, ...holding(key) }),
    outsourcedStranger: actor({ isOutsource: true, ...holding(key) }),
    // Customer-role users hold the key but act only on their own customer's orders.
    customerOwner: customer(ORDER_CUSTOMER, key),
    customerStranger: customer(ORDER_CUSTOMER + 1, key),
    customerUnlinked: customer(null, key),
  };
  const designerId = kind === 'orderDesigner' || kind === 'outsourcedOwner' ? ME : DESIGNER.id;
  const current: WorkflowEntry = {
    status,
    assignedUser: kind === 'assigned' ? [ME] : [99],
    accept: null,
    note: 'current note',
  };
  const input: WorkflowInput = {
    assignees: [DESIGNER, LEADER],
    products: ['https://img/p.png'],
    note: 'a note',
    report: 'a reason',
    status: status === 'verified' ? 'done' : 'verified',
  };
  return {
    order: { status, designerId, customerId: ORDER_CUSTOMER },
    current,
    previous: { status: 'delivery', assignedUser: [13], accept: false, note: null },
    actor: actors[kind],
    action,
    input,
  };
}

/** Spec section 4 with a complete input: where each action leads from each status, or null when refused. */
const TARGETS: Record<WorkflowAction, Record<OrderStatus, OrderStatus | null>> = {
  accept: {
    pre_order: 'new_deal',
    new_deal: 'designer_confirm',
    designer_confirm: 'design_in_progress',
    design_in_progress: 'verified',
    verified: 'delivery',
    delivery: 'waiting_approved',
    waiting_approved: 'done',
    feedback: 'gua_pd',
    waiting_for_file: 'done',
    done: null,
    canceled: null,
    gua_pd: 'verified',
    payment_progress: 'done',
  },
  reject: {
    pre_order: 'canceled',
    new_deal: 'canceled',
    designer_confirm: 'designer_confirm',
    design_in_progress: 'new_deal',
    verified: 'design_in_progress',
    delivery: 'feedback',
    waiting_approved: 'feedback',
    feedback: 'canceled',
    waiting_for_file: 'feedback',
    done: null,
    canceled: null,
    gua_pd: 'feedback',
    payment_progress: 'feedback',
  },
  reopen: Object.fromEntries(ORDER_STATUSES.map((s) => [s, null])) as Record<OrderStatus, null>,
  force: Object.fromEntries(ORDER_STATUSES.map((s) => [s, s === 'verified' ? 'done' : 'verified'])) as Record<
    OrderStatus,
    OrderStatus
  >,
  assignDesigner: Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, s === 'new_deal' || s === 'designer_confirm' ? 'designer_confirm' : null]),
  ) as Record<OrderStatus, OrderStatus | null>,
};
TARGETS.reopen.done = 'feedback';
TARGETS.reopen.canceled = 'delivery';

/** Spec section 6: who may take an action, beside managers and holders of its key. */
function permitted(kind: Kind, status: OrderStatus, action: WorkflowAction): boolean {
  if (kind === 'manager' || kind === 'holder' || kind === 'outsourcedOwner' || kind === 'customerOwner') return true;
  if (action !== 'accept' && action !== 'reject') return false;
  if (kind === 'assigned') return status === 'designer_confirm' || status === 'gua_pd';
  if (kind === 'orderDesigner') return status === 'design_in_progress';
  return false;
}

/** Refusals that come before the permission check: the status does not offer the action. */
const checkedFirst = (action: WorkflowAction) => action === 'reopen' || action === 'assignDesigner';

const cases = ORDER_STATUSES.flatMap((status) =>
  (['accept', 'reject', 'reopen', 'force', 'assignDesigner'] as const).flatMap((action) =>
    KINDS.map((kind) => [status, action, kind] as const),
  ),
);

describe('decideTransition: every status × action × kind of actor', () => {
  it.each(cases)('%s / %s / %s', (status, action, kind) => {
    const result = decideTransition(contextFor(kind, status, action));
    const target = TARGETS[action][status];
    if (checkedFirst(action) && target === null) {
      expect(result).toMatchObject({ ok: false, code: 'invalidTransition' });
    } else if (!permitted(kind, status, action)) {
      expect(result).toMatchObject({
        ok: false,
        code: 'orderHistories.error.unAuth',
        message: "You DON'T have permission.",
      });
    } else if (target === null) {
      expect(result).toMatchObject({ ok: false, code: 'invalidTransition' });
    } else {
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.effects.newEntry.status).toBe(target);
        expect(result.effects.order.status).toBe(target);
      }
    }
  });
});

describe('happy', () => {
  const at = (status: OrderStatus, happy: boolean | null): WorkflowContext => ({
    order: { status, designerId: DESIGNER.id, customerId: ORDER_CUSTOMER },
    current: { status, assignedUser: [], accept: null, note: 'sent' },
    previous: null,
    actor: actor({ scope: 'manager' }),
    action: 'accept',
    input: { happy },
  });

  it('is set by the step that makes the order done, and by no other', () => {
    for (const status of ['waiting_approved', 'waiting_for_file'] as const) {
      const result = decideTransition(at(status, false));
      expect(result.ok && result.effects.order).toMatchObject({ status: 'done', happy: false });
    }
    const delivery = decideTransition(at('delivery', true));
    expect(delivery.ok && 'happy' in delivery.effects.order).toBe(false);
    const unsaid = decideTransition({ ...at('waiting_approved', null), input: {} });
    expect(unsaid.ok && 'happy' in unsaid.effects.order).toBe(false);
  });
});
