import { randomBytes } from 'node:crypto';
import { UPLOADS_URL_PREFIX } from '../../../shared/api/uploads';
import type { ImageKind } from './imageType';

/**
 * Where uploaded files live: the data folder by default (UploadStore), an S3-compatible
 * bucket when one is configured (S3Store). Files are named by their public path,
 * `/uploads/<yyyy>/<mm>/<random>.<ext>`, whichever store holds them.
 */
export interface FileStore {
  /** Writes the bytes under a new name and answers their public path. */
  save(data: Uint8Array, kind: ImageKind, now?: Date): Promise<string>;
  /** Writes the bytes at a public path this store named (a thumbnail beside its original). */
  put(publicPath: string, data: Uint8Array, mime: string): Promise<void>;
  /** The bytes at a public path, or null when there is no such file. */
  read(publicPath: string): Promise<Uint8Array | null>;
  /** Removes the file at a public path; a file already gone is no error. */
  remove(publicPath: string): Promise<void>;
}

/**
 * A new public path: the month it was stored in and random bytes with the sniffed format.
 * Nothing of the client's file name is ever used.
 */
export function newUploadPath(kind: ImageKind, now = new Date()): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${UPLOADS_URL_PREFIX}${year}/${month}/${randomBytes(16).toString('hex')}.${kind.ext}`;
}

/** The key of a public path inside a store: `yyyy/mm/name.ext`. */
export function storeKey(publicPath: string): string {
  if (!publicPath.startsWith(UPLOADS_URL_PREFIX) || publicPath.includes('..')) {
    throw new Error(`Not a stored upload path: ${publicPath}`);
  }
  return publicPath.slice(UPLOADS_URL_PREFIX.length);
}
