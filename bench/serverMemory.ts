/**
 * The memory (RSS) of server processes around a load: at rest before it, at its peak, 15 s
 * after, and how soon it is back near the start (V8 gives memory back once a process has been
 * idle a while, often later than 15 s).
 */
import { rssMb } from './servers';

/** The longest wait for the servers' memory to come back after the load. */
const RETURN_WAIT_S = 120;

interface ProcessMemory {
  /** RSS at rest before the load, MB. */
  readonly start: number;
  peak: number;
  /** RSS 15 s after the load. */
  after: number;
  lowest: number;
  /** Seconds after the load until RSS was within 10% of the start; null if not within RETURN_WAIT_S. */
  backAfter: number | null;
}

export interface MemoryWatch {
  /** Ends the peak sampling, then follows each process until it is back near its start. */
  afterLoad(): Promise<void>;
  /** One line per process. */
  lines(): string[];
}

/** Starts watching the processes (at rest now): their peak is sampled every 500 ms until `afterLoad`. */
export function watchMemory(pids: readonly number[]): MemoryWatch {
  const records = new Map<number, ProcessMemory>(
    pids.map((pid) => {
      const start = rssMb(pid);
      return [pid, { start, peak: start, after: 0, lowest: start, backAfter: null }];
    }),
  );
  const sampler = setInterval(() => {
    for (const [pid, m] of records) m.peak = Math.max(m.peak, rssMb(pid));
  }, 500);
  return {
    async afterLoad() {
      clearInterval(sampler);
      for (const m of records.values()) m.lowest = m.peak;
      for (let second = 1; second <= RETURN_WAIT_S; second++) {
        await new Promise((r) => setTimeout(r, 1000));
        for (const [pid, m] of records) {
          const now = rssMb(pid);
          if (second === 15) m.after = now;
          m.lowest = Math.min(m.lowest, now);
          if (m.backAfter === null && now <= m.start * 1.1) m.backAfter = second;
        }
        if (second >= 15 && [...records.values()].every((m) => m.backAfter !== null)) return;
      }
    },
    lines: () =>
      [...records].map(([pid, m]) => {
        const back =
          m.backAfter === null
            ? `not back within ${RETURN_WAIT_S} s (lowest ${m.lowest.toFixed(0)} MB)`
            : `back within 10% of its start ${m.backAfter} s after`;
        return `server ${pid} RSS: start ${m.start.toFixed(0)} MB, peak ${m.peak.toFixed(0)} MB, 15 s after ${m.after.toFixed(0)} MB, ${back}`;
      }),
  };
}
