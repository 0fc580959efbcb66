import { DESIGN_REVIEW_TEXTS } from '../../../shared/domain/designReview';
import { previewPathOf } from '../../../shared/domain/uploadPath';
import type { z } from 'zod';
import type { designVersionSchema } from '../../../shared/api/endpoints/designReview';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/httpErrors';
import type { DesignsRepository, VersionEntry } from './designs.repository';
import type { OrderReader } from './orderAccess';

type DesignVersionOut = z.output<typeof designVersionSchema>;

/** A version: the entry that brought its images, and its number (1 for the first). */
export interface Version extends VersionEntry {
  readonly version: number;
}

/** Makes (once) and names the web-size rendering of a stored image; the original when none can be made. */
export type WebImageOf = (image: string) => Promise<string>;

/** One image of a version, each size. */
export interface DesignImage {
  readonly image: string;
  readonly webImage: string;
  readonly previewImage: string;
}

/** 400 naming the version a request sent. */
export const unknownVersion = () =>
  new HttpError(400, DESIGN_REVIEW_TEXTS.unknownVersion, {
    fields: [{ path: 'version', message: DESIGN_REVIEW_TEXTS.unknownVersion }],
  });

/** 400 naming the image index a request sent. */
export const unknownImage = () =>
  new HttpError(400, DESIGN_REVIEW_TEXTS.unknownImage, {
    fields: [{ path: 'imageIndex', message: DESIGN_REVIEW_TEXTS.unknownImage }],
  });

/**
 * The versions of an order's design, derived rather than stored: each history entry whose
 * products are not empty, numbered 1, 2, … by entry id. Orders made before design review show
 * their history's product images as versions with nothing to backfill.
 */
export class DesignsService {
  constructor(
    private readonly repo: DesignsRepository,
    private readonly readOrder: OrderReader,
    private readonly webImageOf: WebImageOf,
  ) {}

  /** `GET /orders/{id}/designs`: newest first, with their images and counts of marks. */
  async list(user: AuthUser, orderId: number): Promise<{ results: DesignVersionOut[] }> {
    await this.readOrder(user, orderId);
    const [versions, counts] = await Promise.all([this.versions(orderId), this.repo.markCounts(orderId)]);
    const countOf = (historyId: number, status: 'open' | 'resolved') =>
      counts.find((c) => c.historyId === historyId && c.status === status)?.count ?? 0;
    const results: DesignVersionOut[] = [];
    for (const v of [...versions].reverse()) {
      results.push({
        version: v.version,
        historyId: v.historyId,
        status: v.status,
        note: v.note,
        author: v.author,
        createdAt: v.createdAt,
        images: await this.images(v),
        marks: { open: countOf(v.historyId, 'open'), resolved: countOf(v.historyId, 'resolved') },
      });
    }
    return { results };
  }

  /** The order's versions, oldest first. */
  async versions(orderId: number): Promise<Version[]> {
    const entries = await this.repo.versionEntries(orderId);
    return entries.map((entry, index) => ({ ...entry, version: index + 1 }));
  }

  /** The version numbered `number` with its image at `imageIndex`; 400 when either is unknown. */
  async versionFor(orderId: number, number: number, imageIndex: number): Promise<Version> {
    const version = (await this.versions(orderId)).find((v) => v.version === number);
    if (!version) throw unknownVersion();
    if (imageIndex >= version.products.length) throw unknownImage();
    return version;
  }

  /** A version's images in each size. */
  async images(version: Pick<VersionEntry, 'products'>): Promise<DesignImage[]> {
    const images: DesignImage[] = [];
    for (const image of version.products) {
      images.push({ image, webImage: await this.webImageOf(image), previewImage: previewPathOf(image) });
    }
    return images;
  }
}
