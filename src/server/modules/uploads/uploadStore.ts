import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from './imageType';
import { newUploadPath, storeKey, type FileStore } from './fileStore';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on disk under `<uploadsDir>/<yyyy>/<mm>/<random>.<ext>`, served by uploadsStatic.ts. */
export class UploadStore implements FileStore {
  constructor(private readonly root: string) {}

  async save(data: Uint8Array, kind: ImageKind, now = new Date()): Promise<string> {
    const publicPath = newUploadPath(kind, now);
    await this.write(publicPath, data, 'wx');
    return publicPath;
  }

  async put(publicPath: string, data: Uint8Array): Promise<void> {
    await this.write(publicPath, data, 'w');
  }

  async read(publicPath: string): Promise<Uint8Array | null> {
    return readFile(this.file(publicPath)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  async remove(publicPath: string): Promise<void> {
    await unlink(this.file(publicPath)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  private async write(publicPath: string, data: Uint8Array, flag: 'w' | 'wx'): Promise<void> {
    const file = this.file(publicPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag, mode: 0o644 });
  }

  /** The file of a public path, refused when it would leave the root. */
  private file(publicPath: string): string {
    const root = path.resolve(this.root);
    const file = path.resolve(root, storeKey(publicPath));
    if (!file.startsWith(root + path.sep)) throw new Error(`Refusing a path outside the uploads folder: ${publicPath}`);
    return file;
  }
}
