import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { seedDemoData } from './index';

/**
 * A new PGlite folder costs most of a first start: PostgreSQL's initdb, then every migration,
 * run in WebAssembly, then the seed, which draws its demo images with sharp. The build
 * (`scripts/build-web.mjs`) makes, beside the migrations folder, what a new folder can start
 * from instead:
 * - `pglite-template-<digest>/`, a migrated database, closed cleanly, once per set of
 *   migrations;
 * - `demo-images/`, the images the seed draws (they depend on neither the time nor the
 *   database), once per version of the seed.
 * A first start copies them in and opens the folder as any other; the seed still runs at
 * start, because its rows are dated from the moment it runs. Without a template (tests, the
 * desktop app) a folder is created, migrated and seeded as before.
 */

/** The file that marks a folder as holding a database: copied last, so an interrupted copy is not taken for one. */
const VERSION_FILE = 'PG_VERSION';

/** Copies a file with copy-on-write where the file system has it (APFS, Btrfs, XFS), else byte for byte. */
const COPY_MODE = constants.COPYFILE_FICLONE;

/** A digest of every migration file: a template serves only the migrations it was made from. */
export function migrationsDigest(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  for (const file of files(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of these migrations lives: a data folder beside the migrations folder. */
export function templatePath(migrationsFolder: string): string {
  return path.join(path.dirname(migrationsFolder), `pglite-template-${migrationsDigest(migrationsFolder)}`);
}

/** Where the drawn demo images live: beside the migrations folder, laid out as in an uploads folder. */
export const demoImagesPath = (migrationsFolder: string): string =>
  path.join(path.dirname(migrationsFolder), 'demo-images');

/** True when `dataDir` already holds a PGlite database. */
export const holdsDatabase = (dataDir: string): boolean => existsSync(path.join(dataDir, VERSION_FILE));

export interface NewFolder {
  /** The PGlite folder (DATA_DIR). */
  readonly dataDir: string;
  /** Its uploads folder, where the seed writes the demo images. */
  readonly uploadsDir: string;
  readonly migrationsFolder: string;
  /** Whether the demo data will be loaded (the demo images are copied only then). */
  readonly seed: boolean;
}

/** What {@link startFromTemplate} copied into the new folder. */
export interface TemplateCopy {
  readonly database: boolean;
  readonly demoImages: boolean;
}

/**
 * Starts a new data folder from the templates beside the migrations, where they exist: the
 * migrated database, and, when it will be seeded, the demo images, which the seed then finds
 * drawn. A folder that already holds a database is left alone.
 */
export function startFromTemplate({ dataDir, uploadsDir, migrationsFolder, seed }: NewFolder): TemplateCopy {
  const none = { database: false, demoImages: false };
  if (holdsDatabase(dataDir)) return none;
  const template = templatePath(migrationsFolder);
  if (!existsSync(path.join(template, VERSION_FILE))) return none;
  const images = demoImagesPath(migrationsFolder);
  const demoImages = seed && existsSync(images);
  if (demoImages) cpSync(images, uploadsDir, { recursive: true, force: false, mode: COPY_MODE });
  cpSync(template, dataDir, {
    recursive: true,
    mode: COPY_MODE,
    filter: (source) => path.relative(template, source) !== VERSION_FILE,
  });
  // Not preserving its time: the database counts as created now (the daily backup reads it).
  copyFileSync(path.join(template, VERSION_FILE), path.join(dataDir, VERSION_FILE), COPY_MODE);
  return { database: true, demoImages };
}

/**
 * Makes `final` by `make(partial)` in a sibling folder and renaming it, so a reader never sees
 * half of it; an existing `final` is replaced, or, with `keep`, kept (a template named by its
 * migrations' digest that another build just made is the same database).
 */
async function madeAtomically(
  final: string,
  make: (partial: string) => Promise<void>,
  { keep = false } = {},
): Promise<string> {
  const partial = `${final}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await make(partial);
    if (keep && existsSync(final)) return final;
    rmSync(final, { recursive: true, force: true });
    renameSync(partial, final);
    return final;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Makes the template of these migrations (a folder migrated, then checkpointed and closed); answers its path. */
export function makeTemplate(migrationsFolder: string): Promise<string> {
  return madeAtomically(
    templatePath(migrationsFolder),
    async (folder) => {
      const database = await openDatabase({ dataDir: folder, migrationsFolder });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    },
    { keep: true },
  );
}

/**
 * Draws the demo images by seeding a scratch copy of the template (made first), which is then
 * thrown away; answers their folder.
 */
export async function makeDemoImages(migrationsFolder: string): Promise<string> {
  const scratch = `${templatePath(migrationsFolder)}.seed-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    return await madeAtomically(demoImagesPath(migrationsFolder), async (folder) => {
      mkdirSync(folder, { recursive: true });
      startFromTemplate({ dataDir: scratch, uploadsDir: folder, migrationsFolder, seed: false });
      if (!holdsDatabase(scratch)) throw new Error(`No PGlite template for ${migrationsFolder}: make it first.`);
      const database = await openDatabase({ dataDir: scratch, migrationsFolder });
      try {
        await seedDemoData(database.db, { uploadsDir: folder });
      } finally {
        await database.close();
      }
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
