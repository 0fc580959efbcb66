/** The part of a forked Electron `UtilityProcess` the embedded server uses. */
export interface EmbeddedChild {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  postMessage(message: unknown): void;
  kill(): boolean;
}

/** Electron's `utilityProcess`, reduced to `fork`. */
export interface UtilityProcessLike {
  fork(modulePath: string, args: string[], options: { env: NodeJS.ProcessEnv; serviceName: string }): EmbeddedChild;
}

export interface EmbeddedServerOptions {
  /** out/main/server.js */
  readonly entry: string;
  /** Environment of the child: DATA_DIR and the folder of the migrations among it. */
  readonly env: NodeJS.ProcessEnv;
  readonly readyTimeoutMs?: number;
  readonly stopTimeoutMs?: number;
  /** Called when the server dies after it was ready, so the next request can start a new one. */
  readonly onUnexpectedExit?: (code: number) => void;
}

export interface EmbeddedServer {
  readonly baseUrl: string;
  /** Asks the server to shut down, waits for it, and kills it after the stop timeout. */
  stop(): Promise<void>;
}

export const READY_TIMEOUT_MS = 30_000;
export const STOP_TIMEOUT_MS = 5_000;

type ServerMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

/**
 * Forks the server in a utility process and resolves once it posts `{type:'ready', port}`.
 * Rejects, and kills the child, when it posts an error, exits, or stays silent too long.
 */
export function startEmbeddedServer(
  utilityProcess: UtilityProcessLike,
  options: EmbeddedServerOptions,
): Promise<EmbeddedServer> {
  const { readyTimeoutMs = READY_TIMEOUT_MS, stopTimeoutMs = STOP_TIMEOUT_MS } = options;
  const child = utilityProcess.fork(options.entry, [], { env: options.env, serviceName: 'Back office server' });
  let exited = false;
  let ready = false;
  let stopping = false;
  const exitWaiters: (() => void)[] = [];

  return new Promise<EmbeddedServer>((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`The embedded server did not start: ${message}`));
      if (!exited) child.kill();
    };
    const timer = setTimeout(() => fail(`no answer within ${readyTimeoutMs / 1000} seconds.`), readyTimeoutMs);

    child.on('message', (message) => {
      if (settled) return;
      const parsed = parseMessage(message);
      if (parsed?.type === 'error') fail(parsed.message);
      if (parsed?.type !== 'ready') return;
      settled = true;
      ready = true;
      clearTimeout(timer);
      resolve({ baseUrl: `http://127.0.0.1:${parsed.port}`, stop });
    });
    child.on('exit', (code) => {
      exited = true;
      exitWaiters.splice(0).forEach((wake) => wake());
      if (!settled) fail(`it exited with code ${code}.`);
      else if (ready && !stopping) options.onUnexpectedExit?.(code);
    });
  });

  function stop(): Promise<void> {
    if (exited) return Promise.resolve();
    stopping = true;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        child.kill();
        resolve();
      }, stopTimeoutMs);
      exitWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
      child.postMessage({ type: 'shutdown' });
    });
  }
}

function parseMessage(message: unknown): ServerMessage | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, port, message: text } = message as Record<string, unknown>;
  if (type === 'ready' && typeof port === 'number' && Number.isInteger(port) && port > 0) return { type, port };
  if (type === 'error') return { type, message: typeof text === 'string' ? text : 'unknown error' };
  return null;
}
