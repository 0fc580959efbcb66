import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_LENGTH } from './imageDescriptor';
import type { FeatureRow, ImageFeaturesRepository } from './imageFeatures.repository';
import { LOOKBACK_IDS, StoredImageIndex } from './storedImageIndex';
import { describeThumbnail, THUMB_SIDE } from './imageDescriptor';

const descriptor = (shade: number) =>
  describeThumbnail(
    Uint8Array.from({ length: THUMB_SIDE * THUMB_SIDE * 3 }, (_, i) => ((Math.floor(i / 3) * shade) % 251) & 255),
  );

/** The table as a list of rows; `since` reads it like the SQL does. */
function fakeTable(rows: FeatureRow[] = []) {
  const calls: number[] = [];
  const loads: [number, number][] = [];
  const features: ImageFeaturesRepository = {
    since: (afterId, limit) => {
      calls.push(afterId);
      return Promise.resolve(
        rows
          .filter((r) => r.id > afterId)
          .sort((a, b) => a.id - b.id)
          .slice(0, limit)
          .map(({ id, path }) => ({ id, path })),
      );
    },
    between: (afterId, lastId) => {
      loads.push([afterId, lastId]);
      return Promise.resolve(rows.filter((r) => r.id > afterId && r.id <= lastId));
    },
    existing: (paths) => Promise.resolve(new Set(paths.filter((p) => rows.some((r) => r.path === p)))),
    save: () => Promise.reject(new Error('not used')),
    remove: () => Promise.reject(new Error('not used')),
    unindexed: () => Promise.reject(new Error('not used')),
  };
  return { rows, calls, loads, features };
}

describe('StoredImageIndex', () => {
  it('loads the rows above the last id seen, looking back for rows that committed late', async () => {
    const table = fakeTable([{ id: 1000, path: '/a', descriptor: descriptor(3) }]);
    const index = new StoredImageIndex(table.features);
    await index.sync();
    expect(index.size).toBe(1);

    // Another instance's insert with a lower id commits after id 1000 was read.
    table.rows.push({ id: 990, path: '/late', descriptor: descriptor(5) });
    table.rows.push({ id: 1001, path: '/b', descriptor: descriptor(7) });
    await index.sync();
    expect(index.size).toBe(3);
    expect(table.calls).toEqual([0, 1000 - LOOKBACK_IDS]);
    // Only the new rows' descriptors are read: from the late one to the newest.
    expect(table.loads).toEqual([
      [999, 1000],
      [989, 1001],
    ]);
    expect((await index.nearest(descriptor(5), 1))[0].path).toBe('/late');

    // Nothing new: only the light read of ids and paths.
    await index.sync();
    expect(table.loads).toHaveLength(2);
  });

  it('reloads an image described again under a new id', async () => {
    const table = fakeTable([{ id: 1, path: '/a', descriptor: descriptor(3) }]);
    const index = new StoredImageIndex(table.features);
    await index.sync();
    table.rows.splice(0, 1, { id: 2, path: '/a', descriptor: descriptor(11) });
    await index.sync();
    expect(index.size).toBe(1);
    expect((await index.nearest(descriptor(11), 1))[0].score).toBeCloseTo(1, 5);
  });

  it('drops an image whose row another instance deleted instead of answering it', async () => {
    const table = fakeTable([
      { id: 1, path: '/a', descriptor: descriptor(3) },
      { id: 2, path: '/b', descriptor: descriptor(7) },
    ]);
    const index = new StoredImageIndex(table.features);
    await index.sync();
    table.rows.splice(0, 1);
    expect((await index.nearest(descriptor(3), 2)).map((m) => m.path)).toEqual(['/b']);
    expect(index.size).toBe(1);
  });

  it('runs syncs one after another and survives a failed one', async () => {
    const table = fakeTable([{ id: 1, path: '/a', descriptor: new Int8Array(DESCRIPTOR_LENGTH) }]);
    let fail = true;
    const index = new StoredImageIndex({
      ...table.features,
      since: (afterId, limit) => (fail ? Promise.reject(new Error('down')) : table.features.since(afterId, limit)),
    });
    await expect(index.sync()).rejects.toThrow('down');
    fail = false;
    await Promise.all([index.sync(), index.sync()]);
    expect(index.size).toBe(1);
  });
});
