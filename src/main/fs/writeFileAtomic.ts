import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a temporary file beside the target, then renames it over: readers never see half a
 * file. `data` may come in parts, written in order.
 */
export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array | readonly Uint8Array[],
  mode = 0o600,
): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { mode });
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
