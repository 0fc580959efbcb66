import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_ROOT, SEEDED_DIR_VARIABLE, spawnServer } from './harness';

/** What the server logs once it has described the seeded uploads for search by image. */
const INDEXED_LOG = 'described the uploads the image index lacked';

/** How long to wait for that; past it the folder is kept as it is and each copy describes them again. */
const INDEXED_TIMEOUT_MS = 60_000;

/**
 * Makes the run's seeded data folder once: a server starts on a new folder (template, migrations,
 * demo seed), describes the seeded uploads for search by image, and stops as a user stops it.
 * Each test file's server then starts on a copy of that folder (harness.ts, startServer), the
 * state every fresh server reaches, instead of seeding and describing 171 images again: that was
 * about 5 s of each file's start, and its CPU competed with the browser's.
 * Workers inherit the folder's path through the environment; the returned teardown removes it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(DATA_ROOT, 'bo-e2e-seeded-'));
  try {
    const server = await spawnServer(dir);
    const deadline = Date.now() + INDEXED_TIMEOUT_MS;
    while (!server.output().includes(INDEXED_LOG) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.stop();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  process.env[SEEDED_DIR_VARIABLE] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
