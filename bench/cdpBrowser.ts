/**
 * Chromium driven over the DevTools protocol with nothing enabled but what the bench asks for.
 * Playwright enables the `Network` domain on every page it drives, and Chromium then keeps the
 * bodies of the page's responses in the renderer for the inspector (up to 200 MB), which a
 * memory bench of the renderer must not count: an export of a million rows fetches 200 pages.
 * Here the page is opened and driven with `Target` and `Runtime` alone; downloads are followed
 * with `Browser.setDownloadBehavior`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness';

interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly message: string };
}

export interface CdpPage {
  /** The value of a script run in the page (awaited when it is a promise). */
  evaluate<T>(expression: string): Promise<T>;
  /** Waits until a script answers true, checking every 100 ms. */
  until(expression: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface CdpBrowser {
  /** The browser's process id: its renderers are its children. */
  readonly pid: number;
  /** Where downloads are saved. */
  readonly downloads: string;
  setCookies(cookies: readonly { name: string; value: string; domain: string }[]): Promise<void>;
  open(url: string, viewport: { width: number; height: number }): Promise<CdpPage>;
  /** Resolves with the file name of the next download once it is complete. */
  nextDownload(): Promise<string>;
  close(): Promise<void>;
}

export async function launchCdpBrowser(extraArgs: readonly string[] = []): Promise<CdpBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'bo-bench-profile-'));
  const downloads = await mkdtemp(join(tmpdir(), 'bo-bench-downloads-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, ...extraArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited ${code}: ${output}`)));
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id === undefined) listeners.forEach((listener) => listener(message));
    else waiting.get(message.id)?.(message);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, (message) => {
        waiting.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  await send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, eventsEnabled: true });

  return {
    pid: chrome.pid!,
    downloads,
    async setCookies(cookies) {
      await send('Storage.setCookies', { cookies: cookies.map((c) => ({ ...c, path: '/', httpOnly: true })) });
    },
    async open(url, viewport) {
      const { targetId } = await send('Target.createTarget', { url, ...viewport });
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      };
      const evaluate = async <T>(expression: string): Promise<T> => {
        const answer = await send(
          'Runtime.evaluate',
          { expression, awaitPromise: true, returnByValue: true },
          sessionId,
        );
        const { exceptionDetails, result } = answer as { exceptionDetails?: unknown; result?: { value?: T } };
        if (exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(exceptionDetails)}`);
        return result?.value as T;
      };
      return {
        evaluate,
        async until(expression, timeoutMs = 60_000) {
          for (const end = Date.now() + timeoutMs; Date.now() < end;) {
            if (await evaluate<boolean>(expression)) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          throw new Error(`Timed out waiting for ${expression}`);
        },
        async close() {
          await send('Target.closeTarget', { targetId });
        },
      };
    },
    nextDownload() {
      const names = new Map<string, string>();
      return new Promise((resolve) => {
        const listener = ({ method, params }: Message) => {
          if (method === 'Browser.downloadWillBegin') {
            names.set(String(params?.guid), String(params?.suggestedFilename));
          } else if (method === 'Browser.downloadProgress' && params?.state === 'completed') {
            listeners.delete(listener);
            resolve(names.get(String(params.guid)) ?? '');
          }
        };
        listeners.add(listener);
      });
    },
    async close() {
      socket.close();
      process.kill(-chrome.pid!, 'SIGKILL');
      await rm(profile, { recursive: true, force: true });
      await rm(downloads, { recursive: true, force: true });
    },
  };
}
