import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, msUntilDue, RETRY_MS, START_DELAY_MS, startDailyBackups } from './dailyBackups';

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-11-23T08:00:00Z');
const ago = (ms: number) => new Date(Date.now() - ms);

describe('msUntilDue', () => {
  it('is due when the newest backup is 24 h old or older', () => {
    expect(msUntilDue(new Date(T0.getTime() - DAY_MS), null, T0)).toBe(0);
    expect(msUntilDue(new Date(T0.getTime() - 3 * DAY_MS), null, T0)).toBe(0);
  });

  it('waits for the rest of the day after the newest backup', () => {
    expect(msUntilDue(new Date(T0.getTime() - 5 * HOUR), new Date(0), T0)).toBe(19 * HOUR);
  });

  it('counts from the database’s creation when there is no backup yet', () => {
    expect(msUntilDue(null, new Date(T0.getTime() - HOUR), T0)).toBe(23 * HOUR);
    expect(msUntilDue(null, new Date(T0.getTime() - 2 * DAY_MS), T0)).toBe(0);
    expect(msUntilDue(null, null, T0)).toBe(0);
  });

  it('never waits longer than a day, even for a backup dated in the future', () => {
    expect(msUntilDue(new Date(T0.getTime() + 10 * DAY_MS), null, T0)).toBe(DAY_MS);
  });
});

describe('startDailyBackups (fake clock)', () => {
  let backups: Date[];
  let created: Date;
  let failNext: boolean;
  let errors: unknown[];
  let stop: () => void;

  const start = () =>
    startDailyBackups({
      newest: () => Promise.resolve(backups.at(-1) ?? null),
      created: () => Promise.resolve(created),
      take: () => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('disk full'));
        }
        backups.push(new Date());
        return Promise.resolve();
      },
      onError: (error) => errors.push(error),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    backups = [];
    created = ago(30 * DAY_MS);
    failNext = false;
    errors = [];
  });
  afterEach(() => {
    stop();
    // The spy on setTimeout wraps the fake one: put it back before the real timers return.
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('backs up shortly after start when the newest backup is older than 24 h, then once a day', async () => {
    backups = [ago(25 * HOUR)];
    stop = start();
    await vi.advanceTimersByTimeAsync(START_DELAY_MS - 1);
    expect(backups).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backups).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(backups).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(backups).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5 * DAY_MS);
    expect(backups).toHaveLength(8);
  });

  it('waits until 24 h after a recent backup, and counts one taken on demand meanwhile', async () => {
    backups = [ago(20 * HOUR)];
    stop = start();
    await vi.advanceTimersByTimeAsync(START_DELAY_MS);
    expect(backups).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    backups.push(new Date()); // a manager's backup, 22 h after the last one
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(backups).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(22 * HOUR - 1);
    expect(backups).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(backups).toHaveLength(3);
  });

  it('leaves a database created by this start alone for its first day', async () => {
    created = new Date();
    stop = start();
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(backups).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(backups).toHaveLength(1);
  });

  it('reports a failure and tries again an hour later', async () => {
    failNext = true;
    stop = start();
    await vi.advanceTimersByTimeAsync(START_DELAY_MS);
    expect(errors).toEqual([new Error('disk full')]);
    expect(backups).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(backups).toHaveLength(1);
  });

  it('takes nothing once stopped, and its timer never keeps the process alive', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    stop = start();
    const timer = timers.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(backups).toHaveLength(0);
  });
});
