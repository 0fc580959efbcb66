import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/** A temporary file's path beside `file`, unique to this process and call. */
export const tempPathOf = (file: string): string => `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

/** Writes a temporary file beside the target, then renames it over: readers never see half a file. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const temp = tempPathOf(file);
  try {
    await writeFile(temp, data, { mode });
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
