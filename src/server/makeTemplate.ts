import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MIGRATIONS_FOLDER } from './db/connection';
import { makeTemplate, templatePath } from './db/pgliteTemplate';

/**
 * `node out/server/make-template.mjs`: the PGlite template of the bundled migrations (see
 * db/pgliteTemplate.ts), made unless it exists; templates of older migrations are removed.
 * Run by scripts/build-web.mjs.
 */
const folder = process.env.MIGRATIONS_DIR ?? DEFAULT_MIGRATIONS_FOLDER;
const current = templatePath(folder);
if (!existsSync(current)) {
  await makeTemplate(folder);
  console.log(`PGlite template: ${current}`);
}
const dir = path.dirname(current);
for (const name of readdirSync(dir)) {
  if (name.startsWith('pglite-template-') && name !== path.basename(current)) rmSync(path.join(dir, name));
}
