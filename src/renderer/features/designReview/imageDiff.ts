/**
 * The difference view of compare, kept pure: two images' RGBA pixels in, a picture of the
 * changes out (changed pixels in a bright colour over a faded copy of the first image).
 */

/** What `ImageData` holds; small arrays of it in tests. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: ArrayLike<number>;
}

/** The highlight of a changed pixel (magenta) and how much of the first image shows under the rest. */
export const DIFF_COLOUR = [255, 0, 170] as const;
const FADE = 0.25;

/** `pixels` scaled to `width` × `height` by nearest neighbour: how a second image of another size is compared. */
export function scaleNearest(pixels: Pixels, width: number, height: number): Pixels {
  if (pixels.width === width && pixels.height === height) return pixels;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(pixels.height - 1, Math.floor(((y + 0.5) * pixels.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(pixels.width - 1, Math.floor(((x + 0.5) * pixels.width) / width));
      const from = (sy * pixels.width + sx) * 4;
      const to = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) data[to + c] = pixels.data[from + c]!;
    }
  }
  return { width, height, data };
}

/**
 * The changes from `before` to `after` at the size of `before`: a pixel counts as changed when
 * one of its channels (alpha included) differs by more than `threshold` (0..255).
 */
export function diffPixels(
  before: Pixels,
  after: Pixels,
  threshold = 24,
): { width: number; height: number; data: Uint8ClampedArray; changed: number } {
  const { width, height } = before;
  const other = scaleNearest(after, width, height);
  const data = new Uint8ClampedArray(width * height * 4);
  let changed = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    let moved = false;
    for (let c = 0; c < 4; c++) {
      if (Math.abs(before.data[i + c] - other.data[i + c]) > threshold) moved = true;
    }
    if (moved) {
      changed++;
      data[i] = DIFF_COLOUR[0];
      data[i + 1] = DIFF_COLOUR[1];
      data[i + 2] = DIFF_COLOUR[2];
      data[i + 3] = 255;
    } else {
      const grey = (before.data[i] + before.data[i + 1] + before.data[i + 2]) / 3;
      const value = 255 - (255 - grey) * FADE;
      data[i] = value;
      data[i + 1] = value;
      data[i + 2] = value;
      data[i + 3] = 255;
    }
  }
  return { width, height, data, changed };
}
