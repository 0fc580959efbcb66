import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, REJECT_WITHOUT_HISTORY_STATUS } from '../orderStatus';
import { ORDER_FLOW_ACTIONS } from '../permissions';
import { ROLE_IDS } from '../roles';
import { actionPanelFor } from './actionPanel';
import { flowKeyOf } from './actors';
import { decideTransition } from './transitions';
import type { WorkflowContext } from './types';

const manager = { id: 1, scope: 'manager', isOutsource: false, permission: null, roleId: ROLE_IDS.manager };
const designer = { id: 7, roleId: ROLE_IDS.pd };
const leader = { id: 11, roleId: ROLE_IDS.cpo };
const deliver = { id: 13, roleId: ROLE_IDS.delivery_GD };
const gua = { id: 14, roleId: ROLE_IDS.gua_pd };

function ctx(over: Partial<WorkflowContext> & { status?: WorkflowContext['order']['status'] }): WorkflowContext {
  const status = over.status ?? 'new_deal';
  return {
    order: { status, designerId: null },
    current: { status: status ?? 'new_deal', assignedUser: [], accept: null, note: 'step note' },
    previous: null,
    actor: manager,
    action: 'accept',
    input: {},
    ...over,
  };
}

const effects = (c: WorkflowContext) => {
  const result = decideTransition(c);
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.effects;
};

describe('flow keys', () => {
  it('names one orderFlow key per status', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_FLOW_ACTIONS).toContain(flowKeyOf(status));
    expect(flowKeyOf('design_in_progress')).toBe('nextDesignInProgress');
  });
});

describe('accept', () => {
  it('refuses new_deal and designer_confirm without a designer', () => {
    for (const status of ['new_deal', 'designer_confirm'] as const) {
      expect(decideTransition(ctx({ status, input: { assignees: [leader] } }))).toEqual({
        ok: false,
        code: 'orderHistories.error.selectDesigner',
        message: 'Please Select designer for the Order.',
      });
    }
  });

  it('assigns the designer on new_deal and fills designerId', () => {
    const e = effects(ctx({ input: { assignees: [designer], note: 'go', deadLine: '2030-01-01T00:00:00.000Z' } }));
    expect(e.closeCurrent).toEqual({ accept: true });
    expect(e.newEntry).toMatchObject({ status: 'designer_confirm', assignedUser: [7], note: 'go' });
    expect(e.order).toEqual({ status: 'designer_confirm', designerId: 7, deadline: '2030-01-01T00:00:00.000Z' });
  });

  it("confirms with the order's designer on designer_confirm", () => {
    const e = effects(ctx({ status: 'designer_confirm', order: { status: 'designer_confirm', designerId: 7 } }));
    expect(e.newEntry).toMatchObject({ status: 'design_in_progress', assignedUser: [7] });
  });

  it('needs products and a leader on design_in_progress', () => {
    const base = { status: 'design_in_progress' as const };
    const refused = {
      ok: false,
      code: 'productsRequired',
      message: 'Please Add your product and Assign LS or CPO before submit.',
    };
    expect(decideTransition(ctx({ ...base, input: { assignees: [leader] } }))).toEqual(refused);
    expect(decideTransition(ctx({ ...base, input: { assignees: [designer], products: ['p'] } }))).toEqual(refused);
    const e = effects(ctx({ ...base, input: { assignees: [leader], products: ['p'] } }));
    expect(e.newEntry).toMatchObject({ status: 'verified', assignedUser: [11], products: ['p'] });
    expect(e.order.qualityAssuranceId).toBe(11);
  });

  it('fills deliverId from the assigned deliverer at verified', () => {
    expect(effects(ctx({ status: 'verified', input: { assignees: [deliver] } })).order).toEqual({
      status: 'delivery',
      deliverId: 13,
    });
  });

  it('reuses the previous note on waiting_approved', () => {
    expect(effects(ctx({ status: 'waiting_approved', input: { note: 'new' } })).newEntry.note).toBe('step note');
  });

  it('leads feedback to gua_pd with assignees, else back to the designer', () => {
    const withGua = effects(ctx({ status: 'feedback', input: { assignees: [gua] } }));
    expect(withGua.newEntry).toMatchObject({ status: 'gua_pd', assignedUser: [14] });
    expect(withGua.order.guaId).toBe(14);
    const alone = effects(ctx({ status: 'feedback', order: { status: 'feedback', designerId: 7 } }));
    expect(alone.newEntry).toMatchObject({ status: 'design_in_progress', assignedUser: [7] });
  });
});

describe('reject', () => {
  it('needs a reason', () => {
    expect(decideTransition(ctx({ action: 'reject', status: 'verified', input: { note: '  ' } }))).toMatchObject({
      ok: false,
      code: 'reasonRequired',
    });
  });

  it('marks the entry rejected with the report, then goes to the reject target', () => {
    const e = effects(
      ctx({
        action: 'reject',
        status: 'verified',
        order: { status: 'verified', designerId: 7 },
        input: { report: 'blurry' },
      }),
    );
    expect(e.closeCurrent).toEqual({ accept: false, report: 'blurry' });
    expect(e.newEntry).toMatchObject({ status: 'design_in_progress', assignedUser: [7], note: 'blurry' });
  });

  it('sends a refused design back to new_deal without a designer', () => {
    const e = effects(ctx({ action: 'reject', status: 'designer_confirm', input: { report: 'busy' } }));
    expect(e.order).toEqual({ status: 'new_deal', designerId: null });
  });

  it('keeps designer_confirm when another designer is selected', () => {
    const other = { id: 70, roleId: ROLE_IDS.pd_outsource };
    const e = effects(
      ctx({ action: 'reject', status: 'designer_confirm', input: { report: 'busy', assignees: [other] } }),
    );
    expect(e.newEntry).toMatchObject({ status: 'designer_confirm', assignedUser: [70] });
    expect(e.order).toEqual({ status: 'designer_confirm', designerId: 70 });
  });

  it('takes the marks made during the step as the reason of a reject at verified, and only there', () => {
    const atVerified = (stepMarks: number, note?: string) =>
      ctx({
        action: 'reject',
        status: 'verified',
        order: { status: 'verified', designerId: 7 },
        input: { stepMarks, ...(note ? { note } : {}) },
      });
    expect(decideTransition(atVerified(0))).toMatchObject({ ok: false, code: 'reasonRequired' });
    const marked = effects(atVerified(2));
    expect(marked.closeCurrent).toEqual({ accept: false, report: '2 marks on the design' });
    expect(marked.newEntry).toMatchObject({ status: 'design_in_progress', note: '2 marks on the design' });
    expect(effects(atVerified(1)).newEntry.note).toBe('1 mark on the design');
    expect(effects(atVerified(3, 'logo too small')).closeCurrent).toEqual({ accept: false, report: 'logo too small' });
    const elsewhere = ctx({ action: 'reject', status: 'waiting_approved', input: { stepMarks: 4 } });
    expect(decideTransition(elsewhere)).toMatchObject({ ok: false, code: 'reasonRequired' });
  });

  it('sets the fixed status when the order has no history', () => {
    const e = effects(ctx({ action: 'reject', current: null, input: { report: 'no' } }));
    expect(e.closeCurrent).toBeNull();
    expect(e.newEntry.status).toBe(REJECT_WITHOUT_HISTORY_STATUS);
  });
});

describe('reopen', () => {
  it('reopens done to feedback with the reason', () => {
    const e = effects(ctx({ action: 'reopen', status: 'done', input: { note: 'logo is wrong' } }));
    expect(e.closeCurrent).toEqual({ accept: false, report: 'logo is wrong' });
    expect(e.newEntry).toMatchObject({ status: 'feedback', note: 'logo is wrong' });
  });

  it("reopens canceled with the previous entry's status and assignee", () => {
    const previous = { status: 'verified' as const, assignedUser: [11], accept: false, note: null };
    const e = effects(ctx({ action: 'reopen', status: 'canceled', previous, input: { note: 'back on' } }));
    expect(e.newEntry).toMatchObject({ status: 'verified', assignedUser: [11] });
  });

  it('needs a reason and a terminal status', () => {
    expect(decideTransition(ctx({ action: 'reopen', status: 'done' }))).toMatchObject({ code: 'reasonRequired' });
    expect(decideTransition(ctx({ action: 'reopen', status: 'verified', input: { note: 'x' } }))).toMatchObject({
      code: 'invalidTransition',
    });
  });
});

describe('force and designer assignment', () => {
  it('takes links and images at verified and leaves the old answer alone', () => {
    const e = effects(
      ctx({
        action: 'force',
        status: 'delivery',
        input: { status: 'verified', products: ['p'], infoOrderLink: 'https://up', linkDesigner: ['https://l'] },
      }),
    );
    expect(e.closeCurrent).toEqual({});
    expect(e.newEntry.products).toEqual(['p']);
    expect(e.order).toEqual({ status: 'verified', infoOrderLink: 'https://up', linkDesigner: ['https://l'] });
  });

  it('refuses forcing the status the order is in', () => {
    expect(decideTransition(ctx({ action: 'force', input: { status: 'new_deal' } }))).toMatchObject({
      code: 'invalidTransition',
    });
  });

  it('replaces the designer on designer_confirm, marking the old step refused', () => {
    const e = effects(ctx({ action: 'assignDesigner', status: 'designer_confirm', input: { assignees: [designer] } }));
    expect(e.closeCurrent).toEqual({ accept: false });
    expect(e.order).toEqual({ status: 'designer_confirm', designerId: 7 });
  });
});

describe('the customer-role actor', () => {
  // customer@demo.local: role customer (22) with the seed's waiting_approved and waiting_for_file keys.
  const customer = {
    id: 22,
    scope: 'staff',
    isOutsource: false,
    permission: { orderFlow: ['nextWaitingApproved', 'nextWaitingForFile'] },
    roleId: ROLE_IDS.customer,
    customerId: 5,
  };
  const on = (status: 'waiting_approved' | 'waiting_for_file' | 'delivery', customerId: number | null) =>
    ctx({ status, order: { status, designerId: 7, customerId }, actor: customer });

  it("approves and rejects waiting_approved, and confirms waiting_for_file, of its own customer's orders", () => {
    expect(effects(on('waiting_approved', 5)).newEntry).toMatchObject({ status: 'done', note: 'step note' });
    expect(
      effects({ ...on('waiting_approved', 5), action: 'reject', input: { report: 'wrong colour' } }).order,
    ).toEqual({ status: 'feedback' });
    expect(effects(on('waiting_for_file', 5)).order.status).toBe('done');
  });

  it("is refused on another customer's order, an order without a customer and the steps it holds no key for", () => {
    for (const c of [
      on('waiting_approved', 6),
      on('waiting_approved', null),
      on('waiting_for_file', 6),
      on('delivery', 5),
    ]) {
      expect(decideTransition(c)).toMatchObject({ ok: false, code: 'orderHistories.error.unAuth' });
    }
    const unlinked = { ...on('waiting_approved', null), actor: { ...customer, customerId: null } };
    expect(decideTransition(unlinked)).toMatchObject({ ok: false, code: 'orderHistories.error.unAuth' });
  });

  it('is not limited when the user has manager scope', () => {
    const boss = { ...customer, scope: 'manager', permission: null };
    expect(decideTransition({ ...on('delivery', 6), actor: boss }).ok).toBe(true);
  });
});

describe('actionPanelFor', () => {
  it('describes each status of the spec', () => {
    expect(actionPanelFor('new_deal')).toMatchObject({
      needsDesigner: true,
      offersRecommendDesigner: true,
      form: 'designer',
    });
    expect(actionPanelFor('design_in_progress')).toMatchObject({
      needsProducts: true,
      needsLeader: true,
      assignResource: 'leaders',
      offersProductUpload: true,
    });
    expect(actionPanelFor('feedback')).toMatchObject({ extraAcceptTarget: 'gua_pd', assignResource: 'guarantees' });
    expect(actionPanelFor('waiting_approved')).toMatchObject({ reusesPreviousNote: true, offersMakeToMistake: true });
    expect(actionPanelFor('done')).toMatchObject({ acceptTarget: null, rejectTarget: null, canReopen: true });
    expect(actionPanelFor('verified')).toMatchObject({ rejectNeedsReason: true, assignResource: 'delivers' });
  });
});
