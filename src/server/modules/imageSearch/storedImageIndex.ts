import type { ImageFeaturesRepository } from './imageFeatures.repository';
import { ImageIndex, type ImageMatch } from './imageIndex';

/** Descriptors read per query to the table while catching up. */
const BATCH = 5000;
/**
 * Ids read again below the highest one seen: a row whose insert committed after a higher id's
 * (two instances writing at once) is still picked up.
 */
export const LOOKBACK_IDS = 64;

/**
 * The in-memory index kept in step with the image_features table, which several server
 * instances may write: before each search it reads the ids and paths above the last id seen
 * (an index-range read that finds nothing new most of the time) and loads the descriptors of
 * the new ones; the images a search finds are checked against the table, so one another
 * instance deleted is dropped, not answered.
 */
export class StoredImageIndex {
  private readonly index = new ImageIndex();
  /** The row id each indexed path was loaded from (a re-described image comes back with a new id). */
  private readonly loadedIds = new Map<string, number>();
  private lastId = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly features: ImageFeaturesRepository) {}

  get size(): number {
    return this.index.size;
  }

  /** Loads what other writers (and this instance's uploads) added since the last call. Calls queue. */
  sync(): Promise<void> {
    const next = this.pending.then(() => this.load());
    this.pending = next.catch(() => undefined);
    return next;
  }

  /** The `count` images most like `descriptor` that still have a descriptor in the table, best first. */
  async nearest(descriptor: Int8Array, count: number): Promise<ImageMatch[]> {
    const matches = this.index.nearest(descriptor, count);
    const existing = await this.features.existing(matches.map((m) => m.path));
    for (const { path } of matches) if (!existing.has(path)) this.forget(path);
    return matches.filter((m) => existing.has(m.path));
  }

  /** Drops an image (deleted here; the table row is the caller's to delete). */
  forget(path: string): void {
    this.index.remove(path);
    this.loadedIds.delete(path);
  }

  private async load(): Promise<void> {
    let after = Math.max(0, this.lastId - LOOKBACK_IDS);
    for (;;) {
      const keys = await this.features.since(after, BATCH);
      const fresh = keys.filter((key) => this.loadedIds.get(key.path) !== key.id);
      if (fresh.length > 0) {
        for (const row of await this.features.between(fresh[0].id - 1, fresh[fresh.length - 1].id)) {
          if (this.loadedIds.get(row.path) === row.id) continue;
          this.index.add(row.path, row.descriptor);
          this.loadedIds.set(row.path, row.id);
        }
      }
      after = keys.at(-1)?.id ?? after;
      this.lastId = Math.max(this.lastId, after);
      if (keys.length < BATCH) return;
    }
  }
}
