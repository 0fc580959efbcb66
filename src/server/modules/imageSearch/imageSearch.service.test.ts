import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../plugins/auth';
import type { ImageMatch } from './imageIndex';
import { ImageSearchService, MIN_SIMILARITY, type SearchableIndex } from './imageSearch.service';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const user = { id: 5 } as AuthUser;

/** An index of `size` images whose nearest are `/uploads/0.png`, `/uploads/1.png`, … with falling scores. */
function fakeIndex(
  size: number,
  scoreOf = (i: number) => 0.99 - i * 0.0001,
): SearchableIndex & { counts: number[]; syncs: () => number } {
  const counts: number[] = [];
  let syncs = 0;
  return {
    size,
    counts,
    syncs: () => syncs,
    sync: () => {
      syncs += 1;
      return Promise.resolve();
    },
    nearest: (_descriptor: Int8Array, count: number) => {
      counts.push(count);
      const matches: ImageMatch[] = Array.from({ length: Math.min(count, size) }, (_, i) => ({
        path: `/uploads/${i}.png`,
        score: scoreOf(i),
      }));
      return Promise.resolve(matches);
    },
  };
}

const describe1 = () => Promise.resolve(new Int8Array(1));

describe('ImageSearchService', () => {
  it('refuses an empty file, a file that is not an image and one that does not decode', async () => {
    const service = new ImageSearchService({
      index: fakeIndex(1),
      findOrders: () => Promise.resolve([]),
      describe: () => Promise.reject(new Error('corrupt')),
    });
    await expect(service.search(user, new Uint8Array())).rejects.toMatchObject({ statusCode: 400 });
    await expect(service.search(user, Uint8Array.from([1, 2, 3]))).rejects.toMatchObject({ statusCode: 415 });
    await expect(service.search(user, PNG)).rejects.toMatchObject({
      statusCode: 415,
      message: 'The image could not be read.',
    });
  });

  it('loads what other instances wrote, then answers the orders of the nearest images in scope, best first', async () => {
    const index = fakeIndex(3);
    const findOrders = vi.fn((_user: AuthUser, paths: readonly string[]) =>
      Promise.resolve(paths.includes('/uploads/1.png') ? [{ orderId: 8, path: '/uploads/1.png' }] : []),
    );
    const service = new ImageSearchService({ index, findOrders, describe: describe1 });
    expect(await service.search(user, PNG)).toEqual([{ orderId: 8, score: 0.99, image: '/uploads/1.png' }]);
    expect(index.syncs()).toBe(1);
    expect(findOrders).toHaveBeenCalledWith(user, ['/uploads/0.png', '/uploads/1.png', '/uploads/2.png']);
  });

  it('looks further while the caller may read too few of the nearest images’ orders', async () => {
    const index = fakeIndex(10_000);
    // The caller reaches only every 100th image's order.
    const findOrders = (_user: AuthUser, paths: readonly string[]) =>
      Promise.resolve(
        paths.flatMap((path) => {
          const n = Number(/(\d+)/.exec(path)?.[1]);
          return n % 100 === 0 ? [{ orderId: n, path }] : [];
        }),
      );
    const results = await new ImageSearchService({ index, findOrders, describe: describe1 }).search(user, PNG);
    expect(index.counts).toEqual([256, 1024, 4096]);
    expect(results.map((r) => r.orderId)).toEqual(Array.from({ length: 20 }, (_, i) => i * 100).slice(0, 20));
  });

  it('answers nothing below the least similarity, and stops widening there', async () => {
    const index = fakeIndex(10_000, (i) => (i < 2 ? 0.9 - i / 100 : MIN_SIMILARITY - 0.01));
    const findOrders = vi.fn((_user: AuthUser, paths: readonly string[]) =>
      Promise.resolve(paths.map((path, i) => ({ orderId: i + 1, path }))),
    );
    const results = await new ImageSearchService({ index, findOrders, describe: describe1 }).search(user, PNG);
    expect(results.map((r) => r.image)).toEqual(['/uploads/0.png', '/uploads/1.png']);
    expect(index.counts).toEqual([256]);
  });
});
