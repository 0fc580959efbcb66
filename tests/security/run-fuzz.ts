import { createTestApp } from '../api/harness';
import { formatFuzz, fuzzApi } from './fuzz/fuzz';

/**
 * `npm run security:fuzz [-- RUNS]`: RUNS generated requests (default 48) to every operation
 * of the OpenAPI document over a freshly seeded database (PGlite, or PostgreSQL with
 * TEST_DB=postgres). Exits 1 on any 5xx or leaked stack trace.
 */
const runs = Number(process.argv[2] ?? 48);
const started = performance.now();
const t = await createTestApp();
try {
  const result = await fuzzApi(t.app, runs);
  console.log(formatFuzz(result));
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  process.exitCode = result.failures.length === 0 ? 0 : 1;
} finally {
  await t.close();
}
