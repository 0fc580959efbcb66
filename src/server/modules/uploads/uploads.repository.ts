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

export async function findUploadByPath(
  db: Db,
  path: string,
): Promise<{ id: number; userId: number; previewPath: string | null } | null> {
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
