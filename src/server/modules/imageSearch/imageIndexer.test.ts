import { describe, expect, it, vi } from 'vitest';
import type { StoredImage } from '../uploads/uploadListener';
import type { ImageFeaturesRepository } from './imageFeatures.repository';
import { ImageIndexer } from './imageIndexer';
import type { StoredImageIndex } from './storedImageIndex';

function setup(uploads: { id: number; path: string }[] = []) {
  const saved = new Map<string, Int8Array>();
  const remove = vi.fn(() => Promise.resolve());
  const features = {
    save: vi.fn((path: string, descriptor: Int8Array) => {
      saved.set(path, descriptor);
      return Promise.resolve();
    }),
    remove,
    unindexed: vi.fn((_types: readonly string[], afterId: number, limit: number) =>
      Promise.resolve(uploads.filter((u) => u.id > afterId && !saved.has(u.path)).slice(0, limit)),
    ),
  } as unknown as ImageFeaturesRepository;
  const forget = vi.fn();
  const index = { forget } as unknown as StoredImageIndex;
  const describe = vi.fn((data: Uint8Array) =>
    data[0] === 0 ? Promise.reject(new Error('not an image')) : Promise.resolve(Int8Array.from(data)),
  );
  return { saved, remove, forget, indexer: new ImageIndexer(features, index, describe) };
}

const image = (path: string, type: string, byte = 1): StoredImage => ({
  path,
  type,
  data: Uint8Array.from([byte]),
  kind: { mime: 'image/png', ext: 'png' },
  orderId: null,
});

describe('ImageIndexer', () => {
  it('describes uploaded order and product images, not avatars or catalog images', async () => {
    const { indexer, saved } = setup();
    await indexer.stored([
      image('/o', 'order'),
      image('/p', 'product', 2),
      image('/a', 'avatar'),
      image('/c', 'productCatalog'),
    ]);
    expect([...saved.keys()]).toEqual(['/o', '/p']);
    expect(saved.get('/p')).toEqual(Int8Array.from([2]));
  });

  it('deletes the descriptor of a removed file and drops it from this instance’s index', async () => {
    const { indexer, remove, forget } = setup();
    await indexer.removed('/o');
    expect(remove).toHaveBeenCalledWith('/o');
    expect(forget).toHaveBeenCalledWith('/o');
  });

  it('describes the uploads stored before, passing over missing and unreadable files', async () => {
    const uploads = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, path: `/u/${i + 1}` }));
    const { indexer, saved } = setup(uploads);
    const read = (path: string) => {
      const n = Number(path.slice(3));
      if (n % 10 === 0) return Promise.resolve(null);
      if (n % 10 === 1) return Promise.reject(new Error('gone'));
      return Promise.resolve(Uint8Array.from([n % 10 === 2 ? 0 : 5]));
    };
    expect(await indexer.backfill(read, new AbortController().signal)).toBe(84);
    expect(saved.size).toBe(84);
    expect(saved.has('/u/10') || saved.has('/u/11') || saved.has('/u/12')).toBe(false);
  });

  it('stops when told to', async () => {
    const { indexer, saved } = setup([{ id: 1, path: '/u/1' }]);
    const stop = new AbortController();
    stop.abort();
    expect(await indexer.backfill(() => Promise.resolve(Uint8Array.from([5])), stop.signal)).toBe(0);
    expect(saved.size).toBe(0);
  });
});
