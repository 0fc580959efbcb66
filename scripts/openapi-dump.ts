// `npm run openapi:dump`: writes the OpenAPI document the server serves at /api/v1/openapi.json
// to .tmp/openapi.json (or the path given), from the app built in memory without listening, so
// the lint and the generated client read exactly what a running server answers.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connection';
import { OPENAPI_PATH } from '../src/server/plugins/openapi';

const target = path.resolve(process.argv[2] ?? '.tmp/openapi.json');
// An empty database in memory: the routes need its tables to start, not its rows.
const database = await openDatabase({});
await database.migrate({ derived: false });
const app = await buildApp({
  database,
  config: { port: 0, host: '127.0.0.1', dataDir: '', uploadsDir: path.resolve('.tmp/openapi-uploads'), seed: false },
});
try {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.statusCode}: ${res.body}`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(res.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
} finally {
  await app.close();
  await database.close();
}
