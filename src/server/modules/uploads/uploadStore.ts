import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PREFIX } from '../../../shared/api/uploads';
import type { ImageKind } from './imageType';

/**
 * Files on disk under `<uploadsDir>/<yyyy>/<mm>/<random>.<ext>`. Names are made here from
 * random bytes and the sniffed format; nothing of the client's file name is ever used.
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  /** Writes the bytes and answers their public path (/uploads/yyyy/mm/name.ext). */
  async save(data: Uint8Array, kind: ImageKind, now = new Date()): Promise<string> {
    const year = String(now.getUTCFullYear());
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    const folder = path.join(this.root, year, month);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, name), data, { flag: 'wx', mode: 0o644 });
    return `${UPLOADS_URL_PREFIX}${year}/${month}/${name}`;
  }

  /** Removes the file of a public path this store made; a file already gone is no error. */
  async remove(publicPath: string): Promise<void> {
    const relative = publicPath.slice(UPLOADS_URL_PREFIX.length);
    const file = path.resolve(this.root, relative);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Refusing to delete ${publicPath}`);
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
