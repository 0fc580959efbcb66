import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The review page's two files, served at `/review-assets/<name>`. */
export const REVIEW_ASSETS = {
  'review.js': 'text/javascript; charset=utf-8',
  'review.css': 'text/css; charset=utf-8',
} as const;
export type ReviewAssetName = keyof typeof REVIEW_ASSETS;

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the built server keeps them (scripts/build-web.mjs writes out/server/review-assets beside main.mjs). */
const BUILT = path.join(here, 'review-assets');
/** The page's sources, when the server runs from its own (tsx, vitest). */
const SOURCES = path.resolve(here, '../../../renderer/review');

async function builtAssets(): Promise<Map<ReviewAssetName, Buffer> | null> {
  try {
    return new Map([
      ['review.js', await readFile(path.join(BUILT, 'review.js'))],
      ['review.css', await readFile(path.join(BUILT, 'review.css'))],
    ]);
  } catch {
    return null;
  }
}

/**
 * Bundles the page from its sources with esbuild (a development dependency), in memory: the
 * script for browsers (es2022, minified), and its styles, imported by the script or beside it.
 */
async function compiledAssets(): Promise<Map<ReviewAssetName, Buffer>> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: { review: path.join(SOURCES, 'main.ts') },
    outdir: path.join(SOURCES, 'out'),
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  });
  const output = (ext: string) => result.outputFiles.find((file) => file.path.endsWith(ext));
  const script = output('.js');
  if (!script) throw new Error('esbuild made no script of the review page');
  const imported = output('.css');
  const css = imported
    ? imported.text
    : (
        await esbuild.transform(await readFile(path.join(SOURCES, 'review.css'), 'utf8'), {
          loader: 'css',
          minify: true,
        })
      ).code;
  return new Map([
    ['review.js', Buffer.from(script.contents)],
    ['review.css', Buffer.from(css)],
  ]);
}

/** The page's files: the built ones when present, else compiled from the sources on first request, then kept. */
export function reviewAssets(): (name: ReviewAssetName) => Promise<Buffer> {
  let assets: Promise<Map<ReviewAssetName, Buffer>> | null = null;
  return async (name) => {
    assets ??= builtAssets().then((built) => built ?? compiledAssets());
    try {
      return (await assets).get(name)!;
    } catch (error) {
      // A failed build is tried again on the next request.
      assets = null;
      throw error;
    }
  };
}
