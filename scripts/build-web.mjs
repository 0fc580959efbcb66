// Builds what `npm run web` and `npm run test:e2e` run, each part only when what it is made
// from changed since its last build (`--force` builds everything):
// - out/web: the renderer (Vite);
// - out/server: the server bundled into plain JavaScript (esbuild; node_modules stay outside),
//   its migrations, and the PGlite template a new data folder starts from (see
//   src/server/db/pgliteTemplate.ts). Node then starts it without compiling TypeScript.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const force = process.argv.includes('--force');
const require = createRequire(import.meta.url);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(entry, child.name);
    if (child.isDirectory()) yield* files(full);
    // Tests are not part of a build; changing one does not call for a build.
    else if (!/\.test(-d)?\.tsx?$/.test(child.name)) yield full;
  }
}

/** One digest of every input's path and content. */
function digestOf(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Runs `make` unless `stamp` records the digest of `inputs` and `output` exists; answers whether it ran. */
async function step(name, { inputs, output, stamp, make }) {
  const digest = digestOf(inputs);
  if (!force && existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    console.log(`${name} unchanged since its last build; not rebuilding.`);
    return false;
  }
  await make();
  writeFileSync(stamp, digest);
  return true;
}

const common = ['src/shared', 'locales', 'package-lock.json'];

await step('Web renderer (out/web)', {
  inputs: ['src/renderer', ...common, 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.web.json'],
  output: 'out/web/index.html',
  stamp: 'out/web/.inputs-sha256',
  make: () => {
    const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  },
});

const SERVER = 'out/server';
const bundled = await step('Server bundle (out/server)', {
  inputs: ['src/server', ...common, 'scripts/build-web.mjs'],
  output: path.join(SERVER, 'main.mjs'),
  stamp: path.join(SERVER, '.inputs-sha256'),
  make: async () => {
    rmSync(path.join(SERVER, 'migrations'), { recursive: true, force: true });
    await build({
      entryPoints: { main: 'src/server/main.ts', 'make-template': 'src/server/makeTemplate.ts' },
      outdir: SERVER,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
    cpSync('src/server/db/migrations', path.join(SERVER, 'migrations'), { recursive: true });
  },
});

const hasTemplate = readdirSync(SERVER).some((name) => /^pglite-template-.*\.tar\.gz$/.test(name));
if (bundled || !hasTemplate) {
  const result = spawnSync(process.execPath, [path.join(SERVER, 'make-template.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
