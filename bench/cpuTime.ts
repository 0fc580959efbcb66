/**
 * CPU seconds spent, read from /proc (Linux): the load benchmarks share their cores with the
 * database and whatever else runs on the machine, so they say who used the CPU during a run.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command's closing parenthesis, from `state` on. */
function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process ended
  }
}

/** utime + stime of a process (and, with `reaped`, of its children it waited for), in seconds. */
export function processCpuSeconds(pid: number, reaped = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  // From `state` (field 3): utime is field 14, stime 15, cutime 16, cstime 17.
  const own = Number(f[11]) + Number(f[12]);
  return (reaped ? own + Number(f[13]) + Number(f[14]) : own) / TICKS;
}

/** The /proc/<pid>/stat fields (from `state` on) of every running process; none where there is no /proc. */
function* processes(): Generator<[number, string[]]> {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return; // no /proc
  }
  for (const entry of entries) {
    const pid = Number(entry);
    const f = Number.isInteger(pid) ? statFields(pid) : null;
    if (f) yield [pid, f];
  }
}

/**
 * CPU seconds of a process tree: a server such as PostgreSQL forks a process per connection,
 * so its own time, the time of the children still running and of those it reaped.
 */
export function treeCpuSeconds(rootPid: number): number {
  let total = processCpuSeconds(rootPid, true);
  // From `state` (field 3): ppid is field 4.
  for (const [pid, f] of processes()) if (Number(f[1]) === rootPid) total += processCpuSeconds(pid);
  return total;
}

/**
 * CPU seconds of a process group (e.g. `npm run web` started detached: npm, the build check,
 * the server), each member's own and its reaped children's; 0 where there is no /proc.
 */
export function groupCpuSeconds(pgid: number): number {
  let total = 0;
  // From `state` (field 3): pgrp is field 5.
  for (const [pid, f] of processes()) if (Number(f[2]) === pgid) total += processCpuSeconds(pid, true);
  return total;
}

/** CPU seconds the whole machine spent busy (every core, every process), and its core count. */
export function machineCpuSeconds(): { busy: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, user, nice, system, , , irq, softirq, steal] = lines[0].split(/\s+/).map(Number);
  const cores = lines.filter((line) => /^cpu\d/.test(line)).length;
  return { busy: (user + nice + system + irq + softirq + steal) / TICKS, cores };
}

/**
 * Waits until this process has been nearly idle (under `share` of one core) for a whole
 * `window` of milliseconds, or `limit` ms have passed: a server started in-process does work
 * in the background after it is ready (describing the uploads for image search, making missing
 * thumbnails), which would otherwise be timed with the first figures. Answers the ms waited.
 */
export async function untilIdle(window = 500, share = 0.05, limit = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, window));
    const { user, system } = process.cpuUsage(before);
    const waited = performance.now() - started;
    if ((user + system) / 1000 < window * share || waited >= limit) return waited;
  }
}
