import { describe, expect, it } from 'vitest';
import { DESIGN_REVIEW_TEXTS } from '../../../shared/domain/designReview';
import { previewPathOf } from '../../../shared/domain/uploadPath';
import { HttpError } from '../../plugins/httpErrors';
import { testUser } from '../../plugins/testUsers';
import type { DesignsRepository, MarkCount, VersionEntry } from './designs.repository';
import { DesignsService } from './designs.service';

/** The versions of a design, derived from the history's products, over an in-memory repository. */

const AT = new Date('2026-11-29T08:00:00.000Z');
const image = (n: number) => `/uploads/2026/11/${'a'.repeat(31)}${n}.png`;
const entry = (historyId: number, products: string[]): VersionEntry => ({
  historyId,
  status: 'verified',
  note: `entry ${historyId}`,
  products,
  createdAt: AT,
  author: { id: 7, displayName: 'Designer' },
});

function setup(entries: VersionEntry[], counts: MarkCount[] = [], reachable = true) {
  const repo: DesignsRepository = {
    versionEntries: () => Promise.resolve(entries),
    markCounts: () => Promise.resolve(counts),
    people: () => Promise.resolve(new Map()),
  };
  const readOrder = () =>
    reachable ? Promise.resolve() : Promise.reject(new HttpError(404, 'orders #1 was not found.'));
  return new DesignsService(repo, readOrder, (path) => Promise.resolve(`${path}.render.jpg`));
}

describe('DesignsService', () => {
  it('numbers the versions by entry and lists them newest first, with every size of each image and their marks', async () => {
    const service = setup(
      [entry(10, [image(1)]), entry(14, [image(2), image(3)])],
      [
        { historyId: 10, status: 'resolved', count: 2 },
        { historyId: 14, status: 'open', count: 1 },
      ],
    );
    const { results } = await service.list(testUser(), 1);
    expect(results.map((v) => [v.version, v.historyId, v.marks])).toEqual([
      [2, 14, { open: 1, resolved: 0 }],
      [1, 10, { open: 0, resolved: 2 }],
    ]);
    expect(results[0]?.images[1]).toEqual({
      image: image(3),
      webImage: `${image(3)}.render.jpg`,
      previewImage: previewPathOf(image(3)),
    });
  });

  it('finds a version and its image, and names what a request got wrong', async () => {
    const service = setup([entry(10, [image(1)])]);
    expect((await service.versionFor(1, 1, 0)).historyId).toBe(10);
    await expect(service.versionFor(1, 2, 0)).rejects.toMatchObject({ message: DESIGN_REVIEW_TEXTS.unknownVersion });
    await expect(service.versionFor(1, 1, 1)).rejects.toMatchObject({ message: DESIGN_REVIEW_TEXTS.unknownImage });
  });

  it('answers under the order’s read rules', async () => {
    await expect(setup([], [], false).list(testUser(), 1)).rejects.toMatchObject({ statusCode: 404 });
  });
});
