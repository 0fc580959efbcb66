import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { previewPathOf } from '../../../shared/domain/uploadPath';
import type { Db } from '../../db/connection';
import { uploads } from '../../db/schema';
import type { FileStore } from './fileStore';
import { makePreview } from './preview';

const BATCH = 50;

/**
 * Makes the thumbnails that uploads stored before thumbnails existed lack, a few at a time,
 * in the background after start. An original that is missing or does not decode is left
 * without one (lists then show the original). Stops when `signal` aborts; answers how many it made.
 */
export async function backfillPreviews(db: Db, store: FileStore, signal: AbortSignal): Promise<number> {
  let made = 0;
  let after = 0;
  while (!signal.aborted) {
    const rows = await db
      .select({ id: uploads.id, path: uploads.path })
      .from(uploads)
      .where(and(isNull(uploads.previewPath), gt(uploads.id, after)))
      .orderBy(asc(uploads.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (signal.aborted) break;
      after = row.id;
      const original = await store.read(row.path);
      const preview = original && (await makePreview(original).catch(() => null));
      if (!preview) continue;
      const previewPath = previewPathOf(row.path);
      await store.put(previewPath, preview, 'image/webp');
      await db.update(uploads).set({ previewPath }).where(eq(uploads.id, row.id));
      made += 1;
    }
  }
  return made;
}
