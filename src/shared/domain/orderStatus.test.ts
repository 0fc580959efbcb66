import { describe, expect, it } from 'vitest';
import {
  CLONED_ORDER_STATUS,
  DESIGNER_ASSIGN_STATUSES,
  forceTargets,
  INITIAL_ORDER_STATUS,
  isOrderStatus,
  ORDER_FEATURES,
  ACCEPT_PATH,
  ORDER_STATUS_TABLE,
  ORDER_STATUSES,
  REJECT_WITHOUT_HISTORY_STATUS,
  type OrderStatus,
} from './orderStatus';
import { DEFAULT_PAYMENT_STATUS, PAYMENT_STATUSES } from './payment';

/** Spec section 4's table: status, rank, accept target, reject target. */
const SPEC_TABLE: [OrderStatus, number, OrderStatus | null, OrderStatus | null][] = [
  ['pre_order', 0, 'new_deal', 'canceled'],
  ['new_deal', 0, 'designer_confirm', 'canceled'],
  ['designer_confirm', 1, 'design_in_progress', 'new_deal'],
  ['design_in_progress', 2, 'verified', 'new_deal'],
  ['verified', 3, 'delivery', 'design_in_progress'],
  ['delivery', 4, 'waiting_approved', 'feedback'],
  ['waiting_approved', 5, 'done', 'feedback'],
  ['feedback', 6, 'design_in_progress', 'canceled'],
  ['waiting_for_file', 7, 'done', 'feedback'],
  ['done', 8, null, 'feedback'],
  ['canceled', 9, null, null],
  ['gua_pd', 10, 'verified', 'feedback'],
];

describe('order status table', () => {
  it.each(SPEC_TABLE)('%s has rank %i, accept %s, reject %s', (status, rank, accept, reject) => {
    const def = ORDER_STATUS_TABLE[status];
    expect(def.status).toBe(status);
    expect(def.rank).toBe(rank);
    expect(def.accept).toBe(accept);
    expect(def.reject).toBe(reject);
  });

  it('has an entry for every status, payment_progress included', () => {
    expect(Object.keys(ORDER_STATUS_TABLE).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES).toContain('payment_progress');
  });

  it.each([
    ['verified', 'Verify Product'],
    ['waiting_approved', 'Waiting customer approved'],
    ['feedback', 'Feedback & Update'],
    ['gua_pd', 'Guarantee Product'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(ORDER_STATUS_TABLE[status].label).toBe(label);
  });

  it('sends feedback to gua_pd when users are assigned, and nowhere else has an extra accept', () => {
    expect(ORDER_STATUS_TABLE.feedback.extraAccept).toBe('gua_pd');
    const others = ORDER_STATUSES.filter((s) => s !== 'feedback' && ORDER_STATUS_TABLE[s].extraAccept);
    expect(others).toEqual([]);
  });

  it('makes done and canceled terminal and only them', () => {
    const terminal = ORDER_STATUSES.filter((s) => ORDER_STATUS_TABLE[s].terminal);
    expect(terminal).toEqual(['done', 'canceled']);
  });

  it('points every accept and reject at a known status', () => {
    for (const status of ORDER_STATUSES) {
      const { accept, reject, extraAccept } = ORDER_STATUS_TABLE[status];
      for (const target of [accept, reject, extraAccept]) {
        if (target !== null && target !== undefined) expect(isOrderStatus(target)).toBe(true);
      }
    }
  });

  it('gives every status a hex colour and a label', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_TABLE[status].color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(ORDER_STATUS_TABLE[status].label.length).toBeGreaterThan(0);
    }
  });

  it('picks assignees from the spec resources only', () => {
    const resources = new Set(ORDER_STATUSES.map((s) => ORDER_STATUS_TABLE[s].assignResource).filter(Boolean));
    for (const r of resources) expect(['designers', 'delivers', 'guarantees', 'leaders']).toContain(r);
    expect(ORDER_STATUS_TABLE.new_deal.assignResource).toBe('designers');
    expect(ORDER_STATUS_TABLE.feedback.assignResource).toBe('guarantees');
  });

  it('hides pre-sale and customer-side statuses from outsourced users', () => {
    expect(ORDER_STATUS_TABLE.design_in_progress.visibleToOutsource).toBe(true);
    expect(ORDER_STATUS_TABLE.pre_order.visibleToOutsource).toBe(false);
    expect(ORDER_STATUS_TABLE.waiting_approved.visibleToOutsource).toBe(false);
  });
});

describe('workflow rules', () => {
  it('starts new orders at the first status and clones at new_deal', () => {
    expect(INITIAL_ORDER_STATUS).toBe(ORDER_STATUSES[0]);
    expect(CLONED_ORDER_STATUS).toBe('new_deal');
  });

  it('rejects without history to the status of rank 9, canceled', () => {
    expect(REJECT_WITHOUT_HISTORY_STATUS).toBe('canceled');
    expect(ORDER_STATUS_TABLE[REJECT_WITHOUT_HISTORY_STATUS].rank).toBe(9);
  });

  it('allows designer assignment only in new_deal and designer_confirm', () => {
    expect(DESIGNER_ASSIGN_STATUSES).toEqual(['new_deal', 'designer_confirm']);
  });

  it('lets a force update set any other status', () => {
    const targets = forceTargets('verified');
    expect(targets).not.toContain('verified');
    expect(targets).toHaveLength(ORDER_STATUSES.length - 1);
  });

  it('recognises statuses', () => {
    expect(isOrderStatus('gua_pd')).toBe(true);
    expect(isOrderStatus('GUA_PD')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it('lists the spec order features', () => {
    expect(ORDER_FEATURES).toEqual([
      'prioritize',
      'information',
      'basic',
      'medium',
      'highClass',
      'customerCare',
      'pr',
      'test',
    ]);
  });
});

describe('payment statuses', () => {
  it('are TT and CTT, defaulting to the second (CTT)', () => {
    expect(PAYMENT_STATUSES).toEqual(['TT', 'CTT']);
    expect(DEFAULT_PAYMENT_STATUS).toBe('CTT');
  });
});

describe('ACCEPT_PATH', () => {
  it('follows accept targets from new_deal to waiting_approved', () => {
    expect(ACCEPT_PATH).toEqual([
      'new_deal',
      'designer_confirm',
      'design_in_progress',
      'verified',
      'delivery',
      'waiting_approved',
    ]);
  });
});
