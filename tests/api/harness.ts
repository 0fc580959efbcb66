import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/seed/index';
import { demoImagePath, restoreDemoImages } from '../../src/server/seed/images';
import { inject } from 'vitest';
import { checkResponsesAgainstDocument } from './documentedResponses';
import { pgClusterAt } from './pg-cluster';
import { seededPglite } from './seedSnapshot';
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';

export { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
export const API = '/api/v1';

/** An app over a freshly migrated and seeded database, and how to put it away. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** On PostgreSQL, the database's URL: where a second server instance connects. */
  readonly databaseUrl?: string;
  close(): Promise<void>;
}

export const TEST_CONFIG: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  uploadsDir: path.join(tmpdir(), 'bo-api-uploads'),
  // Per process: suites running side by side must not rotate each other's backups away.
  backupDir: path.join(tmpdir(), `bo-api-backups-${process.pid}`),
  seed: true,
};

/** The run's seeded template database on PostgreSQL, by port: migrated and seeded once. */
const templates = new Map<number, Promise<string>>();

async function seedTemplate(port: number): Promise<string> {
  const databaseUrl = await pgClusterAt(port).createDatabase();
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedDemoData(database.db, { uploadsDir: TEST_CONFIG.uploadsDir });
  } finally {
    // A template may have no connection while it is copied.
    await database.close();
  }
  return new URL(databaseUrl).pathname.slice(1);
}

async function seededPostgres(port: number): Promise<{ database: Database; databaseUrl: string }> {
  if (!templates.has(port)) templates.set(port, seedTemplate(port));
  const databaseUrl = await pgClusterAt(port).createDatabase(await templates.get(port));
  return { database: await openDatabase({ databaseUrl }), databaseUrl };
}
let openApps = 0;

/**
 * Builds the app on in-memory PGlite, or with TEST_DB=postgres on a new copy of the seeded
 * template database on the run's PostgreSQL server (tests/api/globalSetup.ts). Every answer its
 * `inject` gives is checked against the OpenAPI document (documentedResponses.ts).
 */
export async function createTestApp(
  config: Partial<ServerConfig> = {},
  logger: BuildAppOptions['logger'] = false,
): Promise<TestApp> {
  const { database, databaseUrl } =
    process.env.TEST_DB === 'postgres'
      ? await seededPostgres(inject('pgPort'))
      : { database: await seededPglite(), databaseUrl: undefined };
  await restoreDemoImages(database.db, TEST_CONFIG.uploadsDir);
  const app = await buildApp({ database, config: { ...TEST_CONFIG, ...config }, logger });
  await app.ready();
  await checkResponsesAgainstDocument(app);
  openApps += 1;
  return {
    app,
    database,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      openApps -= 1;
      if (openApps === 0) await rm(TEST_CONFIG.backupDir!, { recursive: true, force: true });
    },
  };
}

/** Signs a demo account in and answers its bearer token. */
export async function login(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password: DEMO_PASSWORD },
  });
  const body = res.json<{ token?: string }>();
  if (res.statusCode !== 200 || !body.token) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return body.token;
}

/** Signs demo accounts in (`manager`, `designer`, …): each one's bearer token and user id. */
export async function signInAccounts<N extends string>(
  app: FastifyInstance,
  names: readonly N[],
): Promise<{ token: Record<N, string>; id: Record<N, number> }> {
  const token = {} as Record<N, string>;
  const id = {} as Record<N, number>;
  for (const name of names) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
  return { token, id };
}

/** A request under /api/v1 with a bearer token (or none). */
export function call(
  app: FastifyInstance,
  token: string | null,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
  query?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${API}${path}`,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** `GET /{resource}` with a list query; the filter is passed as an object and sent as JSON. */
export async function list<T = Record<string, unknown>>(
  app: FastifyInstance,
  token: string,
  resource: string,
  query: Record<string, string | number | object> = {},
): Promise<{ status: number; results: T[]; total: number; body: Record<string, unknown> }> {
  const q = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );
  const res = await call(app, token, 'GET', `/${resource}`, undefined, q);
  const body = res.json<Record<string, unknown>>();
  return { status: res.statusCode, results: (body.results as T[]) ?? [], total: (body.total as number) ?? 0, body };
}

const managerTokens = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * A workflow call as a client makes it: with the guard of what it saw (the order's status),
 * read just before unless the body already says it. The server refuses steps without one.
 */
export async function act(
  app: FastifyInstance,
  token: string | null,
  path: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const guarded = ['expectedStatus', 'currentHistoryId', 'updatedAt'].some((key) => key in body);
  const orderId = (body.orderId as number | undefined) ?? Number(/^\/orders\/(\d+)\//.exec(path)?.[1]);
  if (guarded || !Number.isInteger(orderId)) return call(app, token, 'POST', path, body);
  if (!managerTokens.has(app)) managerTokens.set(app, login(app, demoEmail('manager')));
  const order = await call(app, await managerTokens.get(app)!, 'GET', `/orders/${orderId}`);
  const status = order.statusCode === 200 ? order.json<{ status: string }>().status : undefined;
  return call(app, token, 'POST', path, { ...body, ...(status ? { expectedStatus: status } : {}) });
}

/** Images every seeded database holds (the seed's demo designs): what image fields may name. */
export const SEED_IMAGE = demoImagePath({ label: 'Design 1', hue: 37 });
export const SEED_IMAGE_2 = demoImagePath({ label: 'Design 2', hue: 74 });

/** A query's rows, on either database (node-postgres and PGlite both answer `{ rows }`). */
export async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
