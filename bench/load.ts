/**
 * An office's mixed load on real server processes, over HTTP:
 * - `--db postgres` (default): two server instances on one PostgreSQL behind a round-robin
 *   load balancer on loopback (HAProxy where installed; loadBalancer.ts), so consecutive
 *   requests of one client land on both instances;
 * - `--db pglite`: the embedded server alone on its PGlite folder.
 * The demo data is loaded first by a server of its own, stopped before the measured ones
 * start. Each connection is a person: a request, its answer, a pause of 200–600 ms, again, for
 * `--seconds`. The mix: order lists and pages, order histories, comments written, orders
 * created and moved one step. The same load runs `--warmup` seconds first (10 by default): its
 * people all arrive within 0.6 s, and on saturated cores the queue of that first wave takes
 * seconds to drain (docs/scale.md), while an office's people arrive over the morning. The
 * warm-up's latencies are printed on their own lines, overall and by second, and left out of
 * the figures; its errors and writes count with the rest. Afterwards every acknowledged write
 * is looked for; the servers' memory (RSS) is sampled throughout, 15 s after, and until it is
 * back near its start (at most 2 minutes). Where the time went: the CPU seconds of each server,
 * of PostgreSQL, of the load balancer, of the load generator and of everything else on the
 * machine during the run, and on PostgreSQL what its connections were doing (dbActivity.ts).
 * `--profile <folder>` writes a CPU profile of each server there (`node --cpu-prof`);
 * `--balancer node` puts the proxy in Node in front even where HAProxy is installed; `--pool
 * <n>` gives each instance n connections to PostgreSQL (DATABASE_POOL_SIZE) instead of about
 * three per core for them all.
 *
 *   npx tsx bench/load.ts --db postgres --connections 100 --seconds 60
 *   npx tsx bench/load.ts --db pglite --connections 30 --seconds 60
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Pool } from 'undici';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { SEED_IMAGE } from '../tests/api/harness';
import { startPgCluster } from '../tests/api/pg-cluster';
import { machineCpuSeconds, processCpuSeconds, treeCpuSeconds } from './cpuTime';
import { sampleDbActivity } from './dbActivity';
import { startLoadBalancer, type LoadBalancer } from './loadBalancer';
import { watchMemory } from './serverMemory';
import { startServer, stopServer, type Server } from './servers';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'postgres');
const connections = Number(arg('connections', engine === 'postgres' ? '100' : '30'));
const seconds = Number(arg('seconds', '60'));
const warmupSeconds = Number(arg('warmup', '10'));
const profileDir = arg('profile', '');
const balancerKind = arg('balancer', 'haproxy') === 'node' ? 'node' : 'haproxy';
const instances = engine === 'postgres' ? 2 : 1;
/**
 * Each instance's PostgreSQL pool (DATABASE_POOL_SIZE), sized as docs/scale.md advises: about
 * three connections per core of the database for all the instances together (`--pool` to
 * choose).
 */
const poolSize = Number(arg('pool', String(Math.max(2, Math.round((availableParallelism() * 3) / instances)))));

/** PostgreSQL's postmaster: its process tree is the database's CPU. */
async function postmasterPid(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
    return Number(readFileSync(join(rows[0].dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } finally {
    await client.end();
  }
}

/** Waits (up to 30 s) until the servers are done with their start-up work, such as the seed's thumbnails. */
async function settled(list: readonly Server[]): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const before = list.map((s) => processCpuSeconds(s.child.pid!));
    await new Promise((r) => setTimeout(r, 1000));
    if (list.every((s, i) => processCpuSeconds(s.child.pid!) - before[i] < 0.05)) return;
  }
}

/** The latencies of `operations` (each started `at` ms into its run) in `count` windows of `width` ms from 0. */
function windows(operations: readonly { at: number; latency: number }[], width: number, count: number): number[][] {
  const slices: number[][] = Array.from({ length: Math.ceil(count) }, () => []);
  for (const { at, latency } of operations) slices[Math.floor(at / width)]?.push(latency);
  return slices;
}

type Kind = 'list' | 'order' | 'history' | 'comment' | 'create+step';

/** The relations the desktop's orders list embeds, as it asks for them (ordersListQuery.ts; the timeline: historyQueries.ts). */
const LIST_INCLUDES = 'customer,designer,package,productCatalogs,products&embed=summary';

const pools = new Map<number, Pool>();

/**
 * One request; the body is read (and decoded) only when wanted, or when it is an error: in an
 * office the clients run elsewhere, here they share the servers' cores, so the client is
 * undici's, the cheapest in Node, and an unread body is drained without being kept.
 */
async function request(
  port: number,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  read = method !== 'GET',
): Promise<{ status: number; json: Record<string, unknown> }> {
  let pool = pools.get(port);
  if (!pool) {
    pool = new Pool(`http://127.0.0.1:${port}`, { connections: connections + 10, keepAliveTimeout: 60_000 });
    pools.set(port, pool);
  }
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const res = await pool.request({
    method,
    path: `/api/v1${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    body: payload,
  });
  if (!read && res.statusCode < 400) {
    for await (const chunk of res.body) void chunk;
    return { status: res.statusCode, json: {} };
  }
  const text = await res.body.text();
  return { status: res.statusCode, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const folder = await mkdtemp(join(tmpdir(), 'bo-load-'));
const cluster = engine === 'postgres' ? await startPgCluster() : null;
const servers: Server[] = [];
let balancer: LoadBalancer | null = null;
try {
  const databaseUrl = cluster ? await cluster.createDatabase() : null;
  // One data folder (uploads; the PGlite database) shared by the instances, as a deployment shares its storage.
  const env: Record<string, string> = {
    DATA_DIR: join(folder, 'data'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize) } : {}),
  };
  // A server migrates and loads the demo data, and stops: the measured servers start on the
  // database as an office's do every day, not in the process that ran the one-off seed.
  await stopServer(await startServer({ ...env, SEED: 'true' }));
  const profile = profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {};
  servers.push(await startServer(env, profile));
  for (let i = 1; i < instances; i++) servers.push(await startServer(env, profile));
  balancer = cluster
    ? await startLoadBalancer(
        servers.map((s) => s.port),
        folder,
        balancerKind,
      )
    : null;
  const port = balancer?.port ?? servers[0].port;

  const tokens: Record<string, string> = {};
  for (const name of ['manager', 'sale']) {
    const res = await request(port, 'POST', '/auth/login', null, { email: demoEmail(name), password: DEMO_PASSWORD });
    tokens[name] = res.json.token as string;
  }
  const orderIds = (
    (await request(port, 'GET', '/orders?limit=200', tokens.manager, undefined, true)).json.results as { id: number }[]
  ).map((o) => o.id);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
  const statusFilter = encodeURIComponent(
    JSON.stringify({ status: { $in: ['done', 'design_in_progress', 'feedback'] } }),
  );

  const latencies: Record<Kind, number[]> = { list: [], order: [], history: [], comment: [], 'create+step': [] };
  /** The operations started during the warm-up: when each started (ms after the load began) and its latency. */
  const warmup: { at: number; latency: number }[] = [];
  let loadFrom = 0;
  /** The measured operations: when each started (ms after the warm-up) and its latency. */
  const timeline: { at: number; latency: number }[] = [];
  let measuredFrom = Infinity;
  const errors: string[] = [];
  const comments: number[] = [];
  const stepped: number[] = [];
  async function once(): Promise<void> {
    const roll = Math.random();
    const kind: Kind =
      roll < 0.4 ? 'list' : roll < 0.6 ? 'order' : roll < 0.75 ? 'history' : roll < 0.92 ? 'comment' : 'create+step';
    const started = performance.now();
    const ok = (res: { status: number; json: Record<string, unknown> }, what: string) => {
      if (res.status >= 400) errors.push(`${what}: ${res.status} ${JSON.stringify(res.json).slice(0, 160)}`);
      return res.status < 400;
    };
    const id = pick(orderIds);
    if (kind === 'list') {
      ok(
        await request(
          port,
          'GET',
          `/orders?limit=50&orderBy=-createdAt&includes=${LIST_INCLUDES}&filter=${statusFilter}`,
          tokens.manager,
        ),
        kind,
      );
    } else if (kind === 'order') {
      ok(await request(port, 'GET', `/orders/${id}?includes=designer,sale,dealer,customer`, tokens.manager), kind);
    } else if (kind === 'history') {
      const filter = encodeURIComponent(JSON.stringify({ orderId: id }));
      ok(
        await request(
          port,
          'GET',
          `/orderHistories?filter=${filter}&includes=assignedUsers,assigner&embed=summary&orderBy=-id&limit=100`,
          tokens.manager,
        ),
        kind,
      );
    } else if (kind === 'comment') {
      const res = await request(port, 'POST', '/comments', tokens.manager, {
        content: `Load comment ${Math.random()}`,
        orderId: id,
      });
      if (ok(res, kind)) comments.push(res.json.id as number);
    } else {
      const created = await request(port, 'POST', '/orders', tokens.sale, {
        name: 'Load order',
        thumbnail: SEED_IMAGE,
      });
      if (ok(created, 'create')) {
        const orderId = created.json.id as number;
        const step = await request(port, 'POST', '/orderHistories', tokens.sale, {
          orderId,
          action: 'accept',
          expectedStatus: 'pre_order',
        });
        if (ok(step, 'step')) stepped.push(orderId);
      }
    }
    const latency = performance.now() - started;
    if (started < measuredFrom) {
      warmup.push({ at: started - loadFrom, latency });
    } else {
      latencies[kind].push(latency);
      timeline.push({ at: started - measuredFrom, latency });
    }
  }

  await settled(servers);
  const postgresPid = databaseUrl ? await postmasterPid(databaseUrl) : null;
  const cpuOf = () => ({
    servers: servers.map((s) => processCpuSeconds(s.child.pid!)),
    postgres: postgresPid ? treeCpuSeconds(postgresPid) : 0,
    balancer: balancer ? processCpuSeconds(balancer.pid) : 0,
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    machine: machineCpuSeconds(),
  });
  const memory = watchMemory(servers.map((s) => s.child.pid!));
  loadFrom = performance.now();
  const until = loadFrom + (warmupSeconds + seconds) * 1000;
  // The measured window opens when the warm-up ends: CPU counted and connections sampled from then on.
  const measuredWindow = (async () => {
    await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
    const cpuBefore = cpuOf();
    measuredFrom = performance.now();
    const activity = databaseUrl ? await sampleDbActivity(databaseUrl) : null;
    return { cpuBefore, activity };
  })();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i * 600) / connections)); // arrivals spread over the first pause
      while (performance.now() < until) {
        try {
          await once();
        } catch (error) {
          errors.push(`transport: ${(error as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 200 + Math.random() * 400));
      }
    }),
  );
  const cpuAfter = cpuOf();
  const { cpuBefore, activity } = await measuredWindow;
  const dbReport = await activity?.stop();
  await memory.afterLoad();

  // Every acknowledged write is there, read back through the database itself.
  let lost = 0;
  if (cluster) {
    const client = new pg.Client({ connectionString: databaseUrl ?? '' });
    await client.connect();
    const c = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM comments WHERE id = ANY($1)', [
      comments,
    ]);
    const o = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'new_deal'",
      [stepped],
    );
    lost = comments.length - c.rows[0].n + (stepped.length - o.rows[0].n);
    await client.end();
  } else {
    // The embedded database has one reader, the server: ask it, 100 ids at a time (the filter's cap).
    const found = async (resource: string, ids: readonly number[], filter: Record<string, unknown>) => {
      let n = 0;
      for (let i = 0; i < ids.length; i += 100) {
        const where = encodeURIComponent(JSON.stringify({ ...filter, id: { $in: ids.slice(i, i + 100) } }));
        const res = await request(port, 'GET', `/${resource}?limit=1&filter=${where}`, tokens.manager, undefined, true);
        if (res.status !== 200) throw new Error(`${resource} check answered ${res.status}`);
        n += res.json.total as number;
      }
      return n;
    };
    lost =
      comments.length -
      (await found('comments', comments, {})) +
      (stepped.length - (await found('orders', stepped, { status: 'new_deal' })));
  }

  const all = Object.values(latencies).flat();
  const s = summarize(all);
  console.log(
    `${engine}, ${servers.length} instance(s)${databaseUrl ? ` with ${poolSize} connections each` : ''}${balancer ? ` behind ${balancer.kind}` : ''}, ${connections} connections, ${seconds} s after ${warmupSeconds} s of warm-up: ${all.length} operations (${(all.length / seconds).toFixed(0)}/s), ` +
      `${errors.length} errors and ${lost} acknowledged writes missing (warm-up included); latency median ${ms(s.median)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`,
  );
  for (const [kind, samples] of Object.entries(latencies)) {
    const k = summarize(samples);
    console.log(`  ${kind}: ${samples.length} × median ${ms(k.median)}, p95 ${ms(k.p95)}, p99 ${ms(k.p99)}`);
  }
  const slices = windows(timeline, 10_000, seconds / 10);
  console.log(
    `  operations over 250 ms, by 10 s of the measured run: ${slices.map((slice) => slice.filter((l) => l > 250).length).join(', ')}`,
  );
  if (warmup.length > 0) {
    const w = summarize(warmup.map((t) => t.latency));
    console.log(
      `  warm-up (the first ${warmupSeconds} s after the servers started, not in the figures above): ${warmup.length} operations, ` +
        `median ${ms(w.median)}, p95 ${ms(w.p95)}, p99 ${ms(w.p99)}, max ${ms(w.max)}`,
    );
    const bySecond = windows(warmup, 1000, warmupSeconds).map(summarize);
    console.log(
      `  warm-up by second, median / p99: ${bySecond.map((b) => `${b.median.toFixed(0)} / ${b.p99.toFixed(0)}`).join(', ')} ms`,
    );
  }
  const used = (f: (c: ReturnType<typeof cpuOf>) => number) => f(cpuAfter) - f(cpuBefore);
  const serverCpu = servers.map((_, i) => used((c) => c.servers[i]));
  const ours =
    serverCpu.reduce((a, b) => a + b, 0) + used((c) => c.postgres) + used((c) => c.balancer) + used((c) => c.bench);
  const machine = used((c) => c.machine.busy);
  const perOp = (cpu: number) => ms((cpu * 1000) / Math.max(1, all.length));
  console.log(
    `  CPU during the run (${cpuAfter.machine.cores} cores × ${seconds} s = ${cpuAfter.machine.cores * seconds} core-seconds): ` +
      `server${servers.length > 1 ? 's' : ''} ${serverCpu.map((c) => c.toFixed(1)).join(' + ')} s` +
      (postgresPid ? `, PostgreSQL ${used((c) => c.postgres).toFixed(1)} s` : '') +
      (balancer ? `, load balancer ${used((c) => c.balancer).toFixed(1)} s` : '') +
      `, load generator ${used((c) => c.bench).toFixed(1)} s, other work on the machine ${Math.max(0, machine - ours).toFixed(1)} s; ` +
      `per operation: server ${perOp(serverCpu.reduce((a, b) => a + b, 0))}` +
      (postgresPid ? `, PostgreSQL ${perOp(used((c) => c.postgres))}` : ''),
  );
  if (dbReport) {
    const { busy, waits } = dbReport;
    console.log(
      `  database connections busy (running or inside a transaction; the pools hold ${servers.length * poolSize}): ` +
        `median ${busy.median}, p95 ${busy.p95}, max ${busy.max} over ${dbReport.samples} samples`,
    );
    for (const wait of waits.slice(0, 6)) {
      console.log(
        `    ${(wait.share * 100).toFixed(1)}% of running statements: ${wait.event}, most often ${wait.statement}`,
      );
    }
  }
  for (const line of memory.lines()) console.log(`  ${line}`);
  console.log(`  writes: ${comments.length} comments, ${stepped.length} orders created and moved to new_deal`);
  for (const error of errors.slice(0, 10)) console.log(`  error: ${error}`);
} finally {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  await balancer?.close();
  await Promise.all(servers.map(stopServer));
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
