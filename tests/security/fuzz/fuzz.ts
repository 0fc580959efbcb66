import type { FastifyInstance, InjectOptions } from 'fastify';
import fc, { type Arbitrary } from 'fast-check';
import { DEMO_ACCOUNTS } from '../../../src/shared/demo/demoAccounts';
import { login } from '../../api/harness';
import { hostileValue, schemaArbitrary, type JsonSchema } from './schemaArbitrary';

/**
 * A property-based fuzz of every operation of the OpenAPI document (`/api/v1/openapi.json`):
 * for each, requests whose path parameters, query and body follow the documented schemas
 * or break them, sent as a manager, an outsourced designer, a customer, nobody or a forged
 * token, and sometimes with a hostile content type. The property: no answer is a 5xx, and
 * no answer shows a stack trace or a path of the server's files.
 */

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body?: JsonSchema;
}

export interface FuzzRequest {
  readonly operation: string;
  readonly caller: Caller;
  readonly url: string;
  readonly payload?: string;
}

export interface FuzzFailure {
  readonly request: FuzzRequest;
  readonly status: number;
  readonly body: string;
}

export interface FuzzResult {
  readonly operations: number;
  readonly requests: number;
  readonly byStatus: ReadonlyMap<number, number>;
  readonly failures: readonly FuzzFailure[];
  /** The signed-in callers whose session still works after the run (of 3). */
  readonly sessionsKept: number;
  /** Why each other caller's `GET /users/me` failed after the run: caller, status and body. */
  readonly sessionsLost: readonly string[];
}

/**
 * Operations that end the session they are sent with or lock its account out: fuzzed without
 * a valid token only, so the fuzz keeps its three signed-in callers to the end.
 */
export const ENDS_SESSION = new Set([
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/changePassword',
  'PUT /api/v1/users/me',
]);
/**
 * Paths that delete or change a user (soft deletes included): never aimed at the accounts the
 * fuzz signs in with, whose sessions a delete would rightly end.
 */
const USER_PATH = /^\/api\/v1\/(users|designers|dealers|salers|leaders|delivers|guarantees)\/(?:sortDelete\/)?(\d+)/;

/** The id of the user a session token signs in, as a path segment. */
export async function userIdOf(app: FastifyInstance, token: string): Promise<string> {
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return String(me.json<{ id: number }>().id);
}

/** A URL's aim moved off the users `own` names (their ids), to a user that does not exist. */
export function sparing(own: ReadonlySet<string>): (url: string) => string {
  return (url) => {
    const match = USER_PATH.exec(url);
    return match && own.has(match[2]) ? url.replace(`/${match[2]}`, '/2147483000') : url;
  };
}

const LEAKS = [/\n\s+at [\w.<>]+ \(/, /node_modules/, /\/work\//, /\/home\//, /\.ts:\d+/];

/**
 * The documented operations, but for streams (`GET /events` stays open, so an injected request
 * would never end): tests/api/events.test.ts sends those their bad input over a socket.
 */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, raw]) => {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      if (op.responses?.['200']?.content?.['text/event-stream']) return [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

const pathValue: Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 400 }).map(String), weight: 6 },
  {
    arbitrary: fc.constantFrom('0', '-1', '2147483648', '9007199254740993', '1e3', '0x10', 'abc', '%00', '..', 'null'),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent), weight: 1 },
);

const FILTER_FIELDS = [
  'id',
  'status',
  'name',
  'orderId',
  'userId',
  'createdAt',
  'isDelete',
  'x',
  '__proto__',
  'password',
];
const OPERATORS = ['$in', '$gt', '$lt', '$gte', '$lte', '$ne', '$like', '$or', '$and', '$where', '$regex'];

const filterValue: Arbitrary<string> = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom(...FILTER_FIELDS),
      fc.oneof(hostileValue, fc.dictionary(fc.constantFrom(...OPERATORS), hostileValue, { maxKeys: 2 })),
      { maxKeys: 3 },
    )
    .map((f) => JSON.stringify(f)),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('{', '[]', 'null', '{"id":{"$in":[]}}', '{"a":' + '['.repeat(200) + ']'.repeat(200) + '}'),
);

function queryValue(parameter: Parameter): Arbitrary<string> {
  if (parameter.name === 'filter') return filterValue;
  if (parameter.name === 'orderBy')
    return fc.constantFrom('-createdAt', 'name,-id', 'password', '-', ';drop', 'x'.repeat(600));
  if (parameter.name === 'includes')
    return fc.constantFrom('customer', 'order,designer', '__proto__', 'password', 'x,y,z');
  return fc.oneof(
    fc.integer({ min: -5, max: 1_000 }).map(String),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', 'true', '1e9', '99999999999999999999'),
  );
}

export type Caller = 'manager' | 'outsource' | 'customer' | 'nobody' | 'forged';
const CALLERS: readonly Caller[] = ['manager', 'outsource', 'customer', 'nobody', 'forged'];

function requestArbitrary(
  op: Operation,
  resolve: (ref: string) => JsonSchema | undefined,
): Arbitrary<{
  url: string;
  caller: Caller;
  payload: unknown;
  contentType: string | null;
}> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map(() => pathValue))
    .map((values) => values.reduce((url, value, i) => url.replace(`{${pathParams[i].name}}`, value), op.path));
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p)])), { requiredKeys: [] });
  const payload: Arbitrary<unknown> = op.body
    ? fc.oneof({ arbitrary: schemaArbitrary(op.body, resolve), weight: 5 }, { arbitrary: hostileValue, weight: 1 })
    : fc.option(hostileValue, { freq: 4 });
  const contentType = fc.oneof(
    { arbitrary: fc.constant(null), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-7',
      ),
      weight: 1,
    },
  );
  return fc
    .record({ path, query, caller: fc.constantFrom(...CALLERS), payload, contentType })
    .map(({ path, query, caller, payload, contentType }) => {
      const search = new URLSearchParams(query as Record<string, string>).toString();
      return { url: search ? `${path}?${search}` : path, caller, payload, contentType };
    });
}

/**
 * Sends `runs` generated requests to every documented operation (seeded, so a run can be
 * repeated) and tallies the answers.
 */
export async function fuzzApi(app: FastifyInstance, runs: number, seed = 20261123): Promise<FuzzResult> {
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, JsonSchema> };
  }>();
  const resolve = (ref: string) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
  const tokens: Partial<Record<Caller, string>> = {};
  const signIn = async (caller: Caller) => {
    const email = DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${caller}@`))?.email;
    if (email) tokens[caller] = await login(app, email);
  };
  for (const caller of ['manager', 'outsource', 'customer'] as const) await signIn(caller);
  tokens.forged = 'x'.repeat(43);
  const own = new Set<string>();
  for (const caller of ['manager', 'outsource', 'customer'] as const) own.add(await userIdOf(app, tokens[caller]!));
  const spare = sparing(own);

  const operations = operationsOf(doc);
  const byStatus = new Map<number, number>();
  const failures: FuzzFailure[] = [];
  let requests = 0;
  for (const [index, op] of operations.entries()) {
    const samples = fc.sample(requestArbitrary(op, resolve), { numRuns: runs, seed: seed + index });
    for (const sample of samples) {
      const caller =
        ENDS_SESSION.has(`${op.method} ${op.path}`) && sample.caller !== 'nobody' ? 'forged' : sample.caller;
      const token = tokens[caller];
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const url = op.method === 'GET' ? sample.url : spare(sample.url);
      const options: InjectOptions = {
        method: op.method,
        url,
        headers,
      };
      if (sample.payload !== null && sample.payload !== undefined && op.method !== 'GET') {
        options.payload = JSON.stringify(sample.payload);
        headers['content-type'] = sample.contentType ?? 'application/json';
      }
      const res = await app.inject(options);
      requests += 1;
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const leaked = LEAKS.some((pattern) => pattern.test(res.body));
      if (res.statusCode >= 500 || leaked) {
        failures.push({
          request: {
            operation: `${op.method} ${op.path}`,
            caller,
            url,
            payload: options.payload as string | undefined,
          },
          status: res.statusCode,
          body: res.body.slice(0, 500),
        });
      }
    }
  }
  let sessionsKept = 0;
  const sessionsLost: string[] = [];
  for (const caller of ['manager', 'outsource', 'customer'] as const) {
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${tokens[caller]}` },
    });
    if (me.statusCode === 200) sessionsKept += 1;
    else sessionsLost.push(`${caller}: ${me.statusCode} ${me.body.slice(0, 200)}`);
  }
  return { operations: operations.length, requests, byStatus, failures, sessionsKept, sessionsLost };
}

/** The figures of a run, for the terminal and bench/RESULTS.md. */
export function formatFuzz(result: FuzzResult): string {
  const fivexx = [...result.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const statuses = [...result.byStatus].sort(([a], [b]) => a - b).map(([s, c]) => `${s}: ${c}`);
  return [
    `${result.operations} operations, ${result.requests} requests, ${fivexx} answered 5xx, ${result.failures.length} failures.`,
    `Statuses: ${statuses.join(', ')}. Signed-in callers still signed in: ${result.sessionsKept} of 3.`,
    ...result.sessionsLost.map((lost) => `- no longer signed in: ${lost}`),
    ...result.failures
      .slice(0, 20)
      .map(
        (f) =>
          `- ${f.status} ${f.request.operation} as ${f.request.caller}: ${f.request.url} ${(f.request.payload ?? '').slice(0, 200)} → ${f.body}`,
      ),
  ].join('\n');
}
