import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/server/db/connection';
import {
  demoImagesPath,
  holdsDatabase,
  makeDemoImages,
  makeTemplate,
  migrationsDigest,
  startFromTemplate,
  templatePath,
} from '../../src/server/seed/pgliteTemplate';
import { seedDemoData } from '../../src/server/seed/index';
import { verifyPassword } from '../../src/server/modules/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/shared/demo/demoAccounts';

/** What a new PGlite data folder starts from (src/server/seed/pgliteTemplate.ts). */
const work = mkdtempSync(path.join(tmpdir(), 'bo-template-'));
const migrations = path.join(work, 'migrations');
cpSync(DEFAULT_MIGRATIONS_FOLDER, migrations, { recursive: true });
const NOW = new Date('2026-11-24T09:30:00Z');

afterAll(() => rmSync(work, { recursive: true, force: true }));

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Everything the migrations made: tables and columns, indexes, constraints, triggers, functions, extensions, applied migrations. */
async function schemaOf(database: Database): Promise<unknown> {
  return {
    columns: await rowsOf(
      database,
      sql`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
          WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    ),
    indexes: await rowsOf(database, sql`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexdef`),
    constraints: await rowsOf(
      database,
      sql`SELECT conrelid::regclass::text AS tbl, pg_get_constraintdef(oid) AS def FROM pg_constraint
          WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    triggers: await rowsOf(
      database,
      sql`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`,
    ),
    functions: await rowsOf(
      database,
      sql`SELECT p.proname, md5(p.prosrc) AS src FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    extensions: await rowsOf(database, sql`SELECT extname, extversion FROM pg_extension ORDER BY 1`),
    migrations: await rowsOf(database, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`),
  };
}

/** Files under `dir`, relative, sorted. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile()).sort()
    : [];

/**
 * Starts the folder `name` from the template, not to be seeded: answers its path, having
 * checked that the database was copied in and no demo image was.
 */
function startsUnseeded(name: string): string {
  const dataDir = path.join(work, name);
  const uploadsDir = path.join(dataDir, 'uploads');
  expect(startFromTemplate({ dataDir, uploadsDir, migrationsFolder: migrations, seed: false })).toEqual({
    database: true,
    demoImages: false,
  });
  expect(existsSync(uploadsDir)).toBe(false);
  return dataDir;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the PGlite template', () => {
  beforeAll(async () => {
    expect(
      startFromTemplate({
        dataDir: path.join(work, 'early'),
        uploadsDir: work,
        migrationsFolder: migrations,
        seed: true,
      }),
    ).toEqual({
      database: false,
      demoImages: false,
    }); // none made yet
    await makeTemplate(migrations);
  });

  it('is named by a digest of the migrations, which any change to them changes', () => {
    const before = migrationsDigest(migrations);
    expect(templatePath(migrations)).toBe(path.join(work, `pglite-template-${before}`));
    writeFileSync(path.join(migrations, '9999_extra.sql'), 'SELECT 1;');
    expect(migrationsDigest(migrations)).not.toBe(before);
    rmSync(path.join(migrations, '9999_extra.sql'));
    expect(migrationsDigest(migrations)).toBe(before);
  });

  it('gives a new folder the database the migrations make, with nothing left to apply', async () => {
    const dataDir = startsUnseeded('data');
    expect(holdsDatabase(dataDir)).toBe(true);

    const copied = await openDatabase({ dataDir, migrationsFolder: migrations });
    const migrated = await openDatabase({ migrationsFolder: migrations }); // in memory: initdb, then every migration
    try {
      await migrated.migrate();
      const before = await schemaOf(copied);
      await copied.migrate();
      expect(await schemaOf(copied)).toEqual(before);
      expect(before).toEqual(await schemaOf(migrated));
      await copied.db.execute(sql`SELECT count(*) FROM orders WHERE name ILIKE '%x%'`); // pg_trgm loaded
    } finally {
      await copied.close();
      await migrated.close();
    }
  });

  it('leaves a folder that holds a database alone, and finishes a copy that stopped half way', () => {
    const dataDir = path.join(work, 'again');
    const folder = { dataDir, uploadsDir: path.join(dataDir, 'uploads'), migrationsFolder: migrations, seed: false };
    expect(startFromTemplate(folder).database).toBe(true);
    expect(startFromTemplate(folder).database).toBe(false);

    rmSync(path.join(dataDir, 'PG_VERSION')); // what a copy stopped before its last file leaves
    expect(holdsDatabase(dataDir)).toBe(false);
    expect(startFromTemplate(folder).database).toBe(true);
    expect(filesUnder(dataDir)).toEqual(filesUnder(templatePath(migrations)));
  });

  it('gives a folder to be seeded the drawn demo images, which the seed then uses as they are', async () => {
    const images = await makeDemoImages(migrations);
    expect(images).toBe(demoImagesPath(migrations));
    const drawn = filesUnder(images);
    expect(drawn.length).toBeGreaterThan(100);
    expect(readdirSync(work).filter((name) => name.includes('.seed-') || /\.\d+$/.test(name))).toEqual([]); // no scratch left

    const dataDir = path.join(work, 'seeded');
    const uploadsDir = path.join(dataDir, 'uploads');
    expect(startFromTemplate({ dataDir, uploadsDir, migrationsFolder: migrations, seed: true })).toEqual({
      database: true,
      demoImages: true,
    });
    const copiedAt = new Map(drawn.map((file) => [file, statSync(path.join(uploadsDir, file)).mtimeMs]));

    const database = await openDatabase({ dataDir, migrationsFolder: migrations });
    try {
      await database.migrate();
      expect(await seedDemoData(database.db, { uploadsDir, now: NOW })).toBe(true);
      // Every image the seed names was there already: it drew none and wrote over none.
      expect(filesUnder(uploadsDir)).toEqual(drawn);
      for (const file of drawn) expect(statSync(path.join(uploadsDir, file)).mtimeMs).toBe(copiedAt.get(file));
      for (const file of drawn.slice(0, 5)) {
        expect(readFileSync(path.join(uploadsDir, file)).equals(readFileSync(path.join(images, file)))).toBe(true);
      }
      const stored = await rowsOf<{ path: string; previewPath: string }>(
        database,
        sql`SELECT path, preview_path AS "previewPath" FROM uploads ORDER BY path`,
      );
      expect(stored.flatMap((u) => [u.path, u.previewPath]).sort()).toEqual(
        drawn.map((file) => `/uploads/${file.split(path.sep).join('/')}`).sort(),
      );

      const users = await rowsOf<{ email: string; password: string }>(database, sql`SELECT email, password FROM users`);
      for (const account of DEMO_ACCOUNTS) {
        const user = users.find((u) => u.email === account.email);
        expect(user, account.email).toBeDefined();
        expect(await verifyPassword(user!.password, DEMO_PASSWORD)).toBe(true);
      }
    } finally {
      await database.close();
    }
  });

  it('gives a folder that will not be seeded no demo images', () => {
    expect(holdsDatabase(startsUnseeded('unseeded'))).toBe(true);
  });
});
