/**
 * The load balancer in front of several server instances for bench/load.ts: round robin per
 * request, so consecutive requests of one client land on every instance, and idle client
 * connections kept open as a load balancer keeps them.
 * - HAProxy when the machine has it (`apt-get install haproxy`), as a deployment would put
 *   one: it costs the shared cores a fraction of what a proxy in Node does.
 * - Otherwise a proxy in Node (`http`), in a process of its own: its CPU is then measured
 *   apart from the load generator's, and its event loop does not delay the clients' timings.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { freePort } from '../tests/support/freePort';
import { stopServer, untilServing } from './servers';

export interface LoadBalancer {
  readonly port: number;
  /** What balances: `HAProxy 2.6.12` or `a proxy in Node`. */
  readonly kind: string;
  readonly pid: number;
  close(): Promise<void>;
}

/** HAProxy's version on this machine, or null where it is not installed. */
function haproxyVersion(): string | null {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return /version (\S+)/.exec(result.stdout)?.[1] ?? 'unknown';
}

/** The HAProxy configuration: one frontend on `port`, the instances behind it in turn. */
export function haproxyConfig(port: number, upstreams: readonly number[]): string {
  return [
    'global',
    '  maxconn 2000',
    '  nbthread 1',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  http-reuse always',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 60s',
    'frontend office',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    ...upstreams.map((upstream, i) => `  server instance${i + 1} 127.0.0.1:${upstream}`),
    '',
  ].join('\n');
}

/** The proxy in Node, run by `node bench/loadBalancer.ts --serve <port> <upstream>...`. */
function serveNodeProxy(port: number, upstreams: readonly number[]): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreams[next++ % upstreams.length],
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
}

/**
 * Starts the load balancer over the instances listening on `upstreams`; `folder` holds its
 * configuration. `which: 'node'` takes the proxy in Node even where HAProxy is installed.
 */
export async function startLoadBalancer(
  upstreams: readonly number[],
  folder: string,
  which: 'haproxy' | 'node' = 'haproxy',
): Promise<LoadBalancer> {
  const port = await freePort();
  const version = which === 'haproxy' ? haproxyVersion() : null;
  let child: ChildProcess;
  let kind: string;
  if (version) {
    const config = `${folder}/haproxy.cfg`;
    writeFileSync(config, haproxyConfig(port, upstreams));
    child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    kind = `HAProxy ${version}`;
  } else {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', new URL(import.meta.url).pathname, '--serve', String(port), ...upstreams.map(String)],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    kind = which === 'node' ? 'a proxy in Node' : 'a proxy in Node (HAProxy is not installed)';
  }
  const balancer = { child, port };
  await untilServing(balancer, 'the load balancer', 10);
  return { port, kind, pid: child.pid ?? 0, close: () => stopServer(balancer) };
}

if (process.argv[2] === '--serve') {
  const [port, ...upstreams] = process.argv.slice(3).map(Number);
  serveNodeProxy(port, upstreams);
}
