import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/connection';
import {
  holdsDatabase,
  makeTemplate,
  migrationsDigest,
  templateFor,
  templatePath,
} from '../../src/server/db/pgliteTemplate';

/** The PGlite template a new data folder starts from (src/server/db/pgliteTemplate.ts). */
const work = mkdtempSync(path.join(tmpdir(), 'bo-template-'));
const migrations = path.join(work, 'migrations');
cpSync(DEFAULT_MIGRATIONS_FOLDER, migrations, { recursive: true });

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('the PGlite template', () => {
  it('is named by a digest of the migrations, which any change to them changes', () => {
    const before = migrationsDigest(migrations);
    expect(templatePath(migrations)).toBe(path.join(work, `pglite-template-${before}.tar.gz`));
    writeFileSync(path.join(migrations, '9999_extra.sql'), 'SELECT 1;');
    expect(migrationsDigest(migrations)).not.toBe(before);
    rmSync(path.join(migrations, '9999_extra.sql'));
    expect(migrationsDigest(migrations)).toBe(before);
  });

  it('gives a new folder a migrated database with nothing left to apply, and leaves an existing one alone', async () => {
    const dataDir = path.join(work, 'data');
    expect(await templateFor(dataDir, migrations)).toBeNull(); // no template made yet
    await makeTemplate(migrations);
    expect(await templateFor(dataDir, migrations)).not.toBeNull();

    const database = await openDatabase({ dataDir, migrationsFolder: migrations });
    const applied = async () => {
      const result: unknown = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      return (result as { rows: { n: number }[] }).rows[0]?.n;
    };
    const before = await applied();
    expect(before).toBeGreaterThan(5);
    await database.migrate();
    expect(await applied()).toBe(before);
    await database.db.execute(sql`SELECT count(*) FROM orders WHERE name ILIKE '%x%'`); // pg_trgm loaded
    await database.close();

    expect(holdsDatabase(dataDir)).toBe(true);
    expect(await templateFor(dataDir, migrations)).toBeNull();
  });
});
