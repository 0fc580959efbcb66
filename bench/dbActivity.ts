/**
 * What the database's connections are doing during a load, sampled from `pg_stat_activity`:
 * how many are busy (running a statement, or inside a transaction waiting for the server to
 * send the next), and what the running ones wait on (locks, WAL, I/O). Busy connections near
 * the pools' size mean requests queue for a connection; `Lock` waits mean rows are contended.
 */
import pg from 'pg';

interface Sample {
  /** Connections running a statement. */
  readonly active: number;
  /** Connections inside a transaction, between statements (the server is working, or waiting). */
  readonly inTransaction: number;
}

export interface DbActivity {
  /** Stops sampling and answers what was seen. */
  stop(): Promise<DbActivityReport>;
}

export interface DbActivityReport {
  readonly samples: number;
  /** Busy connections (active + in transaction) per sample: median, 95th percentile, most. */
  readonly busy: { readonly median: number; readonly p95: number; readonly max: number };
  /** Of every active connection seen, the share waiting on each wait event (`type:event`), most first. */
  readonly waits: readonly { readonly event: string; readonly share: number; readonly statement: string }[];
}

const ACTIVITY = `SELECT state, wait_event_type, wait_event, left(query, 70) AS query
  FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
    AND query NOT LIKE 'LISTEN%'`;

/** Samples the activity of `databaseUrl` every `everyMs` on a connection of its own. */
export async function sampleDbActivity(databaseUrl: string, everyMs = 100): Promise<DbActivity> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: Sample[] = [];
  const waits = new Map<string, { count: number; statements: Map<string, number> }>();
  let activeSeen = 0;
  let stopped = false;

  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{
        state: string | null;
        wait_event_type: string | null;
        wait_event: string | null;
        query: string;
      }>(ACTIVITY);
      let active = 0;
      let inTransaction = 0;
      for (const row of rows) {
        if (row.state === 'active') {
          active += 1;
          activeSeen += 1;
          const event = row.wait_event_type ? `${row.wait_event_type}:${row.wait_event}` : 'CPU (no wait)';
          const entry = waits.get(event) ?? { count: 0, statements: new Map<string, number>() };
          entry.count += 1;
          entry.statements.set(row.query, (entry.statements.get(row.query) ?? 0) + 1);
          waits.set(event, entry);
        } else if (row.state?.startsWith('idle in transaction')) inTransaction += 1;
      }
      samples.push({ active, inTransaction });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      const busy = samples.map((s) => s.active + s.inTransaction).sort((a, b) => a - b);
      const at = (q: number) => busy[Math.min(busy.length - 1, Math.max(0, Math.ceil(q * busy.length) - 1))] ?? 0;
      return {
        samples: samples.length,
        busy: { median: at(0.5), p95: at(0.95), max: busy[busy.length - 1] ?? 0 },
        waits: [...waits]
          .sort((a, b) => b[1].count - a[1].count)
          .map(([event, { count, statements }]) => ({
            event,
            share: count / Math.max(1, activeSeen),
            statement: [...statements].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '',
          })),
      };
    },
  };
}
