/**
 * Live events on real server processes: `--clients` streams of `GET /events` stay open while
 * the manager changes one order `--writes` times, one write at a time; for each write, the time
 * from sending it to each client's receiving its event (median, p99), and the servers' memory
 * (RSS) with the streams open. `--db postgres` (default) runs two instances on one PostgreSQL,
 * the writes through the first and half of the clients on the second, so every measured event
 * crosses instances through LISTEN/NOTIFY for those; `--db pglite` the embedded server alone.
 *
 *   npx tsx bench/events.ts --db postgres --clients 200 --writes 40
 *   npx tsx bench/events.ts --db pglite --clients 200 --writes 40
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { startPgCluster } from '../tests/api/pg-cluster';
import { openEventStream, type TestStream } from '../tests/support/eventStream';
import { apiJson as json, rssMb, startServer, type Server } from './servers';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'postgres');
const clients = Number(arg('clients', '200'));
const writes = Number(arg('writes', '40'));
// Staff who may read every order: each client signs in as one of them, in turn.
const READERS = ['manager', 'sale', 'leader', 'designer', 'qa', 'delivery', 'guarantee', 'viewer'];

const folder = await mkdtemp(join(tmpdir(), 'bo-events-'));
const cluster = engine === 'postgres' ? await startPgCluster() : null;
const servers: Server[] = [];
const streams: TestStream[] = [];
try {
  const databaseUrl = cluster ? await cluster.createDatabase() : null;
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(folder, 'data') };
  servers.push(await startServer(cluster ? { ...env, SEED: 'true' } : env));
  if (cluster) servers.push(await startServer(env));
  const origins = servers.map((s) => `http://127.0.0.1:${s.port}`);

  const tokens = new Map<string, string>();
  for (const name of READERS) {
    const res = await json(origins[0], 'POST', '/auth/login', null, {
      email: demoEmail(name),
      password: DEMO_PASSWORD,
    });
    tokens.set(name, res.body.token as string);
  }
  const idle = servers.map((s) => rssMb(s.child.pid!));
  for (let i = 0; i < clients; i += 1) {
    const token = tokens.get(READERS[i % READERS.length])!;
    streams.push(await openEventStream(origins[i % origins.length], token));
  }
  const open = servers.map((s) => rssMb(s.child.pid!));
  const manager = tokens.get('manager')!;
  const order = ((await json(origins[0], 'GET', '/orders?limit=1', manager)).body.results as { id: number }[])[0];

  const latencies: number[] = [];
  let missing = 0;
  const peak = [...open];
  for (let w = 0; w < writes; w += 1) {
    const current = (await json(origins[0], 'GET', `/orders/${order.id}`, manager)).body;
    const seen = streams.map((s) => s.messages.length);
    const sent = performance.now();
    const arrived = streams.map(
      (s, i) =>
        new Promise<number>((resolve) => {
          s.waitFor((m) => s.messages.indexOf(m) >= seen[i] && m.event === 'change', 10_000).then(
            () => resolve(performance.now() - sent),
            () => resolve(NaN),
          );
        }),
    );
    const res = await json(origins[0], 'PUT', `/orders/${order.id}`, manager, {
      note: `Bench write ${w}`,
      updatedAt: current.updatedAt,
    });
    if (res.status !== 200) throw new Error(`write ${w} answered ${res.status}`);
    for (const t of await Promise.all(arrived)) {
      if (Number.isNaN(t)) missing += 1;
      else latencies.push(t);
    }
    servers.forEach((s, i) => (peak[i] = Math.max(peak[i], rssMb(s.child.pid!))));
  }
  const latency = summarize(latencies);
  console.log(`Live events, ${engine === 'postgres' ? 'two instances on one PostgreSQL' : 'embedded PGlite'}`);
  console.log(`${clients} streams (${READERS.length} staff accounts in turn), ${writes} writes one at a time`);
  console.log(
    `change → event at the client: median ${ms(latency.median)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}; ${latencies.length} received, ${missing} missing`,
  );
  servers.forEach((_, i) =>
    console.log(
      `instance ${i + 1} RSS: ${idle[i].toFixed(0)} MB before the streams, ${open[i].toFixed(0)} MB with them open, peak ${peak[i].toFixed(0)} MB`,
    ),
  );
} finally {
  for (const s of streams) s.close();
  const exited = servers.map((s) => new Promise((resolve) => s.child.once('exit', resolve)));
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(exited);
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
