import type { FastifyInstance, InjectOptions } from 'fastify';
import fc, { type Arbitrary } from 'fast-check';
import { DEMO_ACCOUNTS, demoEmail } from '../../../src/shared/demo/demoAccounts';
import { login } from '../../api/harness';
import { ENDS_SESSION, operationsOf, sparing, userIdOf, type Operation, type Parameter } from './fuzz';
import { validArbitrary, type JsonSchema, type RefResolver } from './schemaArbitrary';

/**
 * Valid input, by the OpenAPI document: for every operation, requests whose path parameters,
 * query and JSON body follow the operation's own schemas, sent as each demo account. The
 * property (checked by the test harness on every answer, tests/api/documentedResponses.ts):
 * each answer is a success or an error the operation documents, never a 5xx.
 */

export interface ValidInputRun {
  readonly seed: number;
  readonly operations: number;
  readonly requests: number;
  readonly byStatus: ReadonlyMap<number, number>;
  /** Answers the document does not describe (5xx among them), each with its request. */
  readonly failures: readonly string[];
}

const isNumeric = (schema: JsonSchema | undefined) =>
  [schema?.type ?? []].flat().some((type) => type === 'integer' || type === 'number');

/** A row id of the seeded database, mostly one that exists. */
const rowId = fc.integer({ min: 1, max: 300 });

/** A query value: the list parameters as a client writes them, the others by their schema. */
function queryValue(parameter: Parameter, resolve: RefResolver): Arbitrary<string | undefined> {
  const optional = (value: Arbitrary<string>) => (parameter.required ? value : fc.option(value, { nil: undefined }));
  switch (parameter.name) {
    case 'filter':
      return optional(rowId.map((id) => JSON.stringify({ id: { $gt: id } })));
    case 'orderBy':
      return optional(fc.constantFrom('id', '-id', 'createdAt', '-createdAt'));
    case 'includes':
      return fc.constant(undefined);
    case 'q':
      return optional(fc.stringMatching(/^[a-z]{1,6}$/));
    case 'limit':
      return optional(fc.integer({ min: 1, max: 50 }).map(String));
    case 'offset':
      return optional(fc.integer({ min: 0, max: 100 }).map(String));
  }
  if (isNumeric(parameter.schema)) return optional(rowId.map(String));
  return optional(
    validArbitrary(parameter.schema ?? {}, resolve).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
  );
}

function requestArbitrary(op: Operation, resolve: RefResolver, callers: readonly string[]) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(
      ...pathParams.map((p) =>
        isNumeric(p.schema) ? rowId.map(String) : validArbitrary(p.schema ?? {}, resolve).map(String),
      ),
    )
    .map((values) =>
      values.reduce((url, value, i) => url.replace(`{${pathParams[i].name}}`, encodeURIComponent(value)), op.path),
    );
  const query = fc.tuple(...queryParams.map((p) => queryValue(p, resolve)));
  const body: Arbitrary<unknown> = op.body ? validArbitrary(op.body, resolve) : fc.constant(undefined);
  return fc.record({ path, query, body, caller: fc.constantFrom(...callers) }).map(({ path, query, body, caller }) => {
    const search = new URLSearchParams(
      queryParams.flatMap((p, i): [string, string][] => (query[i] === undefined ? [] : [[p.name, query[i]]])),
    ).toString();
    return { url: search ? `${path}?${search}` : path, body, caller };
  });
}

/**
 * Sends `runs` valid requests to every operation of the document (seeded: the same seed sends
 * the same requests in the same order) and tallies the answers; an answer the harness finds
 * undocumented is a failure, named with its request.
 */
export async function sendValidInput(app: FastifyInstance, runs: number, seed: number): Promise<ValidInputRun> {
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, JsonSchema> };
  }>();
  const resolve: RefResolver = (ref) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
  const tokens = new Map<string, string>();
  const own = new Set<string>();
  for (const { email } of DEMO_ACCOUNTS) {
    const token = await login(app, email);
    tokens.set(email, token);
    own.add(await userIdOf(app, token));
  }
  const spare = sparing(own);
  // The manager passes every permission check, so a third of the requests reach the handlers' own rules.
  const emails = [...tokens.keys()];
  const callers = [...emails, ...Array<string>(Math.ceil(emails.length / 2)).fill(demoEmail('manager'))];
  const operations = operationsOf(doc);
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  let requests = 0;
  for (const [index, op] of operations.entries()) {
    const samples = fc.sample(requestArbitrary(op, resolve, callers), { numRuns: runs, seed: seed + index });
    for (const sample of samples) {
      const key = `${op.method} ${op.path}`;
      const caller = ENDS_SESSION.has(key) ? null : sample.caller;
      const headers: Record<string, string> = caller ? { authorization: `Bearer ${tokens.get(caller)}` } : {};
      const url = op.method === 'GET' ? sample.url : spare(sample.url);
      const options: InjectOptions = { method: op.method, url, headers };
      if (sample.body !== undefined) options.payload = sample.body as InjectOptions['payload'];
      requests += 1;
      try {
        const res = await app.inject(options);
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      } catch (error) {
        const status = Number(/answered (\d{3})/.exec(String(error))?.[1] ?? 0);
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        const sent = JSON.stringify(sample.body ?? null).slice(0, 300);
        failures.push(`${op.method} ${url} as ${caller ?? 'nobody'} with ${sent}: ${String(error).slice(0, 500)}`);
      }
    }
  }
  return { seed, operations: operations.length, requests, byStatus, failures };
}

/** The figures of a run, for the test's output. */
export function formatValidInput(run: ValidInputRun): string {
  const statuses = [...run.byStatus].sort(([a], [b]) => a - b).map(([s, c]) => `${s}: ${c}`);
  const fivexx = [...run.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  return [
    `Valid input, seed ${run.seed}: ${run.operations} operations, ${run.requests} requests, ${fivexx} answered 5xx, ${run.failures.length} undocumented answers.`,
    `Statuses: ${statuses.join(', ')}.`,
    ...run.failures.slice(0, 20).map((failure) => `- ${failure}`),
  ].join('\n');
}
