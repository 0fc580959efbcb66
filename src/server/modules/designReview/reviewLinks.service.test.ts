import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { statusOf } from '../../plugins/httpErrors';
import type { MailMessage } from '../mail/mailMessage';
import { readOrderOne, staff } from './designReview.fakes';
import { linkStateOf } from './reviewLinkState';
import { hashToken } from '../../plugins/sessionToken';
import type { ReviewLinkRow, ReviewLinksRepository } from './reviewLinks.repository';
import { ReviewLinksService } from './reviewLinks.service';

const NOW = new Date('2026-11-29T10:00:00Z');

function setup(status: OrderStatus = 'waiting_approved', open = 0) {
  const links: ReviewLinkRow[] = [];
  const mails: MailMessage[] = [];
  const audited: unknown[] = [];
  const repo: ReviewLinksRepository = {
    insertLink: (values) => {
      const row: ReviewLinkRow = {
        id: links.length + 1,
        tokenHash: values.tokenHash,
        orderId: values.orderId,
        historyId: values.historyId,
        status: values.status,
        expiresAt: values.expiresAt,
        email: values.email ?? null,
        createdBy: values.createdBy ?? null,
        revokedAt: null,
        lastUsedAt: null,
        decision: null,
        decidedAt: null,
        createdAt: NOW,
      };
      links.push(row);
      return Promise.resolve(row);
    },
    countOpenLinks: () => Promise.resolve(open + links.length),
    listLinks: () => Promise.resolve(links.map((link) => ({ link, creator: null }))),
    findLink: (id) => Promise.resolve(links.find((l) => l.id === id) ?? null),
    findLinkByHash: () => Promise.resolve(null),
    revokeLink: (id, now) => Promise.resolve(void Object.assign(links[id - 1], { revokedAt: now })),
    touchLink: () => Promise.resolve(),
    decide: () => Promise.resolve(true),
    order: () =>
      Promise.resolve({ id: 1, code: 'A-1', name: 'Logo', status, customerId: 3, designerId: 5, isDelete: false }),
    currentEntry: () => Promise.resolve({ id: 30, status, assignedUser: [], accept: null, note: null }),
    sender: () => Promise.resolve(null),
    insertCustomerReview: () => Promise.resolve(1),
    audit: (entries) => Promise.resolve(void audited.push(...entries)),
  };
  const service = new ReviewLinksService({
    repo,
    readOrder: readOrderOne,
    send: (message) => Promise.resolve(void mails.push(message)),
    publicBaseUrl: () => 'https://office.example',
    now: () => NOW,
  });
  return { service, links, mails, audited };
}

/** A sale: moves orders out of waiting_approved, not out of feedback. */
const sale = staff(7, { scope: 'staff', permission: { orders: ['get'], orderFlow: ['nextWaitingApproved'] } });

describe('ReviewLinksService', () => {
  it('sends a link at waiting_approved: a long random token, kept hashed, mailed when asked', async () => {
    const { service, links, mails, audited } = setup();
    const made = await service.create(sale, 1, { email: 'c@example.com', expiresInHours: 2 });
    expect(made.url).toMatch(/^https:\/\/office\.example\/review\/bo_rev_[A-Za-z0-9_-]{43}$/);
    expect(made.expiresAt).toEqual(new Date(NOW.getTime() + 2 * 3_600_000));
    const token = made.url.split('/').pop()!;
    expect(links[0]).toMatchObject({ tokenHash: hashToken(token), historyId: 30, status: 'waiting_approved' });
    expect(JSON.stringify(links)).not.toContain(token);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(made.url);
    expect(audited[0]).toMatchObject({ resource: 'reviewLinks', after: { orderId: 1, mailed: true } });
  });

  it('refuses other steps (409), who may not move the order (403), a full order (409), an unreadable one (404)', async () => {
    expect(await statusOf(setup('verified').service.create(sale, 1, {}))).toBe(409);
    expect(await statusOf(setup('feedback').service.create(sale, 1, {}))).toBe(403);
    expect(await statusOf(setup('waiting_approved', 20).service.create(sale, 1, {}))).toBe(409);
    expect(await statusOf(setup().service.create(sale, 2, {}))).toBe(404);
  });

  it('lists links with their state and revokes once', async () => {
    const { service, links } = setup();
    await service.create(sale, 1, {});
    expect((await service.list(sale, 1)).results).toMatchObject([{ id: 1, state: 'open', decision: null }]);
    expect(await service.revoke(sale, 1)).toEqual({ success: true });
    const revokedAt = links[0].revokedAt;
    await service.revoke(sale, 1);
    expect(links[0].revokedAt).toBe(revokedAt);
    expect((await service.list(sale, 1)).results[0].state).toBe('revoked');
    expect(await statusOf(service.revoke(sale, 9))).toBe(404);
  });

  it('shows the address a link was mailed to to staff only', async () => {
    const { service } = setup();
    await service.create(sale, 1, { email: 'c@example.com' });
    expect((await service.list(sale, 1)).results[0].email).toBe('c@example.com');
    const outsourced = staff(8, { scope: 'staff', isOutsource: true, permission: { orders: ['get'] } });
    expect((await service.list(outsourced, 1)).results[0].email).toBeNull();
  });
});

describe('linkStateOf', () => {
  const link = { historyId: 30, expiresAt: new Date(NOW.getTime() + 1), revokedAt: null, decision: null };
  it('says revoked, used, expired, moved or open, in that order', () => {
    expect(linkStateOf(link, 30, NOW)).toBe('open');
    expect(linkStateOf(link, 31, NOW)).toBe('moved');
    expect(linkStateOf({ ...link, expiresAt: NOW }, 31, NOW)).toBe('expired');
    expect(linkStateOf({ ...link, expiresAt: NOW, decision: 'approve' }, 31, NOW)).toBe('used');
    expect(linkStateOf({ ...link, decision: 'approve', revokedAt: NOW }, 30, NOW)).toBe('revoked');
  });
});
