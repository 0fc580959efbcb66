import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * A command-line tool: on PATH, else (PostgreSQL's tools on Debian) in the newest
 * /usr/lib/postgresql/<version>/bin. Throws a one-line error saying what to install.
 */
export function findTool(name: 'pg_dump' | 'pg_restore' | 'tar', env: NodeJS.ProcessEnv = process.env): string {
  const file = process.platform === 'win32' ? `${name}.exe` : name;
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, file))
    .find(isExecutable);
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const installed = versions.map((v) => path.join(root, v, 'bin', file)).find(isExecutable);
  if (installed) return installed;
  throw new Error(
    name === 'tar'
      ? 'tar was not found on PATH: install it to back up or restore the uploaded files.'
      : `${name} was not found on PATH or under /usr/lib/postgresql/*/bin: install the PostgreSQL client tools (Debian: postgresql-client).`,
  );
}

/** Runs a tool; its failure is one error carrying the tool's own message. */
async function runTool(name: 'pg_dump' | 'pg_restore' | 'tar', args: string[], env?: NodeJS.ProcessEnv) {
  try {
    await run(findTool(name), args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${name} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

/** The URL without its password, and the password in PGPASSWORD: a process list shows arguments. */
function connection(databaseUrl: string): { readonly url: string; readonly env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** `pg_dump --format=custom` of the database into `file`. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

const DUMP_MAGIC = 'PGDMP';

/** Runs `query` on a connection of its own to the database. */
async function withClient<T>(databaseUrl: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/**
 * The other sessions connected to the database, one line per program and address with how many
 * ("back-office server from 10.0.0.5 ×4"): a server still running while pg_restore drops and
 * makes its tables again deadlocks with it, or sees half a database.
 */
export async function otherSessions(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ app: string; host: string | null; n: number }>(
      `SELECT application_name AS app, host(client_addr) AS host, count(*)::int AS n
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    return rows.map(
      ({ app, host, n }) => `${app || 'a program without a name'} from ${host ?? 'a local socket'} ×${n}`,
    );
  });
}

/** How long sessions that are closing (a server just stopped) are given to go. */
const CLOSING_WAIT_MS = 3_000;

/** The other sessions still open after {@link CLOSING_WAIT_MS}, or none as soon as they are gone. */
async function sessionsStillOpen(databaseUrl: string): Promise<string[]> {
  const until = Date.now() + CLOSING_WAIT_MS;
  for (;;) {
    const sessions = await otherSessions(databaseUrl);
    if (sessions.length === 0 || Date.now() >= until) return sessions;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RestoreOptions {
  /** Go on although other sessions have the database open. */
  readonly force?: boolean;
}

/**
 * Restores a `pg_dump --format=custom` file into the database: what the dump holds is dropped
 * and recreated, in one transaction (a failure leaves the database as it was). Refuses while
 * other sessions have the database open, unless forced. Answers how many users the database
 * then has.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  options: RestoreOptions = {},
): Promise<number> {
  const handle = await open(file);
  const head = Buffer.alloc(DUMP_MAGIC.length);
  await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  if (head.toString('latin1') !== DUMP_MAGIC) {
    throw new Error(`${file} is not a PostgreSQL backup (a .dump written by db:backup).`);
  }
  if (!options.force) {
    const sessions = await sessionsStillOpen(databaseUrl);
    if (sessions.length > 0) {
      throw new Error(
        `The database is open in other sessions (${sessions.join('; ')}): stop the servers before restoring. ` +
          'If none of them is a server of this back office, pass --force.',
      );
    }
  }
  const { url, env } = connection(databaseUrl);
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    return rows[0]?.n ?? 0;
  });
}

/** The uploads folder (made if missing) as gzip tar into `file`. */
export async function archiveFolder(folder: string, file: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const partial = `${file}.partial`;
  try {
    await runTool('tar', ['-czf', partial, '-C', folder, '.']);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Replaces `folder` with the content of the gzip tar `file`, keeping the old one as
 * `<folder>.before-restore-<stamp>`; answers where it went, if there was one.
 */
export async function restoreFolder(file: string, folder: string, stamp: string): Promise<string | undefined> {
  const staging = `${folder}.restoring-${stamp}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    await runTool('tar', ['-xzf', file, '-C', staging]);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let keptAside: string | undefined;
  if (existsSync(folder)) {
    keptAside = `${folder}.before-restore-${stamp}`;
    await rename(folder, keptAside);
  }
  await rename(staging, folder);
  return keptAside;
}
