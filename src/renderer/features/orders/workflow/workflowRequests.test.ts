import { describe, expect, it } from 'vitest';
import type { OrderHistory } from '../history';
import { actionPanelFor } from '../../../../shared/domain/workflow/actionPanel';
import {
  acceptRequest,
  EMPTY_INPUT,
  forceRequest,
  noteRequest,
  rejectRequest,
  resolvesMarks,
  reopenRequest,
  type StepOrder,
} from './workflowRequests';

const order = (status: StepOrder['status'], designerId: number | null = null): StepOrder => ({
  id: 9,
  status,
  designerId,
});
const current = { id: 40, assignedUser: [5], note: 'n' } as unknown as OrderHistory;

const bodyOf = (result: ReturnType<typeof acceptRequest>) => (result.ok ? result.request.body : undefined);

describe('acceptRequest', () => {
  it('needs a designer in new_deal', () => {
    expect(acceptRequest(actionPanelFor('new_deal'), order('new_deal'), current, EMPTY_INPUT)).toEqual({
      ok: false,
      error: 'orderHistories.error.selectDesigner',
    });
    const ok = acceptRequest(actionPanelFor('new_deal'), order('new_deal'), current, {
      ...EMPTY_INPUT,
      assignees: [7],
    });
    expect(bodyOf(ok)).toEqual({
      orderId: 9,
      action: 'accept',
      assignedUser: [7],
      expectedStatus: 'new_deal',
      currentHistoryId: 40,
    });
  });

  it("falls back to the order's designer in designer_confirm", () => {
    const ok = acceptRequest(actionPanelFor('designer_confirm'), order('designer_confirm', 5), current, EMPTY_INPUT);
    expect(bodyOf(ok)).toMatchObject({ assignedUser: [5] });
  });

  it('needs products and a leader in design_in_progress', () => {
    const panel = actionPanelFor('design_in_progress');
    const products = { ...EMPTY_INPUT, products: ['https://x/p.png'] };
    expect(acceptRequest(panel, order('design_in_progress'), current, products)).toEqual({
      ok: false,
      error: 'workflow.productsRequired',
    });
    const ok = acceptRequest(panel, order('design_in_progress'), current, {
      ...products,
      assignees: [11],
      note: ' ok ',
    });
    expect(bodyOf(ok)).toMatchObject({ assignedUser: [11], products: ['https://x/p.png'], note: 'ok' });
  });

  it('sends the deadline as an ISO instant', () => {
    const ok = acceptRequest(actionPanelFor('verified'), order('verified'), null, {
      ...EMPTY_INPUT,
      deadLine: '2026-11-22T10:00',
    });
    expect(bodyOf(ok)).toMatchObject({ deadLine: new Date('2026-11-22T10:00').toISOString() });
    expect(bodyOf(ok)).not.toHaveProperty('currentHistoryId');
  });
});

describe('rejectRequest and reopenRequest', () => {
  it('need a reason', () => {
    const panel = actionPanelFor('verified');
    expect(rejectRequest(panel, order('verified'), current, EMPTY_INPUT, '  ')).toEqual({
      ok: false,
      error: 'workflow.reasonRequired',
    });
    expect(reopenRequest(order('done'), current, '')).toEqual({ ok: false, error: 'workflow.reasonRequired' });
  });

  it('send another designer only when a new one is picked in designer_confirm', () => {
    const panel = actionPanelFor('designer_confirm');
    const same = rejectRequest(panel, order('designer_confirm'), current, { ...EMPTY_INPUT, assignees: [5] }, 'busy');
    expect(bodyOf(same)).toEqual({
      orderId: 9,
      action: 'reject',
      report: 'busy',
      note: 'busy',
      expectedStatus: 'designer_confirm',
      currentHistoryId: 40,
    });
    const other = rejectRequest(panel, order('designer_confirm'), current, { ...EMPTY_INPUT, assignees: [8] }, 'busy');
    expect(bodyOf(other)).toMatchObject({ assignedUser: [8] });
  });

  it('reopens through orders/{id}/reopen', () => {
    const result = reopenRequest(order('done'), current, 'Customer wants changes');
    expect(result.ok && result.request).toEqual({
      method: 'POST',
      path: '/orders/9/reopen',
      body: { note: 'Customer wants changes', expectedStatus: 'done', currentHistoryId: 40 },
    });
  });
});

describe('forceRequest', () => {
  const input = {
    ...EMPTY_INPUT,
    status: 'verified' as const,
    products: ['https://x/p.png'],
    infoOrderLink: 'https://drive/x',
    linkDesigner: ['https://figma/y'],
  };

  it('takes images and links only at verified', () => {
    const verified = forceRequest(order('design_in_progress'), current, input);
    expect(verified.ok && verified.request.body).toMatchObject({
      status: 'verified',
      products: ['https://x/p.png'],
      infoOrderLink: 'https://drive/x',
      linkDesigner: ['https://figma/y'],
    });
    const done = forceRequest(order('design_in_progress'), current, { ...input, status: 'done' });
    expect(done.ok && done.request.body).not.toHaveProperty('products');
    expect(done.ok && done.request.path).toBe('/orderHistories/force');
  });

  it('needs a status', () => {
    expect(forceRequest(order('new_deal'), current, { ...input, status: '' })).toEqual({
      ok: false,
      error: 'form.requiredSelect',
    });
  });
});

describe('noteRequest', () => {
  it('edits the current entry’s note, trimmed, with what the client saw; an empty note is refused', () => {
    expect(noteRequest(order('verified'), current, '   ')).toEqual({ ok: false, error: 'form.required' });
    const result = noteRequest(order('verified'), current, ' Client wants it by Friday ');
    expect(result.ok && result.request).toMatchObject({
      method: 'PUT',
      path: '/orderHistories/40',
      body: { note: 'Client wants it by Friday', expectedStatus: 'verified', currentHistoryId: 40 },
    });
  });
});

describe('design marks in a step (issue 38)', () => {
  it('sends the ticked open marks with the accept of a step that uploads a version', () => {
    const input = {
      ...EMPTY_INPUT,
      assignees: [7],
      products: ['/uploads/2026/11/0123456789abcdef0123456789abcdef.png'],
      resolveMarks: [3, 4],
    };
    expect(
      bodyOf(acceptRequest(actionPanelFor('design_in_progress'), order('design_in_progress'), current, input)),
    ).toMatchObject({
      resolveMarks: [3, 4],
    });
    expect(resolvesMarks(actionPanelFor('gua_pd'))).toBe(true);
    // Feedback hands the order on without a new version: the customer's marks stay open for it.
    expect(resolvesMarks(actionPanelFor('feedback'))).toBe(false);
    expect(resolvesMarks(actionPanelFor('verified'))).toBe(false);
  });

  it('lets a mark made at verified stand for the reason of a reject, nowhere else', () => {
    const panel = actionPanelFor('verified');
    expect(rejectRequest(panel, order('verified'), current, EMPTY_INPUT, '', 1).ok).toBe(true);
    expect(rejectRequest(panel, order('verified'), current, EMPTY_INPUT, '', 0)).toEqual({
      ok: false,
      error: 'workflow.reasonRequired',
    });
    expect(rejectRequest(actionPanelFor('gua_pd'), order('gua_pd'), current, EMPTY_INPUT, '', 2).ok).toBe(false);
  });
});
