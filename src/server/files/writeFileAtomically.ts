import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * A file written under a temporary name beside it and renamed, so a reader (a listing, another
 * process that finds it present) never sees half of it. The temporary name is the writer's own
 * (`<file>.<random>.partial`), so processes writing the same file at once do not collide: the
 * last rename wins, with a whole file either way.
 */
export async function writeFileAtomically(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(partial, data);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
