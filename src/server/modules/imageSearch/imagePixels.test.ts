import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeImage, MAX_INPUT_PIXELS, thumbnailPixels } from './imagePixels';
import { similarity } from './imageSimilarity';

/** A poster: a gradient, a disc, a bar and a word. */
const poster = (hue: number, x: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g">` +
        `<stop offset="0" stop-color="hsl(${hue},70%,80%)"/><stop offset="1" stop-color="hsl(${hue + 120},60%,30%)"/></linearGradient></defs>` +
        `<rect width="600" height="400" fill="url(#g)"/><circle cx="${x}" cy="150" r="90" fill="hsl(${hue + 200},80%,50%)"/>` +
        `<rect x="60" y="300" width="300" height="40" fill="#222"/><text x="380" y="80" font-size="50" fill="white">Sale</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('describeImage', () => {
  it('makes a 32 × 32 RGB thumbnail, transparency laid on white', async () => {
    const transparent = await sharp({
      create: { width: 50, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const pixels = await thumbnailPixels(transparent);
    expect(pixels).toHaveLength(32 * 32 * 3);
    expect(pixels.every((v) => v === 255)).toBe(true);
    const grey = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect(await thumbnailPixels(grey)).toHaveLength(32 * 32 * 3);
  });

  it('finds copies alike and other pictures apart', async () => {
    const original = await poster(20, 150);
    const descriptor = await describeImage(original);
    const copies = [
      await sharp(original).resize(300, 200).png().toBuffer(),
      await sharp(original).jpeg({ quality: 60 }).toBuffer(),
      await sharp(original).modulate({ hue: 15, brightness: 1.1 }).png().toBuffer(),
      await sharp(original).extract({ left: 30, top: 20, width: 540, height: 360 }).webp().toBuffer(),
    ];
    for (const copy of copies) expect(similarity(descriptor, await describeImage(copy))).toBeGreaterThan(0.85);
    expect(similarity(descriptor, await describeImage(await poster(200, 450)))).toBeLessThan(0.6);
  });

  it('refuses bytes sharp cannot read and images beyond the pixel limit', async () => {
    await expect(describeImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).rejects.toThrow();
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 100;
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(describeImage(huge)).rejects.toThrow(/pixel limit/i);
  });
});
