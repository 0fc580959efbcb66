import { describe, expect, it } from 'vitest';
import {
  blur,
  centred,
  describeThumbnail,
  DESCRIPTOR_LENGTH,
  quantizeInto,
  readHash,
  SECTIONS,
  THUMB_SIDE,
} from './imageDescriptor';
import { HASH_WORDS, signHash } from './imageHash';
import { sectionCosine } from './imageSimilarity';

type Colour = readonly [number, number, number];

/** A thumbnail drawn by `paint(x, y)`. */
function thumbnail(paint: (x: number, y: number) => Colour): Uint8Array {
  const rgb = new Uint8Array(THUMB_SIDE * THUMB_SIDE * 3);
  for (let y = 0; y < THUMB_SIDE; y++) {
    for (let x = 0; x < THUMB_SIDE; x++)
      rgb.set(
        paint(x, y).map((v) => Math.max(0, Math.min(255, Math.round(v)))),
        (y * THUMB_SIDE + x) * 3,
      );
  }
  return rgb;
}

/** A red disc on a blue-to-white gradient. */
const disc = (x: number, y: number, dx = 0): Colour =>
  (x - 10 - dx) ** 2 + (y - 12) ** 2 < 36 ? [220, 40, 30] : [60 + 6 * x, 90 + 5 * x, 230];
const stripes = (x: number, y: number): Colour => ((x + 2 * y) % 8 < 4 ? [250, 240, 200] : [20, 60, 20]);

describe('describeThumbnail', () => {
  it('lays out hash, coarse, structure and colour in 528 bytes', () => {
    const descriptor = describeThumbnail(thumbnail(disc));
    expect(descriptor).toHaveLength(DESCRIPTOR_LENGTH);
    const { offset, length } = SECTIONS.colour;
    expect(offset + length).toBe(DESCRIPTOR_LENGTH);
    const hash = new Int32Array(HASH_WORDS);
    readHash(descriptor, hash, 0);
    const hashed = descriptor.subarray(SECTIONS.coarse.offset, SECTIONS.colour.offset);
    expect(hash).toEqual(signHash(Int8Array.from(hashed)));
  });

  it('refuses anything but a 32 × 32 RGB thumbnail', () => {
    expect(() => describeThumbnail(new Uint8Array(10))).toThrow(/32x32/);
  });

  it('gives a flat grey image no structure and no colour', () => {
    const descriptor = describeThumbnail(thumbnail(() => [128, 128, 128]));
    expect(descriptor.subarray(SECTIONS.coarse.offset).every((v) => v === 0)).toBe(true);
  });

  it('ignores brightness and contrast, but not the layout', () => {
    const base = describeThumbnail(thumbnail(disc));
    const brighter = describeThumbnail(thumbnail((x, y) => disc(x, y).map((v) => v * 0.8 + 30) as unknown as Colour));
    const moved = describeThumbnail(thumbnail((x, y) => disc(x, y, 12)));
    const other = describeThumbnail(thumbnail(stripes));
    expect(sectionCosine(base, brighter, 'structure')).toBeGreaterThan(0.99);
    expect(sectionCosine(base, brighter, 'colour')).toBeGreaterThan(0.95);
    expect(sectionCosine(base, moved, 'structure')).toBeLessThan(0.9);
    expect(sectionCosine(base, other, 'structure')).toBeLessThan(0.3);
  });

  it('still draws the layout when two colours of like luminance swap their order', () => {
    // Red and green of equal luminance: only chroma tells the halves apart.
    const halves = (a: Colour, b: Colour) => thumbnail((x) => (x < 16 ? a : b));
    const red: Colour = [200, 80, 120];
    const green: Colour = [70, 150, 110];
    const descriptor = describeThumbnail(halves(red, green));
    expect(sectionCosine(descriptor, describeThumbnail(halves(red, green)), 'structure')).toBe(1);
    expect(sectionCosine(descriptor, describeThumbnail(halves(green, red)), 'structure')).toBeLessThan(0);
    expect(descriptor.subarray(SECTIONS.structure.offset, SECTIONS.colour.offset).some((v) => v !== 0)).toBe(true);
  });
});

describe('descriptor helpers', () => {
  it('blurs with [1 2 1] across and down, edges repeated', () => {
    const plane = new Float32Array(9);
    plane[4] = 16;
    expect([...blur(plane, 3)]).toEqual([1, 2, 1, 2, 4, 2, 1, 2, 1]);
    expect([...blur(new Float32Array(4).fill(5), 2)]).toEqual([5, 5, 5, 5]);
  });

  it('centres values and scales them to fill a signed byte', () => {
    expect([...centred(Float32Array.from([1, 2, 6]))]).toEqual([-2, -1, 3]);
    const target = new Int8Array(4);
    quantizeInto(target, 1, Float32Array.from([0.5, -1, 0.25]));
    expect([...target]).toEqual([0, 64, -127, 32]);
    quantizeInto(target, 0, new Float32Array(4));
    expect([...target]).toEqual([0, 0, 0, 0]);
  });
});
