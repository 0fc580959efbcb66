import { describe, expect, it } from 'vitest';
import { FILE_LINK_TEXTS, MAX_OPEN_UPLOAD_LINKS } from '../../../shared/api/endpoints/fileLinks';
import { testUser } from '../../plugins/testUsers';
import type { MailMessage } from '../mail/mailMessage';
import type { FileLinksRepository, UploadLinkRow } from './fileLinks.repository';
import { FileLinksService } from './fileLinks.service';

/** The customer upload links with the database, the mailer and the engine in memory. */

const sale = testUser({ id: 3, scope: 'staff', permission: { orders: ['get', 'update'] } });
const outsourced = testUser({ id: 9, scope: 'outsource', isOutsource: true, permission: { orders: ['get'] } });
const NOW = new Date('2026-11-29T08:00:00.000Z');

class MemoryLinks implements FileLinksRepository {
  links: UploadLinkRow[] = [];
  openCount = 0;
  isOrderImage() {
    return Promise.resolve(false);
  }
  insertLink(link: Pick<UploadLinkRow, 'tokenHash' | 'orderId' | 'email' | 'createdBy' | 'expiresAt'>) {
    const row = { ...link, id: this.links.length + 1, revokedAt: null, uploadCount: 0, createdAt: NOW };
    this.links.push(row);
    return Promise.resolve(row);
  }
  countOpenLinks() {
    return Promise.resolve(this.openCount);
  }
  listLinks() {
    return Promise.resolve(this.links.map((link) => ({ link, creator: { id: 3, displayName: 'Sale' } })));
  }
  findLink(id: number) {
    return Promise.resolve(this.links.find((l) => l.id === id) ?? null);
  }
  findLinkByHash(hash: string) {
    return Promise.resolve(this.links.find((l) => l.tokenHash === hash) ?? null);
  }
  revoke(id: number, now: Date) {
    const link = this.links.find((l) => l.id === id);
    if (link && !link.revokedAt) link.revokedAt = now;
    return Promise.resolve();
  }
  countUploads() {
    return Promise.resolve();
  }
  listReceivedFiles() {
    return Promise.resolve([]);
  }
  orderName() {
    return Promise.resolve('Poster');
  }
}

function setup(now = NOW) {
  const repo = new MemoryLinks();
  const mails: MailMessage[] = [];
  const clock = { now };
  const service = new FileLinksService({
    repo,
    resources: { getOne: () => Promise.resolve({}) } as never,
    store: {} as never,
    uploads: {} as never,
    mailer: { send: (message) => Promise.resolve(void mails.push(message)) },
    publicBaseUrl: () => 'https://office.example',
    now: () => clock.now,
  });
  return { repo, mails, clock, service };
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('FileLinksService', () => {
  it('mails a link whose token only its hash is kept of, and opens its page until it expires', async () => {
    const { service, repo, mails, clock } = setup();
    const made = await service.createLink(sale, 'client@example.com', 12);
    expect(made.url).toMatch(/^https:\/\/office\.example\/upload\/[A-Za-z0-9_-]{43}$/);
    expect(repo.links[0]?.tokenHash).not.toContain(tokenOf(made.url));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain(made.url);
    expect((await service.open(tokenOf(made.url))).refusal).toBeNull();
    expect((await service.open('x'.repeat(43))).refusal).toBe('unknown');
    clock.now = new Date(made.expiresAt.getTime() + 1);
    expect((await service.open(tokenOf(made.url))).refusal).toBe('expired');
  });

  it('revokes a link once, and its page then refuses', async () => {
    const { service } = setup();
    const made = await service.createLink(sale, 'client@example.com', 12);
    expect((await service.revoke(sale, made.id)).status).toBe('revoked');
    expect((await service.open(tokenOf(made.url))).refusal).toBe('revoked');
    await expect(service.revoke(sale, 99)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('keeps outsourced users away from customers’ addresses, and caps the open links of an order', async () => {
    const { service, repo } = setup();
    await expect(service.createLink(outsourced, 'client@example.com', 12)).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.list(outsourced, 12)).rejects.toMatchObject({ statusCode: 403 });
    repo.openCount = MAX_OPEN_UPLOAD_LINKS;
    await expect(service.createLink(sale, 'client@example.com', 12)).rejects.toMatchObject({
      statusCode: 409,
      message: FILE_LINK_TEXTS.tooManyLinks,
    });
  });

  it('renders only the order’s own images', async () => {
    const { service } = setup();
    await expect(service.render(sale, '/uploads/2026/11/elsewhere.png', 12)).rejects.toMatchObject({
      statusCode: 404,
      message: FILE_LINK_TEXTS.notOrderImage,
    });
  });
});
