import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';
import { mayDo } from '../../src/shared/domain/resourceAccess';
import { RESOURCE_LIST, type ResourceAction, type ResourceDef } from '../../src/shared/domain/resources';
import { DEMO_ACCOUNTS } from '../../src/shared/demo/demoAccounts';
import { call, login } from '../api/harness';
import { accountOf, reachableIds, type Row } from './scopeOracle';

/**
 * The permission and scope matrix: every demo account × every resource × list, get, create,
 * update and delete, against what the registry declares (`mayDo` for the permission, the
 * scope oracle for the rows). A 2xx the account should not get, or a row it should not see,
 * is a leak; a refusal of what it may do, or a row it should see and does not, is an
 * over-refusal. Nothing is changed: writes name a row outside the scope, a row that does not
 * exist, or carry an unknown field, so a correct server refuses every one of them.
 */

export type MatrixAction = 'list' | 'get' | 'create' | 'update' | 'delete';
export const MATRIX_ACTIONS: readonly MatrixAction[] = ['list', 'get', 'create', 'update', 'delete'];

/** One thing that went wrong: who, where, what was sent and what came back. */
export interface Finding {
  readonly kind: 'leak' | 'overRefusal';
  readonly account: string;
  readonly resource: string;
  readonly action: MatrixAction;
  readonly detail: string;
}

export interface MatrixResult {
  /** Checks made: one per (account, resource, action) and per probe within it. */
  readonly checks: number;
  readonly requests: number;
  readonly findings: readonly Finding[];
  /** Per account: checks, leaks and over-refusals. */
  readonly byAccount: ReadonlyMap<string, { checks: number; leaks: number; overRefusals: number }>;
}

/** An id no table reaches. */
const ABSENT_ID = 2_147_483_000;
const PROBE_BODY = { __probe: 1 };

const isOk = (status: number) => status >= 200 && status < 300;
const isRefusal = (status: number) => status === 403 || status === 404 || status === 405;

export async function runMatrix(app: FastifyInstance): Promise<MatrixResult> {
  let requests = 0;
  let checks = 0;
  const findings: Finding[] = [];
  const send = async (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    requests += 1;
    const res = await call(app, token, method, path, body);
    return { status: res.statusCode, json: () => res.json<Record<string, unknown>>() };
  };
  const listAll = async (token: string, resource: string): Promise<{ status: number; rows: Row[] }> => {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
      const res = await send(token, 'GET', `/${resource}?limit=${MAX_PAGE_SIZE}&offset=${offset}`);
      if (res.status !== 200) return { status: res.status, rows };
      const body = res.json() as { results: Row[]; total: number };
      rows.push(...body.results);
      if (body.results.length < MAX_PAGE_SIZE || rows.length >= body.total) return { status: 200, rows };
    }
  };

  const managerToken = await login(app, DEMO_ACCOUNTS.find((a) => a.scope === 'manager')!.email);
  const allRows = new Map<string, Row[]>();
  for (const resource of RESOURCE_LIST) allRows.set(resource.name, (await listAll(managerToken, resource.name)).rows);
  const all = (resource: ResourceDef) => allRows.get(resource.name) ?? [];
  const users = all(RESOURCE_LIST.find((r) => r.name === 'users')!);

  const byAccount = new Map<string, { checks: number; leaks: number; overRefusals: number }>();
  for (const demo of DEMO_ACCOUNTS) {
    const user = users.find((u) => u.email === demo.email);
    if (!user) throw new Error(`The seed has no user ${demo.email}.`);
    const account = accountOf(user);
    const token = await login(app, demo.email);
    const tally = { checks: 0, leaks: 0, overRefusals: 0 };
    byAccount.set(demo.email, tally);
    const note = (finding: Omit<Finding, 'account'>) => {
      findings.push({ ...finding, account: demo.email });
      if (finding.kind === 'leak') tally.leaks += 1;
      else tally.overRefusals += 1;
    };
    const check = () => {
      checks += 1;
      tally.checks += 1;
    };

    for (const resource of RESOURCE_LIST) {
      const may = (action: ResourceAction) => mayDo(account, resource, action);
      const reachable = reachableIds(account, resource, all);
      const outside = all(resource).find((row) => !reachable.has(row.id))?.id;
      const inside = [...reachable][0];
      const at = (action: MatrixAction) => ({ resource: resource.name, action });
      const expectRefused = (action: MatrixAction, status: number, what: string) => {
        check();
        if (!isRefusal(status)) {
          if (isOk(status)) note({ kind: 'leak', ...at(action), detail: `${what} answered ${status}` });
          else if (status >= 500) note({ kind: 'leak', ...at(action), detail: `${what} failed with ${status}` });
        }
      };
      const expectAllowed = (action: MatrixAction, status: number, what: string) => {
        check();
        if (isRefusal(status) || status >= 500)
          note({ kind: 'overRefusal', ...at(action), detail: `${what} answered ${status}` });
      };

      // list: exactly the reachable rows, or 403 without the permission
      const listed = await listAll(token, resource.name);
      if (!may('get')) expectRefused('list', listed.status, 'list without permission');
      else {
        expectAllowed('list', listed.status, 'list');
        const seen = new Set(listed.rows.map((row) => row.id));
        const extra = [...seen].filter((id) => !reachable.has(id));
        const missing = [...reachable].filter((id) => !seen.has(id));
        if (extra.length) note({ kind: 'leak', ...at('list'), detail: `${extra.length} rows outside the scope` });
        if (missing.length && listed.status === 200) {
          note({ kind: 'overRefusal', ...at('list'), detail: `${missing.length} reachable rows missing` });
        }
      }

      // get: a reachable row opens, one outside the scope is not found
      if (outside !== undefined) {
        expectRefused('get', (await send(token, 'GET', `/${resource.name}/${outside}`)).status, `GET row ${outside}`);
      }
      if (inside !== undefined) {
        const status = (await send(token, 'GET', `/${resource.name}/${inside}`)).status;
        if (may('getOne')) expectAllowed('get', status, `GET reachable row ${inside}`);
        else expectRefused('get', status, `GET without permission, row ${inside}`);
      }

      // create: the access rule answers before the body is read
      const created = (await send(token, 'POST', `/${resource.name}`, PROBE_BODY)).status;
      if (may('create')) {
        check();
        if (created !== 400) note({ kind: 'overRefusal', ...at('create'), detail: `probe body answered ${created}` });
      } else expectRefused('create', created, 'create without permission');

      // update and delete: outside the scope refused; a missing row is 404 when permitted, 403 when not
      for (const [action, method] of [
        ['update', 'PUT'],
        ['delete', 'DELETE'],
      ] as const) {
        const body = method === 'PUT' ? {} : undefined;
        if (outside !== undefined) {
          const status = (await send(token, method, `/${resource.name}/${outside}`, body)).status;
          expectRefused(action, status, `${method} row ${outside} outside the scope`);
        }
        const absent = (await send(token, method, `/${resource.name}/${ABSENT_ID}`, body)).status;
        check();
        if (may(action) && absent === 403) {
          note({ kind: 'overRefusal', ...at(action), detail: `${method} of a missing row answered 403` });
        }
        if (!may(action) && !isRefusal(absent)) {
          note({ kind: 'leak', ...at(action), detail: `${method} without permission answered ${absent}` });
        }
      }
    }
  }
  return { checks, requests, findings, byAccount };
}

/** The matrix as a table for the terminal and bench/RESULTS.md. */
export function formatMatrix(result: MatrixResult): string {
  const lines = [
    `| Account | Checks | Leaks | Over-refusals |`,
    `| --- | ---: | ---: | ---: |`,
    ...[...result.byAccount].map(([email, t]) => `| ${email} | ${t.checks} | ${t.leaks} | ${t.overRefusals} |`),
  ];
  const leaks = result.findings.filter((f) => f.kind === 'leak').length;
  lines.push(
    `| **all ${result.byAccount.size} accounts × ${RESOURCE_LIST.length} resources × ${MATRIX_ACTIONS.length} actions** | ${result.checks} | ${leaks} | ${result.findings.length - leaks} |`,
  );
  return [
    ...lines,
    '',
    `${result.requests} requests.`,
    ...result.findings.map((f) => `- ${f.kind} ${f.account} ${f.resource} ${f.action}: ${f.detail}`),
  ].join('\n');
}
