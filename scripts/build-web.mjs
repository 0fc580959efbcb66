// Builds the web renderer (out/web) unless nothing it is built from changed since the last
// build: `npm run web` and `npm run test:e2e` then start at once. `--force` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the renderer bundle is made of: its sources, the shared code, the texts and the build's configuration. */
const INPUTS = [
  'src/renderer',
  'src/shared',
  'locales',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'package-lock.json',
];
const OUT_DIR = 'out/web';
const STAMP = path.join(OUT_DIR, '.inputs-sha256');

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(entry, child.name);
    if (child.isDirectory()) yield* files(full);
    // Tests are not part of the bundle; changing one does not call for a build.
    else if (!/\.test(-d)?\.tsx?$/.test(child.name)) yield full;
  }
}

/** One digest of every input's path and content. */
function inputsDigest() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const digest = inputsDigest();
const built = existsSync(path.join(OUT_DIR, 'index.html')) && existsSync(STAMP);
if (!process.argv.includes('--force') && built && readFileSync(STAMP, 'utf8') === digest) {
  console.log('Web renderer unchanged since its last build (out/web); not rebuilding.');
  process.exit(0);
}

const require = createRequire(import.meta.url);
const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const result = spawnSync(process.execPath, [vite, 'build'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(STAMP, digest);
