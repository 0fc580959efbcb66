import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../support/freePort';

const run = promisify(execFile);

/** A throwaway PostgreSQL server in a temporary folder, for the API suite on TEST_DB=postgres. */
export interface PgCluster {
  readonly port: number;
  /** Creates a database, empty or a copy of `template`, and answers its connection URL. */
  createDatabase(template?: string): Promise<string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<ver>/bin, else PATH. */
function binDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** initdb refuses root: as root, run the tools as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

async function tool(name: string, args: string[]): Promise<void> {
  const dir = binDir();
  const bin = dir ? path.join(dir, name) : name;
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  await run(cmd, cmdArgs, { timeout: 60_000 });
}

async function ownedByPostgres(folder: string): Promise<void> {
  if (!asRoot) return;
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await chown(folder, Number(uid.trim()), Number(gid.trim()));
}

let count = 0;

/**
 * The databases side of the cluster listening on `port` (started by `startPgCluster`, maybe
 * in another process: the API suite's global setup). A copy of a template database is a file
 * copy, much faster than migrating and seeding one.
 */
export function pgClusterAt(port: number): Pick<PgCluster, 'port' | 'createDatabase'> {
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    async createDatabase(template) {
      const name = `bo_test_${process.pid}_${++count}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
  };
}

/** initdb into a fresh temporary folder and start the server on a free loopback port. */
export async function startPgCluster(): Promise<PgCluster> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bo-pg-'));
  await ownedByPostgres(folder);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    await tool('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    ...pgClusterAt(port),
    async stop() {
      await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
