/** An image format the server stores, found by its magic bytes, never by the client's name or type. */
export interface ImageKind {
  readonly mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  readonly ext: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The format of `data` when it is a PNG, JPEG, GIF or WebP image; null for anything else (.psd included). */
export function sniffImage(data: Uint8Array): ImageKind | null {
  if (startsWith(data, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(data, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(data, GIF87) || startsWith(data, GIF89)) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}
