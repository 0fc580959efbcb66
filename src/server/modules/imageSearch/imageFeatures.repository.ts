import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { imageFeatures, uploads } from '../../db/schema';
import { DESCRIPTOR_VERSION } from './imageDescriptor';
import { textArray } from './textArray';

/** Which image a stored descriptor is of. */
export interface FeatureKey {
  readonly id: number;
  readonly path: string;
}

/** One stored descriptor, as the index loads it. */
export interface FeatureRow extends FeatureKey {
  readonly descriptor: Int8Array;
}

/** An upload the index lacks. */
export interface UnindexedUpload {
  readonly id: number;
  readonly path: string;
}

/** The image_features table (descriptors of this layout version only) and the uploads it follows. */
export interface ImageFeaturesRepository {
  /** Ids and paths of the descriptors with an id above `afterId`, in id order, at most `limit` (a light read). */
  since(afterId: number, limit: number): Promise<FeatureKey[]>;
  /** The descriptors with an id above `afterId` up to `lastId`. */
  between(afterId: number, lastId: number): Promise<FeatureRow[]>;
  /** Of `paths`, those that still have a descriptor (another instance may have deleted some). */
  existing(paths: readonly string[]): Promise<Set<string>>;
  /** Writes the descriptor of `path`; one written again gets a new id, so other instances load it. */
  save(path: string, descriptor: Int8Array): Promise<void>;
  remove(path: string): Promise<void>;
  /** Uploads of `types` with an id above `afterId` and no descriptor yet, in id order. */
  unindexed(types: readonly string[], afterId: number, limit: number): Promise<UnindexedUpload[]>;
}

const current = eq(imageFeatures.version, DESCRIPTOR_VERSION);

const asDescriptor = (bytes: Uint8Array) => new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function drizzleImageFeaturesRepository(db: Db): ImageFeaturesRepository {
  return {
    since(afterId, limit) {
      return db
        .select({ id: imageFeatures.id, path: imageFeatures.path })
        .from(imageFeatures)
        .where(and(gt(imageFeatures.id, afterId), current))
        .orderBy(asc(imageFeatures.id))
        .limit(limit);
    },

    async between(afterId, lastId) {
      const rows = await db
        .select({ id: imageFeatures.id, path: imageFeatures.path, descriptor: imageFeatures.descriptor })
        .from(imageFeatures)
        .where(and(gt(imageFeatures.id, afterId), lte(imageFeatures.id, lastId), current));
      return rows.map((row) => ({ ...row, descriptor: asDescriptor(row.descriptor) }));
    },

    async existing(paths) {
      if (paths.length === 0) return new Set();
      const rows = await db
        .select({ path: imageFeatures.path })
        .from(imageFeatures)
        .where(and(sql`${imageFeatures.path} = any(${textArray(paths)})`, current));
      return new Set(rows.map((row) => row.path));
    },

    async save(path, descriptor) {
      const bytes = new Uint8Array(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength);
      await db
        .insert(imageFeatures)
        .values({ path, version: DESCRIPTOR_VERSION, descriptor: bytes })
        .onConflictDoUpdate({
          target: imageFeatures.path,
          set: {
            id: sql`nextval(pg_get_serial_sequence('image_features', 'id'))`,
            version: DESCRIPTOR_VERSION,
            descriptor: bytes,
            createdAt: sql`now()`,
          },
        });
    },

    async remove(path) {
      await db.delete(imageFeatures).where(eq(imageFeatures.path, path));
    },

    async unindexed(types, afterId, limit) {
      const described = db
        .select({ one: sql`1` })
        .from(imageFeatures)
        .where(and(eq(imageFeatures.path, uploads.path), current));
      return db
        .select({ id: uploads.id, path: uploads.path })
        .from(uploads)
        .where(and(gt(uploads.id, afterId), inArray(uploads.type, [...types]), notExists(described)))
        .orderBy(asc(uploads.id))
        .limit(limit);
    },
  };
}
