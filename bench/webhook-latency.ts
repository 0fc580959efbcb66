/**
 * Webhook delivery latency on a real server process: a receiver on 127.0.0.1 subscribed to
 * `customer.created`, then `--events` customers created one after another through the API (each
 * write sent when the previous one answered; deliveries overlap the writes). For each event, the
 * time from sending its write to the receiver's getting it (an upper bound of commit → receiver)
 * and from the write's answer (a lower bound: the commit precedes the answer), median and p99.
 * `--instances 2` (PostgreSQL only) runs two servers on one database, the writes through both.
 *
 *   npx tsx bench/webhook-latency.ts --db pglite --events 1000
 *   npx tsx bench/webhook-latency.ts --db postgres --events 1000 [--instances 2]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { startPgCluster } from '../tests/api/pg-cluster';
import { startWebhookReceiver } from '../tests/support/webhookReceiver';
import { apiJson as json, startServer, type Server } from './servers';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const events = Number(arg('events', '1000'));
const instances = engine === 'postgres' ? Number(arg('instances', '1')) : 1;

const folder = await mkdtemp(join(tmpdir(), 'bo-webhooks-'));
const cluster = engine === 'postgres' ? await startPgCluster() : null;
const receiver = await startWebhookReceiver();
const servers: Server[] = [];
try {
  const databaseUrl = cluster ? await cluster.createDatabase() : null;
  const env: Record<string, string> = {
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(folder, 'data') }),
  };
  servers.push(await startServer(cluster ? { ...env, SEED: 'true' } : env));
  for (let i = 1; i < instances; i += 1) servers.push(await startServer(env));
  const origins = servers.map((s) => `http://127.0.0.1:${s.port}`);
  const login = await json(origins[0], 'POST', '/auth/login', null, {
    email: demoEmail('manager'),
    password: DEMO_PASSWORD,
  });
  const token = login.body.token as string;
  const hook = await json(origins[0], 'POST', '/webhooks', token, {
    url: `${receiver.origin}/bench`,
    events: ['customer.created'],
  });
  if (hook.status !== 201) throw new Error(`POST /webhooks answered ${hook.status}`);

  const sentAt = new Map<number, number>();
  const answeredAt = new Map<number, number>();
  const started = Date.now();
  for (let i = 0; i < events; i += 1) {
    const sent = Date.now();
    const res = await json(origins[i % origins.length], 'POST', '/customers', token, {
      displayName: `Webhook bench ${i}`,
    });
    if (res.status !== 201) throw new Error(`write ${i} answered ${res.status}`);
    const id = res.body.id as number;
    sentAt.set(id, sent);
    answeredAt.set(id, Date.now());
  }
  const writing = Date.now() - started;
  const arrived = await receiver.waitFor('/bench', events, 120_000);
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  const ids = new Set<number>();
  for (const request of arrived) {
    const { data } = JSON.parse(request.body) as { data: { id: number } };
    ids.add(data.id);
    fromSend.push(request.at - sentAt.get(data.id)!);
    fromAnswer.push(request.at - answeredAt.get(data.id)!);
  }
  const send = summarize(fromSend);
  const answer = summarize(fromAnswer);
  const setup = engine === 'postgres' ? `PostgreSQL, ${instances} instance(s) on one database` : 'embedded PGlite';
  console.log(`Webhook delivery latency, ${setup}`);
  console.log(
    `${events} customers created one after another in ${(writing / 1000).toFixed(1)} s; ${arrived.length} deliveries, ${ids.size} distinct events`,
  );
  console.log(`write sent → receiver: median ${ms(send.median)}, p99 ${ms(send.p99)}, max ${ms(send.max)}`);
  console.log(`write answered → receiver: median ${ms(answer.median)}, p99 ${ms(answer.p99)}, max ${ms(answer.max)}`);
} finally {
  const exited = servers.map((s) => new Promise((resolve) => s.child.once('exit', resolve)));
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(exited);
  await receiver.close();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
