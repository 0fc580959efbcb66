import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../shared/ipc/updates';
import { createAppUpdater, type UpdaterPort } from './appUpdater';

/** electron-updater's autoUpdater as far as main uses it: events, a check and the restart. */
function fakeUpdater(active = true) {
  const emitter = new EventEmitter();
  const calls = { checks: 0, installs: 0 };
  let onCheck: (emit: (event: string, arg?: unknown) => void) => void = () => undefined;
  const updater = Object.assign(emitter, {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    isUpdaterActive: () => active,
    checkForUpdates: () => {
      calls.checks++;
      onCheck((event, arg) => emitter.emit(event, arg));
      return Promise.resolve(null);
    },
    quitAndInstall: () => void calls.installs++,
  });
  return {
    updater: updater as unknown as UpdaterPort,
    calls,
    whenChecked: (run: typeof onCheck) => (onCheck = run),
    emit: (event: string, arg?: unknown) => emitter.emit(event, arg),
  };
}

function setup(active = true) {
  const fake = fakeUpdater(active);
  const sent: UpdateStatus[] = [];
  const logged: string[] = [];
  const timers: number[] = [];
  const updates = createAppUpdater({
    updater: fake.updater,
    send: (status) => sent.push(status),
    log: (message) => logged.push(message),
    intervalMs: 1000,
    setInterval: (_run, ms) => timers.push(ms),
  });
  return { ...fake, updates, sent, logged, timers };
}

describe('the app updater', () => {
  it('downloads a newer version in the background and restarts into it on request', async () => {
    const { updates, updater, whenChecked, emit, sent, calls, timers } = setup();
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    whenChecked((fire) => {
      fire('checking-for-update');
      fire('update-available', { version: '1.5.0' });
    });
    updates.start();
    expect(timers).toEqual([1000]);
    await Promise.resolve();
    emit('download-progress', { percent: 41.6 });
    // Nothing to install until the download is done.
    expect(updates.install()).toEqual({ state: 'downloading', version: '1.5.0', percent: 42 });
    expect(calls.installs).toBe(0);
    emit('update-downloaded', { version: '1.5.0' });
    expect(sent.map((s) => s.state)).toEqual(['checking', 'downloading', 'downloading', 'ready']);
    // A later check keeps the downloaded update rather than starting over.
    expect(await updates.check()).toEqual({ state: 'ready', version: '1.5.0' });
    expect(calls.checks).toBe(1);
    updates.install();
    expect(calls.installs).toBe(1);
  });

  it('says when the app is current, and asks the feed once for checks made together', async () => {
    const { updates, whenChecked, calls } = setup();
    whenChecked((fire) => fire('update-not-available'));
    const [a, b] = await Promise.all([updates.check(), updates.check()]);
    expect(a).toEqual({ state: 'current' });
    expect(b).toEqual({ state: 'current' });
    expect(calls.checks).toBe(1);
  });

  it('reports a failed check and tries again on the next one', async () => {
    const { updates, whenChecked, logged } = setup();
    whenChecked((fire) => fire('error', new Error('feed unreachable')));
    expect(await updates.check()).toEqual({ state: 'error', message: 'feed unreachable' });
    expect(logged).toEqual(['The update check failed: feed unreachable']);
    whenChecked((fire) => fire('update-not-available'));
    expect(await updates.check()).toEqual({ state: 'current' });
  });

  it('does nothing in a copy without a feed (development, or a build without one)', async () => {
    const { updates, calls, timers } = setup(false);
    updates.start();
    expect(await updates.check()).toEqual({ state: 'unavailable' });
    expect(calls.checks).toBe(0);
    expect(timers).toEqual([]);
  });
});
