// Builds what `npm run web` and `npm run test:e2e` run, each part only when what it is made
// from changed since its last build (`--force` builds everything):
// - out/web: the renderer (Vite);
// - out/server: the server bundled into plain JavaScript (esbuild; node_modules stay outside,
//   but for the few pure-JavaScript packages bundled in, see BUNDLED), its migrations, and what
//   a new data folder starts from: the PGlite template and the drawn demo images (see
//   src/server/seed/pgliteTemplate.ts). Node then starts it without compiling TypeScript.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireNode } from './check-node.mjs';

requireNode();

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

/**
 * Packages bundled into the server rather than loaded from node_modules at start: pure
 * JavaScript, imported from many modules, and imported by no package left outside (one copy of
 * each, so `instanceof` holds). Resolving drizzle-orm's hundred-odd modules alone read its
 * 180 kB package.json once per import: bundling these three took a quarter off the CPU time of
 * a start on an existing folder.
 */
const BUNDLED = new Set(['drizzle-orm', 'zod', 'fastify-type-provider-zod']);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const externalButBundled = {
  name: 'external-but-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      BUNDLED.has(packageOf(specifier)) ? undefined : { path: specifier, external: true },
    );
  },
};

/** Runs a built script with Node; stops the build when it fails. */
function runNode(script, ...args) {
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bundled = await step('Server bundle (out/server)', {
  inputs: ['src/server', ...common, 'scripts/build-web.mjs'],
  output: path.join(SERVER, 'main.mjs'),
  stamp: path.join(SERVER, '.inputs-sha256'),
  make: async () => {
    rmSync(path.join(SERVER, 'migrations'), { recursive: true, force: true });
    const { build } = await import('esbuild');
    await build({
      entryPoints: { main: 'src/server/main.ts', 'make-template': 'src/server/makeTemplate.ts' },
      outdir: SERVER,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      plugins: [externalButBundled],
      sourcemap: true,
      // Node reads the map at start (--enable-source-maps); stack traces need its mappings, not the sources' text.
      sourcesContent: false,
      logLevel: 'warning',
    });
    cpSync('src/server/db/migrations', path.join(SERVER, 'migrations'), { recursive: true });
  },
});

/**
 * The customer's review page (design review, issue 38): its script bundled for browsers and its
 * styles, served by the server from out/server/review-assets (modules/designReview/reviewAssets.ts;
 * run from the sources, the server bundles them itself on first request).
 */
const REVIEW_ASSETS = path.join(SERVER, 'review-assets');
await step('Review page (out/server/review-assets)', {
  // The page bundles the Designs tab's pure geometry (markGeometry.ts, svgDom.ts) too.
  inputs: [
    'src/renderer/review',
    'src/renderer/features/designReview',
    'src/shared',
    'package-lock.json',
    'scripts/build-web.mjs',
  ],
  output: path.join(REVIEW_ASSETS, 'review.js'),
  stamp: path.join(SERVER, '.review-assets-sha256'),
  make: async () => {
    rmSync(REVIEW_ASSETS, { recursive: true, force: true });
    const { build, transform } = await import('esbuild');
    await build({
      entryPoints: { review: 'src/renderer/review/main.ts' },
      outdir: REVIEW_ASSETS,
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      minify: true,
      logLevel: 'warning',
    });
    // Styles the script does not import are the page's own file beside it.
    const css = path.join(REVIEW_ASSETS, 'review.css');
    if (!existsSync(css)) {
      const { code } = await transform(readFileSync('src/renderer/review/review.css', 'utf8'), {
        loader: 'css',
        minify: true,
      });
      writeFileSync(css, code);
    }
  },
});

const MAKE_TEMPLATE = path.join(SERVER, 'make-template.mjs');
const hasTemplate = readdirSync(SERVER).some((name) => /^pglite-template-[0-9a-f]+$/.test(name));
if (bundled || !hasTemplate) runNode(MAKE_TEMPLATE);

await step('Demo images (out/server/demo-images)', {
  // What the seed draws, and how: its code, the thumbnails, the shared names it labels them with, sharp's version.
  inputs: ['src/server/seed', 'src/server/modules/uploads/preview.ts', ...common, 'scripts/build-web.mjs'],
  output: path.join(SERVER, 'demo-images'),
  stamp: path.join(SERVER, '.demo-images-sha256'),
  make: () => runNode(MAKE_TEMPLATE, '--demo-images'),
});
