import {
  FILE_LINK_TEXTS,
  MAX_OPEN_UPLOAD_LINKS,
  UPLOAD_LINK_DAYS,
  UPLOAD_PAGE_PREFIX,
  type UPLOAD_LINK_STATUSES,
} from '../../../shared/api/endpoints/fileLinks';
import { UPLOAD_TEXTS, type UploadResult } from '../../../shared/api/uploads';
import { RESOURCES } from '../../../shared/domain/resources';
import { previewPathOf } from '../../../shared/domain/uploadPath';
import type { AuthUser } from '../../plugins/auth';
import { hashToken, newToken } from '../../plugins/sessionToken';
import { HttpError, conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type { ResourceService } from '../../resources/index';
import type { Mailer } from '../mail/mailer';
import { uploadLinkMail } from '../mail/templates';
import type { FileStore } from '../uploads/fileStore';
import { sniffImage } from '../uploads/imageType';
import { keepRendering } from '../uploads/renderImage';
import type { UploadsService } from '../uploads/uploads.service';
import { LINK_UPLOAD_TAG, type FileLinksRepository, type UploadLinkRow } from './fileLinks.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tokens are 32 random bytes in base64url (43 characters). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

function statusOf(link: UploadLinkRow, now: Date): (typeof UPLOAD_LINK_STATUSES)[number] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt <= now ? 'expired' : 'open';
}

/** Upload links carry the customer's address: outsourced designers never handle them. */
function refuseOutsource(user: AuthUser): void {
  if (user.isOutsource) throw forbidden('Outsourced users do not handle customer upload links.');
}

/** Why a link's page refuses an upload, or null when it takes one. */
export type LinkRefusal = 'unknown' | 'expired' | 'revoked';

export interface FileLinksDeps {
  readonly repo: FileLinksRepository;
  readonly resources: ResourceService;
  readonly store: FileStore;
  readonly uploads: UploadsService;
  readonly mailer: Mailer;
  /** Origin the links and renderings are addressed from (PUBLIC_URL or the listening address). */
  readonly publicBaseUrl: () => string;
  readonly now?: () => Date;
}

/**
 * POST /file/render, the customer upload links (POST /file/createLink, GET /file/links,
 * POST /file/links/{id}/revoke) and the page behind a link. Every call names an order and is
 * refused (404) when the caller could not read that order.
 */
export class FileLinksService {
  private readonly now: () => Date;

  constructor(private readonly deps: FileLinksDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** A web-size rendering of one of the order's images, made once and kept beside the original. */
  async render(user: AuthUser, link: string, orderId: number): Promise<{ url: string }> {
    await this.deps.resources.getOne(user, RESOURCES.orders, orderId);
    if (!(await this.deps.repo.isOrderImage(orderId, link))) throw notFound(FILE_LINK_TEXTS.notOrderImage);
    const rendering = await keepRendering(this.deps.store, link);
    if ('missing' in rendering) {
      if (rendering.missing === 'original') throw notFound('The image’s file is missing from the store.');
      throw new HttpError(415, UPLOAD_TEXTS.notImage);
    }
    return { url: new URL(rendering.path, this.deps.publicBaseUrl()).toString() };
  }

  async createLink(user: AuthUser, email: string, orderId: number) {
    refuseOutsource(user);
    await this.deps.resources.getOne(user, RESOURCES.orders, orderId);
    const now = this.now();
    if ((await this.deps.repo.countOpenLinks(orderId, now)) >= MAX_OPEN_UPLOAD_LINKS) {
      throw conflict(FILE_LINK_TEXTS.tooManyLinks);
    }
    const token = newToken();
    const row = await this.deps.repo.insertLink({
      tokenHash: hashToken(token),
      orderId,
      email,
      createdBy: user.id,
      expiresAt: new Date(now.getTime() + UPLOAD_LINK_DAYS * DAY_MS),
    });
    const url = new URL(`${UPLOAD_PAGE_PREFIX}${token}`, this.deps.publicBaseUrl()).toString();
    const name = (await this.deps.repo.orderName(orderId)) ?? `order #${orderId}`;
    await this.deps.mailer.send(uploadLinkMail(email, url, `“${name}” (#${orderId})`, UPLOAD_LINK_DAYS));
    return { id: row.id, url, expiresAt: row.expiresAt };
  }

  async list(user: AuthUser, orderId: number) {
    refuseOutsource(user);
    await this.deps.resources.getOne(user, RESOURCES.orders, orderId);
    const now = this.now();
    const [links, files] = await Promise.all([
      this.deps.repo.listLinks(orderId),
      this.deps.repo.listReceivedFiles(orderId),
    ]);
    return {
      links: links.map(({ link, creator }) => this.toLink(link, creator, now)),
      files: files.map((file) => ({
        image: file.path,
        previewImage: file.previewPath ?? previewPathOf(file.path),
        linkId: Number(file.tags?.[1]) || null,
        createdAt: file.createdAt,
      })),
    };
  }

  async revoke(user: AuthUser, id: number) {
    refuseOutsource(user);
    const link = await this.deps.repo.findLink(id);
    if (!link) throw notFound(`Upload link #${id} was not found.`);
    await this.deps.resources.getOne(user, RESOURCES.orders, link.orderId);
    await this.deps.repo.revoke(id, this.now());
    const revoked = (await this.deps.repo.findLink(id)) ?? link;
    return this.toLink(revoked, null, this.now());
  }

  /** The link a page token opens, with why it refuses uploads (null when it takes them). */
  async open(token: string): Promise<{ link: UploadLinkRow | null; refusal: LinkRefusal | null; order: string }> {
    const link = isTokenShaped(token) ? await this.deps.repo.findLinkByHash(hashToken(token)) : null;
    if (!link) return { link: null, refusal: 'unknown', order: '' };
    const status = statusOf(link, this.now());
    const name = (await this.deps.repo.orderName(link.orderId)) ?? '';
    return { link, refusal: status === 'open' ? null : status, order: `${name} (#${link.orderId})` };
  }

  /** Stores what a customer sent through an open link as images of its order. */
  async receive(link: UploadLinkRow, files: readonly Buffer[]): Promise<UploadResult[]> {
    const images = files.map((data) => {
      const kind = sniffImage(data);
      if (!kind) throw new HttpError(415, UPLOAD_TEXTS.notImage);
      return { data, kind };
    });
    const stored = await this.deps.uploads.keep(link.createdBy, images, {
      type: 'order',
      orderId: link.orderId,
      tags: [LINK_UPLOAD_TAG, String(link.id)],
    });
    await this.deps.repo.countUploads(link.id, stored.length);
    return stored;
  }

  private toLink(link: UploadLinkRow, creator: { id: number; displayName: string | null } | null, now: Date) {
    return {
      id: link.id,
      email: link.email,
      status: statusOf(link, now),
      uploadCount: link.uploadCount,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
      revokedAt: link.revokedAt,
      createdBy: creator,
    };
  }
}
