import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../../src/server/db/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import { restoreCommand } from '../../src/server/db/backup/commands';
import { openDatabase, type Database } from '../../src/server/db/connection';
import * as schema from '../../src/server/db/schema';
import { call, createTestApp, demoEmail, login, TEST_CONFIG, type TestApp } from './harness';
import { seededPglite } from './seedSnapshot';

/**
 * Issue 13: backups. A backup of the seeded database restored gives back the demo data and
 * the uploaded files (PGlite: its data folder; TEST_DB=postgres: pg_dump and pg_restore);
 * only managers list or take them; the folder keeps the newest seven.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const EXTENSION = onPostgres ? '.dump' : '.tar.gz';
const NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.(tar\.gz|dump)$/;

interface Entry {
  readonly name: string;
  readonly size: number;
  readonly createdAt: string;
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bo-backups-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** What the round trip compares: the demo data's counts and one row changed after the backup. */
async function snapshot(database: Database) {
  const { db } = database;
  const [first] = await db.select().from(schema.users).where(eq(schema.users.id, 1));
  return {
    users: await db.$count(schema.users),
    orders: await db.$count(schema.orders),
    orderHistories: await db.$count(schema.orderHistories),
    firstUserName: first?.displayName,
  };
}

async function changeAfterBackup(database: Database): Promise<void> {
  await database.db.update(schema.users).set({ displayName: 'Changed after the backup' }).where(eq(schema.users.id, 1));
  await database.db.delete(schema.orderHistories).where(eq(schema.orderHistories.id, 1));
}

async function takeBackup(app: FastifyInstance): Promise<Entry> {
  const res = await call(app, await login(app, demoEmail('manager')), 'POST', '/backups');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Entry>();
}

async function files(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir, { recursive: true })).map(String).sort() : [];
}

describe('who may list and take backups, and how many are kept', () => {
  let t: TestApp;
  let backupDir: string;
  beforeAll(async () => {
    backupDir = path.join(work, 'access-backups');
    t = await createTestApp({ backupDir, uploadsDir: path.join(work, 'access-uploads') });
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 to anyone but a manager, writing nothing', async () => {
    expect((await call(t.app, null, 'GET', '/backups')).statusCode).toBe(401);
    expect((await call(t.app, null, 'POST', '/backups')).statusCode).toBe(401);
    for (const role of ['sale', 'leader', 'viewer']) {
      const token = await login(t.app, demoEmail(role));
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(t.app, token, method, '/backups');
        expect(res.statusCode, `${role} ${method}`).toBe(403);
      }
    }
    expect(await files(backupDir)).toEqual([]);
  });

  it('lets a manager take one (201) and list them', async () => {
    const token = await login(t.app, demoEmail('manager'));
    expect((await call(t.app, token, 'GET', '/backups')).json()).toEqual([]);
    const entry = await takeBackup(t.app);
    expect(entry.name).toMatch(NAME);
    expect(entry.name.endsWith(EXTENSION)).toBe(true);
    expect(entry.size).toBeGreaterThan(10_000);
    expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(60_000);
    const list = await call(t.app, token, 'GET', '/backups');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([entry]);
  });

  it('keeps the newest seven: with eight older ones, a new backup leaves seven, the newest', async () => {
    const token = await login(t.app, demoEmail('manager'));
    await rm(backupDir, { recursive: true, force: true });
    await mkdir(backupDir);
    const older = Array.from({ length: 8 }, (_, i) => `backup-2026-01-0${i + 1}T080000Z${EXTENSION}`);
    for (const name of older) {
      await writeFile(path.join(backupDir, name), 'old');
      if (onPostgres) await writeFile(path.join(backupDir, name.replace('.dump', '.uploads.tar.gz')), 'old');
    }
    const entry = await takeBackup(t.app);
    const list = (await call(t.app, token, 'GET', '/backups')).json<Entry[]>();
    expect(list.map((e) => e.name)).toEqual([entry.name, ...older.slice(2).reverse()]);
    const left = await files(backupDir);
    expect(left).toHaveLength(onPostgres ? 14 : 7);
    expect(left.some((name) => name.startsWith('backup-2026-01-01') || name.startsWith('backup-2026-01-02'))).toBe(
      false,
    );
  });
});

describe.skipIf(onPostgres)('PGlite: a backup of the data folder restores the demo data and the uploads', () => {
  const config = (dataDir: string): ServerConfig => ({
    ...TEST_CONFIG,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    backupDir: path.join(work, 'pglite-backups'),
  });
  let dataDir: string;
  let backupFile: string;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    // A seeded database in a folder of its own, as the server keeps it.
    dataDir = path.join(work, 'data');
    const seeded = await seededPglite();
    const archive = await (seeded.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await seeded.close();
    await (await createPglite(dataDir, { loadDataDir: archive })).close();
    await mkdir(path.join(dataDir, 'uploads/2026/11'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads/2026/11/before.png'), 'taken before the backup');

    const database = await openDatabase({ dataDir });
    const app = await buildApp({ database, config: config(dataDir) });
    try {
      before = await snapshot(database);
      const entry = await takeBackup(app);
      backupFile = path.join(config(dataDir).backupDir!, entry.name);
      await changeAfterBackup(database);
      expect(await snapshot(database)).not.toEqual(before);
      await writeFile(path.join(dataDir, 'uploads/2026/11/after.png'), 'uploaded after the backup');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('restores into a fresh folder: the same users, orders and histories, and the uploads', async () => {
    const fresh = path.join(work, 'fresh');
    const result = await restoreCommand(config(fresh), backupFile);
    expect(result.keptAside).toEqual([]);
    expect(result.users).toBe(before.users);
    const database = await openDatabase({ dataDir: fresh });
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(await readFile(path.join(fresh, 'uploads/2026/11/before.png'), 'utf8')).toBe('taken before the backup');
  });

  it('refuses to restore over a folder a database has open', async () => {
    const open = await createPglite(dataDir);
    try {
      await expect(restoreCommand(config(dataDir), backupFile)).rejects.toThrow(/open/);
    } finally {
      await open.close();
    }
  });

  it('replaces the folder in place, keeping the old one aside', async () => {
    const result = await restoreCommand(config(dataDir), backupFile);
    expect(result.keptAside).toHaveLength(1);
    const [aside] = result.keptAside;
    expect(path.basename(aside)).toMatch(/^data\.before-restore-\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    expect(existsSync(path.join(aside, 'uploads/2026/11/after.png'))).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(await files(path.join(dataDir, 'uploads/2026'))).toEqual(['11', path.join('11', 'before.png')]);
  });

  it('refuses a file that is not a backup, leaving the folder alone', async () => {
    const bogus = path.join(work, 'bogus.tar.gz');
    await writeFile(bogus, 'not a backup');
    await expect(restoreCommand(config(dataDir), bogus)).rejects.toThrow(/not a PGlite backup/);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});

describe.skipIf(!onPostgres)('PostgreSQL: pg_dump and pg_restore give back the demo data and the uploads', () => {
  let t: TestApp;
  let open = false;
  let uploadsDir: string;
  let backupDir: string;
  let databaseUrl: string;
  beforeAll(async () => {
    uploadsDir = path.join(work, 'pg-uploads');
    backupDir = path.join(work, 'pg-backups');
    await mkdir(path.join(uploadsDir, '2026/11'), { recursive: true });
    await writeFile(path.join(uploadsDir, '2026/11/before.png'), 'taken before the backup');
    t = await createTestApp({ backupDir, uploadsDir });
    open = true;
    databaseUrl = t.databaseUrl!;
  });
  afterAll(() => (open ? t.close() : undefined));

  it('refuses a file that is not a dump', async () => {
    const bogus = path.join(work, 'bogus.dump');
    await writeFile(bogus, 'not a dump');
    await expect(restoreCommand({ ...TEST_CONFIG, databaseUrl, uploadsDir }, bogus)).rejects.toThrow(
      /not a PostgreSQL backup/,
    );
  });

  it('refuses while a server has the database open, then round-trips the counts, a changed row and the uploads folder', async () => {
    const before = await snapshot(t.database);
    const entry = await takeBackup(t.app);
    const backupFile = path.join(backupDir, entry.name);
    expect(existsSync(backupFile.replace(/\.dump$/, '.uploads.tar.gz'))).toBe(true);

    await changeAfterBackup(t.database);
    const changed = await snapshot(t.database);
    expect(changed).not.toEqual(before);
    await writeFile(path.join(uploadsDir, '2026/11/after.png'), 'uploaded after the backup');
    const restoreConfig = { ...TEST_CONFIG, databaseUrl, uploadsDir, backupDir };

    // The test's server is running: its pool and its listening connection are named.
    await expect(restoreCommand(restoreConfig, backupFile)).rejects.toThrow(
      /open in other sessions \(back-office server from .+ ×\d+\): stop the servers before restoring/,
    );
    expect(await snapshot(t.database)).toEqual(changed);
    expect(await files(uploadsDir)).toContain(path.join('2026', '11', 'after.png'));

    await t.close();
    open = false;
    const result = await restoreCommand(restoreConfig, backupFile);
    expect(result.users).toBe(before.users);
    const database = await openDatabase({ databaseUrl });
    try {
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(await files(uploadsDir)).toEqual(['2026', path.join('2026', '11'), path.join('2026', '11', 'before.png')]);
    expect(result.keptAside).toHaveLength(1);
    expect(existsSync(path.join(result.keptAside[0], '2026/11/after.png'))).toBe(true);
  });

  it('goes on with --force while another session has the database open', async () => {
    const entry = (await readdir(backupDir)).find((name) => name.endsWith('.dump'))!;
    const other = await openDatabase({ databaseUrl });
    try {
      await other.db.$count(schema.users);
      const restoreConfig = { ...TEST_CONFIG, databaseUrl, uploadsDir, backupDir };
      await expect(restoreCommand(restoreConfig, path.join(backupDir, entry))).rejects.toThrow(/other sessions/);
      const result = await restoreCommand(restoreConfig, path.join(backupDir, entry), { force: true });
      expect(result.users).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
