import { imageCodec } from './imageCodec';

/** The longest side of a thumbnail, in pixels: twice the largest box a list or card draws. */
export const PREVIEW_MAX_SIDE = 240;
const PREVIEW_QUALITY = 70;

/**
 * A small WebP thumbnail of an image (a few kB): turned upright by its EXIF orientation,
 * fitted inside PREVIEW_MAX_SIDE without enlarging, first frame of an animation. Rejects
 * with sharp's error when the bytes do not decode.
 */
export async function makePreview(data: Uint8Array): Promise<Buffer> {
  const sharp = await imageCodec();
  return sharp(data, { failOn: 'error' })
    .rotate()
    .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: PREVIEW_QUALITY })
    .toBuffer();
}
