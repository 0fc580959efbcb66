import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the PostgreSQL server of the run (TEST_DB=postgres), 0 on PGlite. */
    pgPort: number;
  }
}

/**
 * The API suite's one PostgreSQL server (TEST_DB=postgres), started before its first file and
 * stopped after its last: starting one per file (initdb and start) took about 2 s each.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgPort', 0);
    return;
  }
  const cluster = await startPgCluster();
  project.provide('pgPort', cluster.port);
  return () => cluster.stop();
}
