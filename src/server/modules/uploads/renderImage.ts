import { renderPathOf } from '../../../shared/domain/uploadPath';
import type { FileStore } from './fileStore';
import { imageCodec } from './imageCodec';

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

/** A stored image's web-size rendering, or why there is none: its original is missing, or no image. */
export type Rendering = { readonly path: string } | { readonly missing: 'original' | 'notImage' };

/**
 * The web-size rendering of a stored image (`renderPathOf`), made once and kept beside the
 * original: POST /file/render shares it, design review shows it as a version's web image.
 */
export async function keepRendering(store: FileStore, image: string): Promise<Rendering> {
  const target = renderPathOf(image);
  if (await store.read(target)) return { path: target };
  const original = await store.read(image);
  if (!original) return { missing: 'original' };
  const rendered = await renderForSharing(original).catch(() => null);
  if (!rendered) return { missing: 'notImage' };
  await store.put(target, rendered, 'image/jpeg');
  return { path: target };
}
