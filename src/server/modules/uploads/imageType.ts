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
  if (startsWith(data, PNG)) return IMAGE_KINDS['image/png'];
  if (startsWith(data, JPEG)) return IMAGE_KINDS['image/jpeg'];
  if (startsWith(data, GIF87) || startsWith(data, GIF89)) return IMAGE_KINDS['image/gif'];
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return IMAGE_KINDS['image/webp'];
  return null;
}

/** Each accepted image type with its file extension. */
export const IMAGE_KINDS: Readonly<Record<ImageKind['mime'], ImageKind>> = {
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
};
