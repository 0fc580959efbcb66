import { describe, expect, it } from 'vitest';
import { describeThumbnail, THUMB_SIDE } from './imageDescriptor';
import { CANDIDATES, ImageIndex } from './imageIndex';
import { Rng } from './rng';

const PIXELS = THUMB_SIDE * THUMB_SIDE * 3;

/** Random blocky thumbnails, each its own picture. */
function thumbnails(count: number, seed: number): Uint8Array[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => {
    const blocks = Array.from({ length: 48 }, () => Math.floor(rng.next() * 256));
    return Uint8Array.from({ length: PIXELS }, (_, i) => {
      const pixel = Math.floor(i / 3);
      const block = Math.floor(pixel / THUMB_SIDE / 8) * 4 + Math.floor((pixel % THUMB_SIDE) / 8);
      return blocks[(block * 3 + (i % 3)) % 48];
    });
  });
}

/** The same picture, a little noisier and darker. */
const disturbed = (pixels: Uint8Array, rng: Rng) =>
  pixels.map((v) => Math.max(0, Math.min(255, Math.round(v * 0.9 + rng.gaussian() * 6))));

describe('ImageIndex', () => {
  const images = thumbnails(40, 1).map(describeThumbnail);

  it('finds an image first among others, and ranks best first', () => {
    const index = new ImageIndex();
    images.forEach((d, i) => index.add(`/uploads/${i}.png`, d));
    expect(index.size).toBe(40);
    const matches = index.nearest(images[7], 5);
    expect(matches[0]).toEqual({ path: '/uploads/7.png', score: expect.closeTo(1, 5) as number });
    expect(matches).toHaveLength(5);
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
  });

  it('replaces an image added again and removes one, moving the last into its place', () => {
    const index = new ImageIndex();
    index.add('/a', images[0]);
    index.add('/b', images[1]);
    index.add('/c', images[2]);
    index.add('/a', images[3]);
    expect(index.size).toBe(3);
    expect(index.nearest(images[3], 1)[0].path).toBe('/a');
    expect(index.remove('/a')).toBe(true);
    expect(index.remove('/a')).toBe(false);
    expect(index.has('/a')).toBe(false);
    expect(index.nearest(images[2], 1)[0]).toEqual({ path: '/c', score: expect.closeTo(1, 5) as number });
    expect(
      index
        .nearest(images[1], 3)
        .map((m) => m.path)
        .sort(),
    ).toEqual(['/b', '/c']);
  });

  it('refuses a descriptor of another length', () => {
    expect(() => new ImageIndex().add('/x', new Int8Array(3))).toThrow(/528/);
  });

  it(`still finds a disturbed copy when the hash pass has to choose ${CANDIDATES} of many`, () => {
    const many = thumbnails(CANDIDATES + 600, 2);
    const index = new ImageIndex();
    many.forEach((pixels, i) => index.add(`/uploads/${i}.png`, describeThumbnail(pixels)));
    const rng = new Rng(3);
    for (const target of [0, 999, CANDIDATES + 500]) {
      expect(index.nearest(describeThumbnail(disturbed(many[target], rng)), 3)[0].path).toBe(`/uploads/${target}.png`);
    }
  }, 30_000);
});
