// The customer's review page (design review, issue 38), built for browsers: its script bundled
// and minified, and its styles, into `outdir` as review.js and review.css. The server serves
// them at /review-assets/ from the folder beside its bundle (src/server/modules/designReview/
// reviewAssets.ts; run from the sources, it compiles them itself on first request). Used by
// scripts/build-web.mjs (out/server/review-assets) and electron.vite.config.ts (out/main/review-assets).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the page is made from, for a build step's digest. */
export const REVIEW_PAGE_INPUTS = ['src/renderer/review', 'src/renderer/features/designReview', 'src/shared'];

export async function buildReviewPage(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  const { build, transform } = await import('esbuild');
  await build({
    entryPoints: { review: 'src/renderer/review/main.ts' },
    outdir,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  // Styles the script does not import are the page's own file beside it.
  const css = path.join(outdir, 'review.css');
  if (!existsSync(css)) {
    const { code } = await transform(readFileSync('src/renderer/review/review.css', 'utf8'), {
      loader: 'css',
      minify: true,
    });
    writeFileSync(css, code);
  }
}
