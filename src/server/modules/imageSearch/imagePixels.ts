import { imageCodec } from '../uploads/imageCodec';
import { describeThumbnail, THUMB_SIDE } from './imageDescriptor';

/** Largest image decoded (width × height): 40 megapixels, so a tiny file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The image as a {@link THUMB_SIDE}² RGB thumbnail: turned upright by its EXIF orientation,
 * transparency laid on white, the first frame of an animation. Rejects what sharp cannot read.
 */
export async function thumbnailPixels(data: Uint8Array): Promise<Uint8Array> {
  const sharp = await imageCodec();
  const { data: raw, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'fill' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
}

/** The search descriptor of an encoded image (PNG, JPEG, GIF, WebP). */
export async function describeImage(data: Uint8Array): Promise<Int8Array> {
  return describeThumbnail(await thumbnailPixels(data));
}
