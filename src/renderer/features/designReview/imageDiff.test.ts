import { describe, expect, it } from 'vitest';
import { DIFF_COLOUR, diffPixels, scaleNearest } from './imageDiff';

const px = (width: number, height: number, rgba: number[][]) => ({ width, height, data: rgba.flat() });
const white = [255, 255, 255, 255];
const black = [0, 0, 0, 255];

describe('difference highlighting', () => {
  it('marks the changed pixels and fades the others', () => {
    const before = px(2, 1, [white, white]);
    const after = px(2, 1, [white, black]);
    const diff = diffPixels(before, after);
    expect(diff.changed).toBe(1);
    expect([...diff.data.slice(0, 4)]).toEqual([255, 255, 255, 255]);
    expect([...diff.data.slice(4, 8)]).toEqual([...DIFF_COLOUR, 255]);
  });

  it('ignores changes under the threshold and sees a change of transparency', () => {
    const before = px(2, 1, [white, white]);
    const after = px(2, 1, [
      [250, 250, 250, 255],
      [255, 255, 255, 0],
    ]);
    expect(diffPixels(before, after, 10).changed).toBe(1);
  });

  it('scales a second image of another size to the first', () => {
    const before = px(2, 2, [white, black, white, black]);
    // Each pixel of `before` twice as wide and twice as tall: four rows of white, white, black, black.
    const bigger = px(4, 4, Array.from({ length: 4 }, () => [white, white, black, black]).flat());
    expect(diffPixels(before, bigger).changed).toBe(0);
    expect(scaleNearest(bigger, 2, 2).data).toEqual(new Uint8ClampedArray([...white, ...black, ...white, ...black]));
  });
});
