import { describe, expect, it } from 'vitest';
import { DESIGN_REVIEW_TEXTS, MAX_LINK_MARKS } from '../../../shared/domain/designReview';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import type { HttpError } from '../../plugins/httpErrors';
import { conflict, statusOf } from '../../plugins/httpErrors';
import type { StepRequest } from '../orderHistories/workflow.service';
import { fakeServices, staff } from './designReview.fakes';
import { PublicReviewService } from './publicReview.service';
import { newReviewToken } from './reviewLinkState';
import { hashToken } from '../../plugins/sessionToken';
import type { CurrentEntry, ReviewLinkRow, ReviewLinksRepository, ReviewOrder } from './reviewLinks.repository';

const TOKEN = newReviewToken();
const caller = { ip: '198.51.100.1', userAgent: 'test' };
const NOW = new Date('2026-11-29T10:00:00Z');

function setup(status: OrderStatus = 'waiting_approved') {
  const link: ReviewLinkRow = {
    id: 4,
    tokenHash: hashToken(TOKEN),
    orderId: 1,
    historyId: 30,
    status,
    email: null,
    createdBy: 7,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    revokedAt: null,
    lastUsedAt: null,
    decision: null,
    decidedAt: null,
    createdAt: NOW,
  };
  const order: ReviewOrder = {
    id: 1,
    code: 'A-1',
    name: 'Logo',
    status,
    customerId: 3,
    designerId: 5,
    isDelete: false,
  };
  const current: CurrentEntry = { id: 30, status, assignedUser: [9], accept: null, note: 'send it' };
  const state = { reviews: [] as unknown[], audited: [] as unknown[], missed: 0, locked: 0 };
  const links: ReviewLinksRepository = {
    insertLink: () => Promise.reject(new Error('unused')),
    countOpenLinks: () => Promise.resolve(0),
    listLinks: () => Promise.resolve([]),
    findLink: () => Promise.resolve(link),
    findLinkByHash: (hash) => Promise.resolve(hash === link.tokenHash ? link : null),
    revokeLink: () => Promise.resolve(),
    touchLink: (_id, now) => Promise.resolve(void (link.lastUsedAt = now)),
    decide: (_id, decision, now) => {
      if (link.decision) return Promise.resolve(false);
      Object.assign(link, { decision, decidedAt: now });
      return Promise.resolve(true);
    },
    order: () => Promise.resolve(order),
    currentEntry: () => Promise.resolve(current),
    sender: (id) => Promise.resolve(id === 7 ? staff(7) : null),
    insertCustomerReview: (values) => Promise.resolve(void state.reviews.push(values)).then(() => 1),
    audit: (entries) => Promise.resolve(void state.audited.push(...entries)),
  };
  const steps: StepRequest[] = [];
  const workflow = {
    result: null as HttpError | null,
    step(_user: unknown, request: StepRequest) {
      steps.push(request);
      if (workflow.result) return Promise.reject(workflow.result);
      const next: OrderStatus = request.action === 'accept' ? 'done' : 'feedback';
      return Promise.resolve({ status: next });
    },
    answers: [] as unknown[],
    answer(_user: unknown, entryId: number, request: unknown) {
      workflow.answers.push({ entryId, request });
      return Promise.resolve({});
    },
  };
  const misses = {
    waitFor: () => Promise.resolve(state.locked),
    miss: () => Promise.resolve(void (state.missed += 1)).then(() => 0),
  };
  const { service: marks, designs } = fakeServices();
  const service = new PublicReviewService({ links, marks, designs, workflow, misses, now: () => NOW });
  return { service, link, order, current, state, steps, workflow, marks };
}

const pin = {
  version: 1,
  imageIndex: 0,
  shape: { kind: 'pin' as const, points: [[0.2, 0.2]] as [number, number][] },
  body: 'x',
};

describe('PublicReviewService', () => {
  it('takes the customer’s marks on the link’s step, up to a bound', async () => {
    const { service, marks } = setup();
    const first = await service.addMark(TOKEN, pin, caller);
    expect(first).toMatchObject({ version: 1, authorKind: 'customer' });
    for (let i = 1; i < MAX_LINK_MARKS; i += 1) await service.addMark(TOKEN, pin, caller);
    expect(await statusOf(service.addMark(TOKEN, pin, caller))).toBe(400);
    expect(await marks.linkMarkCount(1, 4)).toBe(MAX_LINK_MARKS);
  });

  it('opens a working link, notes its use, and counts a miss for an unknown token', async () => {
    const { service, link, state } = setup();
    const view = await service.view(TOKEN, caller);
    expect(view).toMatchObject({ order: { code: 'A-1', name: 'Logo', status: 'waiting_approved' }, canApprove: true });
    expect(view.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(view.versions[1].images).toEqual([{ webImage: '/a.png.web', previewImage: '/a.png' }]);
    expect(link.lastUsedAt).toEqual(NOW);
    expect(await statusOf(service.view(newReviewToken(), caller))).toBe(404);
    expect(await statusOf(service.view('not-a-token-at-all-xx', caller))).toBe(404);
    expect(state.missed).toBe(2);
    state.locked = 60_000;
    expect(await statusOf(service.view(TOKEN, caller))).toBe(429);
  });

  it('answers 410 for a revoked, expired, decided or moved link', async () => {
    for (const change of [
      { revokedAt: NOW },
      { expiresAt: NOW },
      { decision: 'approve' as const },
      { historyId: 29 },
    ]) {
      const { service, link } = setup();
      Object.assign(link, change);
      expect(await statusOf(service.view(TOKEN, caller))).toBe(410);
    }
  });

  it('approves as a workflow accept in the sender’s name, guarded by the link’s entry; the stars become the review', async () => {
    const { service, steps, state, link } = setup();
    expect(await service.decide(TOKEN, { decision: 'approve', rate: 4 }, caller)).toEqual({ status: 'done' });
    expect(steps).toEqual([
      expect.objectContaining({
        action: 'accept',
        expect: { currentHistoryId: 30 },
        input: { assignedUser: [], happy: true },
      }),
    ]);
    expect(state.reviews).toEqual([
      { orderId: 1, customerId: 3, reviewerId: 7, rate: 4, content: 'Approved by the customer via the review link' },
    ]);
    expect(link.decision).toBe('approve');
    expect(state.audited).toHaveLength(1);
    expect(state.audited[0]).toMatchObject({
      userId: null,
      action: 'workflow',
      resource: 'reviewLinks',
      after: { decision: 'approve', ip: caller.ip, userAgent: 'test', holders: [9, 7] },
    });
  });

  it('tells the customer the order moved on when staff won the race (the workflow’s stale 409)', async () => {
    const { service, workflow, link } = setup();
    workflow.result = conflict('stale', { code: 'stale' });
    await expect(service.decide(TOKEN, { decision: 'approve', rate: 5 }, caller)).rejects.toThrow(
      DESIGN_REVIEW_TEXTS.linkMoved,
    );
    expect(link.decision).toBeNull();
  });

  it('refuses: approval at feedback (409), changes with nothing said (400), a sender who may no longer move it (410)', async () => {
    const atFeedback = setup('feedback');
    expect(await statusOf(atFeedback.service.decide(TOKEN, { decision: 'approve', rate: 5 }, caller))).toBe(409);
    const silent = setup();
    expect(await statusOf(silent.service.decide(TOKEN, { decision: 'changes' }, caller))).toBe(400);
    const gone = setup();
    gone.link.createdBy = 8;
    expect(await statusOf(gone.service.decide(TOKEN, { decision: 'changes', comment: 'x' }, caller))).toBe(410);
  });

  it('asks for changes: a reject with the comment at waiting_approved, a note at feedback', async () => {
    const waiting = setup();
    await waiting.marks.createCustomerMark(
      { id: 4, orderId: 1, historyId: 30 },
      {
        version: 1,
        imageIndex: 0,
        shape: { kind: 'pin', points: [[0.2, 0.2]] },
        body: 'This',
      },
    );
    expect(await waiting.service.decide(TOKEN, { decision: 'changes' }, caller)).toEqual({ status: 'feedback' });
    expect(waiting.steps[0]).toMatchObject({
      action: 'reject',
      // Back to whoever held the order waiting for the customer.
      input: { report: 'The customer asked for changes: 1 mark', assignedUser: [9] },
    });
    const feedback = setup('feedback');
    expect(await feedback.service.decide(TOKEN, { decision: 'changes', comment: 'Blue' }, caller)).toEqual({
      status: 'feedback',
    });
    expect(feedback.steps).toEqual([]);
    expect(feedback.workflow.answers).toEqual([
      {
        entryId: 30,
        request: {
          input: { note: 'send it\n\nThe customer asked for changes: Blue' },
          expect: { currentHistoryId: 30 },
        },
      },
    ]);
    expect(feedback.link.decision).toBe('changes');
    expect(await statusOf(feedback.service.decide(TOKEN, { decision: 'changes', comment: 'Again' }, caller))).toBe(410);
  });
});
