import { createTestApp } from '../api/harness';
import { formatMatrix, runMatrix } from './matrix';

/**
 * `npm run security:matrix`: the permission and scope matrix over a freshly seeded database
 * (PGlite, or PostgreSQL with TEST_DB=postgres), printed as a table. Exits 1 on any finding.
 */
const started = performance.now();
const t = await createTestApp();
try {
  const result = await runMatrix(t.app);
  console.log(formatMatrix(result));
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  process.exitCode = result.findings.length === 0 ? 0 : 1;
} finally {
  await t.close();
}
