import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupFileName,
  freeBackupTime,
  listBackups,
  parseBackupName,
  pruneBackups,
  uploadsArchiveOf,
} from './backupFiles';

const AT = new Date('2026-11-23T08:00:00.250Z');
const hoursLater = (h: number) => new Date(AT.getTime() + h * 3_600_000);

describe('backup names', () => {
  it('carry the UTC second, and are read back', () => {
    expect(backupFileName('pglite', AT)).toBe('backup-2026-11-23T080000Z.tar.gz');
    expect(backupFileName('postgres', AT)).toBe('backup-2026-11-23T080000Z.dump');
    expect(parseBackupName('backup-2026-11-23T080000Z.tar.gz', 'pglite')).toEqual(new Date('2026-11-23T08:00:00Z'));
  });

  it('leave out other files, other kinds and the uploads archive beside a dump', () => {
    for (const name of [
      'backup-2026-11-23T080000Z.dump',
      'backup-2026-11-23T080000Z.uploads.tar.gz',
      'backup-2026-11-23T080000Z.tar.gz.partial',
      'backup-2026-13-23T080000Z.tar.gz',
      'notes.tar.gz',
    ]) {
      expect(parseBackupName(name, 'pglite'), name).toBeNull();
    }
    expect(parseBackupName('backup-2026-11-23T080000Z.uploads.tar.gz', 'postgres')).toBeNull();
    expect(uploadsArchiveOf('/b/backup-2026-11-23T080000Z.dump')).toBe('/b/backup-2026-11-23T080000Z.uploads.tar.gz');
  });
});

describe('the backups folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bo-backup-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const make = async (name: string, bytes = 10) => writeFile(path.join(dir, name), Buffer.alloc(bytes));

  it('lists the backups newest first, with sizes; nothing when the folder is missing', async () => {
    expect(await listBackups(path.join(dir, 'none'), 'pglite')).toEqual([]);
    await make(backupFileName('pglite', hoursLater(1)), 5);
    await make(backupFileName('pglite', hoursLater(3)), 7);
    await make(backupFileName('pglite', hoursLater(2)), 6);
    await make('backup-x.tar.gz.partial');
    const list = await listBackups(dir, 'pglite');
    expect(list.map((e) => e.size)).toEqual([7, 6, 5]);
    expect(list[0].createdAt).toEqual(new Date('2026-11-23T11:00:00Z'));
  });

  it('keeps the newest seven of nine, and a dump’s uploads archive goes with it', async () => {
    for (let h = 1; h <= 9; h++) {
      const name = backupFileName('postgres', hoursLater(h));
      await make(name, 100);
      await make(uploadsArchiveOf(name), 20);
    }
    await make('keep-me.txt');
    const removed = await pruneBackups(dir, 'postgres', 7);
    expect(removed).toEqual([backupFileName('postgres', hoursLater(2)), backupFileName('postgres', hoursLater(1))]);
    const left = await listBackups(dir, 'postgres');
    expect(left.map((e) => e.name)).toEqual(
      [9, 8, 7, 6, 5, 4, 3].map((h) => backupFileName('postgres', hoursLater(h))),
    );
    expect(left.every((e) => e.size === 120)).toBe(true);
    expect(await readdir(dir)).toHaveLength(7 * 2 + 1);
  });

  it('names a backup taken in the same second as another one second later', async () => {
    await make(backupFileName('pglite', AT));
    expect(backupFileName('pglite', freeBackupTime(dir, 'pglite', AT))).toBe('backup-2026-11-23T080001Z.tar.gz');
    expect(freeBackupTime(dir, 'postgres', AT)).toEqual(new Date('2026-11-23T08:00:00Z'));
  });
});
