import { describe, expect, it } from 'vitest';
import { sniffImage } from './imageType';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImage', () => {
  it('knows PNG, JPEG, GIF and WebP by their magic bytes', () => {
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffImage(bytes('GIF89a', [1, 0]))?.ext).toBe('gif');
    expect(sniffImage(bytes('GIF87a'))?.mime).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp');
  });

  it('refuses Photoshop files, other RIFF files, text and empty data', () => {
    expect(sniffImage(bytes('8BPS', [0, 1]))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
