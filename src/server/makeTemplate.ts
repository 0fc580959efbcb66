import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MIGRATIONS_FOLDER } from './db/connection';
import { makeDemoImages, makeTemplate, templatePath } from './seed/pgliteTemplate';

/**
 * `node out/server/make-template.mjs [--demo-images]`: the PGlite template of the bundled
 * migrations (see seed/pgliteTemplate.ts), made unless it exists, templates of older migrations
 * removed; with `--demo-images`, the demo images drawn anew. Run by scripts/build-web.mjs, which
 * knows when the seed changed.
 */
const folder = process.env.MIGRATIONS_DIR ?? DEFAULT_MIGRATIONS_FOLDER;
const current = templatePath(folder);
if (!existsSync(current)) {
  await makeTemplate(folder);
  console.log(`PGlite template: ${current}`);
}
// Finished templates only (folders, or the gzip tars of older builds): another build's partial stays.
const dir = path.dirname(current);
for (const name of readdirSync(dir)) {
  if (/^pglite-template-[0-9a-f]{16}(\.tar\.gz)?$/.test(name) && name !== path.basename(current)) {
    rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
if (process.argv.includes('--demo-images')) {
  console.log(`Demo images: ${await makeDemoImages(folder)}`);
}
