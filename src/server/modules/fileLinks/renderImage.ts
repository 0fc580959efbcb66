import { imageCodec } from '../uploads/imageCodec';

/** The longest side of a shared rendering: enough for a chat or a mail, far under the original's weight. */
export const RENDER_MAX_SIDE = 1600;
const RENDER_QUALITY = 82;

/** A web-size JPEG of an image: upright, fitted inside RENDER_MAX_SIDE, flattened on white. */
export async function renderForSharing(data: Uint8Array): Promise<Buffer> {
  const sharp = await imageCodec();
  return sharp(data, { failOn: 'error' })
    .rotate()
    .resize(RENDER_MAX_SIDE, RENDER_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: RENDER_QUALITY, mozjpeg: true })
    .toBuffer();
}
