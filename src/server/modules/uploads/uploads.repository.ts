import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { uploads } from '../../db/schema';

export interface UploadRecord {
  readonly path: string;
  readonly previewPath: string | null;
  readonly userId: number;
  readonly type: string;
  readonly orderId: number | null;
  readonly channelId: number | null;
  readonly tags: string[] | null;
}

export async function insertUploads(db: Db, records: readonly UploadRecord[]): Promise<void> {
  if (records.length > 0) await db.insert(uploads).values([...records]);
}

export async function findUploadByPath(db: Db, path: string): Promise<StoredUpload | null> {
  const rows = await db
    .select({ id: uploads.id, userId: uploads.userId, previewPath: uploads.previewPath })
    .from(uploads)
    .where(eq(uploads.path, path))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteUploadRow(db: Db, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** An upload as deleting it needs it. */
export interface StoredUpload {
  readonly id: number;
  readonly userId: number;
  readonly previewPath: string | null;
}

/** What uploads need of the uploads table, as one object so the service can be tested with a fake. */
export interface UploadsRepository {
  insert(records: readonly UploadRecord[]): Promise<void>;
  findByPath(path: string): Promise<StoredUpload | null>;
  remove(id: number): Promise<void>;
}

/** The uploads' repository on a Drizzle database. */
export function drizzleUploadsRepository(db: Db): UploadsRepository {
  return {
    insert: (records) => insertUploads(db, records),
    findByPath: (path) => findUploadByPath(db, path),
    remove: (id) => deleteUploadRow(db, id),
  };
}
