import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedServer } from './embeddedServer';
import type { EmbeddedChild, UtilityProcessLike } from './embeddedServer';

class FakeChild extends EventEmitter implements EmbeddedChild {
  readonly posted: unknown[] = [];
  killed = false;
  exitOnShutdown = true;

  postMessage(message: unknown): void {
    this.posted.push(message);
    if (this.exitOnShutdown) queueMicrotask(() => this.emit('exit', 0));
  }

  kill(): boolean {
    this.killed = true;
    this.emit('exit', 143);
    return true;
  }
}

function fakeUtilityProcess() {
  const child = new FakeChild();
  const fork = vi.fn(() => child);
  const utilityProcess: UtilityProcessLike = { fork };
  return { child, utilityProcess, fork };
}

const options = { entry: '/app/out/main/server.js', env: { DATA_DIR: '/data' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('startEmbeddedServer', () => {
  it('forks the entry with the data folder and resolves on ready', async () => {
    const { child, utilityProcess, fork } = fakeUtilityProcess();
    const started = startEmbeddedServer(utilityProcess, options);
    child.emit('message', { type: 'ready', port: 41234 });
    const server = await started;
    expect(server.baseUrl).toBe('http://127.0.0.1:41234');
    expect(fork).toHaveBeenCalledWith('/app/out/main/server.js', [], {
      env: { DATA_DIR: '/data' },
      serviceName: 'Back office server',
    });
  });

  it('rejects with the server message when it posts an error, and kills it', async () => {
    const { child, utilityProcess } = fakeUtilityProcess();
    const started = startEmbeddedServer(utilityProcess, options);
    child.emit('message', { type: 'error', message: 'database locked' });
    await expect(started).rejects.toThrow('The embedded server did not start: database locked');
    expect(child.killed).toBe(true);
  });

  it('rejects when the child exits before it is ready', async () => {
    const { child, utilityProcess } = fakeUtilityProcess();
    const started = startEmbeddedServer(utilityProcess, options);
    child.emit('exit', 1);
    await expect(started).rejects.toThrow('exited with code 1');
  });

  it('times out, kills the child and says so', async () => {
    vi.useFakeTimers();
    const { child, utilityProcess } = fakeUtilityProcess();
    const started = startEmbeddedServer(utilityProcess, options);
    const assertion = expect(started).rejects.toThrow('no answer within 30 seconds');
    child.emit('message', { type: 'log', text: 'migrating' });
    await vi.advanceTimersByTimeAsync(30_000);
    await assertion;
    expect(child.killed).toBe(true);
  });

  it('stops with a shutdown message and waits for the exit', async () => {
    const { child, utilityProcess } = fakeUtilityProcess();
    const started = startEmbeddedServer(utilityProcess, options);
    child.emit('message', { type: 'ready', port: 5000 });
    await (await started).stop();
    expect(child.posted).toEqual([{ type: 'shutdown' }]);
    expect(child.killed).toBe(false);
  });

  it('kills a server that does not stop within 5 seconds', async () => {
    vi.useFakeTimers();
    const { child, utilityProcess } = fakeUtilityProcess();
    child.exitOnShutdown = false;
    const started = startEmbeddedServer(utilityProcess, options);
    child.emit('message', { type: 'ready', port: 5000 });
    const stopped = (await started).stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(child.killed).toBe(true);
  });

  it('reports an exit after ready, but not one it asked for', async () => {
    const onUnexpectedExit = vi.fn();
    const { child, utilityProcess } = fakeUtilityProcess();
    const started = startEmbeddedServer(utilityProcess, { ...options, onUnexpectedExit });
    child.emit('message', { type: 'ready', port: 5000 });
    await started;
    child.emit('exit', 9);
    expect(onUnexpectedExit).toHaveBeenCalledWith(9);
  });
});
