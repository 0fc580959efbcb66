import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { orderHistories, orders, uploadLinks, uploads, users } from '../../db/schema';

/** Tag of the uploads a customer sent through a link (the link's id follows it). */
export const LINK_UPLOAD_TAG = 'upload-link';

export type UploadLinkRow = typeof uploadLinks.$inferSelect;

/** True when `path` is the order's thumbnail, a product image of its history or a file sent for it. */
export async function isOrderImage(db: Db, orderId: number, path: string): Promise<boolean> {
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  return (
    (await found(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.thumbnail, path)))
        .limit(1),
    )) ||
    (await found(
      db
        .select({ id: orderHistories.id })
        .from(orderHistories)
        .where(
          and(eq(orderHistories.orderId, orderId), sql`${orderHistories.products} @> ${JSON.stringify([path])}::jsonb`),
        )
        .limit(1),
    )) ||
    found(
      db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.orderId, orderId), eq(uploads.path, path)))
        .limit(1),
    )
  );
}

export async function insertUploadLink(
  db: Db,
  link: Pick<UploadLinkRow, 'tokenHash' | 'orderId' | 'email' | 'createdBy' | 'expiresAt'>,
): Promise<UploadLinkRow> {
  const [row] = await db.insert(uploadLinks).values(link).returning();
  return row;
}

export async function countOpenLinks(db: Db, orderId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploadLinks)
    .where(and(eq(uploadLinks.orderId, orderId), isNull(uploadLinks.revokedAt), gt(uploadLinks.expiresAt, now)));
  return row.n;
}

/** An order's links, newest first, with the name of who made each. */
export function listUploadLinks(db: Db, orderId: number) {
  return db
    .select({ link: uploadLinks, creator: { id: users.id, displayName: users.displayName } })
    .from(uploadLinks)
    .leftJoin(users, eq(users.id, uploadLinks.createdBy))
    .where(eq(uploadLinks.orderId, orderId))
    .orderBy(desc(uploadLinks.id));
}

export async function findUploadLink(db: Db, id: number): Promise<UploadLinkRow | null> {
  const [row] = await db.select().from(uploadLinks).where(eq(uploadLinks.id, id)).limit(1);
  return row ?? null;
}

export async function findUploadLinkByHash(db: Db, tokenHash: string): Promise<UploadLinkRow | null> {
  const [row] = await db.select().from(uploadLinks).where(eq(uploadLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Revokes a link once: the first revocation's time stays. */
export async function revokeUploadLink(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(uploadLinks)
    .set({ revokedAt: now })
    .where(and(eq(uploadLinks.id, id), isNull(uploadLinks.revokedAt)));
}

export async function countLinkUploads(db: Db, id: number, count: number): Promise<void> {
  await db
    .update(uploadLinks)
    .set({ uploadCount: sql`${uploadLinks.uploadCount} + ${count}` })
    .where(eq(uploadLinks.id, id));
}

/** The files customers sent for an order, newest first. */
export function listReceivedFiles(db: Db, orderId: number) {
  return db
    .select({ path: uploads.path, previewPath: uploads.previewPath, tags: uploads.tags, createdAt: uploads.createdAt })
    .from(uploads)
    .where(and(eq(uploads.orderId, orderId), sql`${uploads.tags}[1] = ${LINK_UPLOAD_TAG}`))
    .orderBy(desc(uploads.id));
}

export async function orderName(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ name: orders.name }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.name ?? null;
}

/** A link as an order's list shows it, with who made it. */
export interface ListedUploadLink {
  readonly link: UploadLinkRow;
  readonly creator: { readonly id: number; readonly displayName: string | null } | null;
}

/** A file a customer sent through a link. */
export interface ReceivedFile {
  readonly path: string;
  readonly previewPath: string | null;
  readonly tags: string[] | null;
  readonly createdAt: Date;
}

/** What the upload links need of the database, as one object so the service can be tested with a fake. */
export interface FileLinksRepository {
  isOrderImage(orderId: number, path: string): Promise<boolean>;
  insertLink(
    link: Pick<UploadLinkRow, 'tokenHash' | 'orderId' | 'email' | 'createdBy' | 'expiresAt'>,
  ): Promise<UploadLinkRow>;
  countOpenLinks(orderId: number, now: Date): Promise<number>;
  listLinks(orderId: number): Promise<ListedUploadLink[]>;
  findLink(id: number): Promise<UploadLinkRow | null>;
  findLinkByHash(tokenHash: string): Promise<UploadLinkRow | null>;
  revoke(id: number, now: Date): Promise<void>;
  countUploads(id: number, count: number): Promise<void>;
  listReceivedFiles(orderId: number): Promise<ReceivedFile[]>;
  orderName(orderId: number): Promise<string | null>;
}

/** The upload links' repository on a Drizzle database. */
export function drizzleFileLinksRepository(db: Db): FileLinksRepository {
  return {
    isOrderImage: (orderId, path) => isOrderImage(db, orderId, path),
    insertLink: (link) => insertUploadLink(db, link),
    countOpenLinks: (orderId, now) => countOpenLinks(db, orderId, now),
    listLinks: async (orderId) => await listUploadLinks(db, orderId),
    findLink: (id) => findUploadLink(db, id),
    findLinkByHash: (hash) => findUploadLinkByHash(db, hash),
    revoke: (id, now) => revokeUploadLink(db, id, now),
    countUploads: (id, count) => countLinkUploads(db, id, count),
    listReceivedFiles: async (orderId) => await listReceivedFiles(db, orderId),
    orderName: (orderId) => orderName(db, orderId),
  };
}
