/**
 * Search by image: quality and speed of the descriptor and the in-memory index
 * (src/server/modules/imageSearch), on images made here with sharp (imageSearchImages.ts).
 *
 * - Quality: `--images` distinct designs are indexed; each is searched for as four queries
 *   (half size, JPEG quality 60, a hue and brightness shift, a crop keeping 90 % of each
 *   side) and counted a hit when it is among the ten best answers.
 * - Speed: the index is filled to each `--sizes` step with the real designs plus synthetic
 *   images made from their thumbnails (two designs side by side in alternate quadrants,
 *   some mirrored), each described like an upload; then `--queries` queries are timed from
 *   their encoded bytes: decoding and describing the query (sharp) and the index search.
 *   The database part of a search (existence check, orders and scope) is not in it.
 * - The endpoint: POST /orders/searchByImage through `app.inject` on the demo seed (its
 *   images indexed in the background first), `--endpoint pglite|postgres|none`, whole
 *   requests: multipart, describing, the index, the database and the answer.
 *
 *   npx tsx bench/imageSearch.ts [--images 1000] [--sizes 1000,10000,100000] [--queries 200] [--endpoint pglite]
 */
import { performance } from 'node:perf_hooks';
import { describeThumbnail, THUMB_SIDE } from '../src/server/modules/imageSearch/imageDescriptor';
import { ImageIndex } from '../src/server/modules/imageSearch/imageIndex';
import { describeImage, thumbnailPixels } from '../src/server/modules/imageSearch/imagePixels';
import { Rng } from '../src/server/modules/imageSearch/rng';
import { designPng, queryVariant, QUERY_KINDS, type QueryKind } from './imageSearchImages';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toFormData } from '../src/shared/api/multipart';
import { UPLOADS_URL_PREFIX } from '../src/shared/api/uploads';
import { API, createTestApp, demoEmail, login, SEED_IMAGE, TEST_CONFIG } from '../tests/api/harness';
import sharp from 'sharp';
import { arg, ms, summarize } from './stats';

const IMAGES = Number(arg('images', '1000'));
const SIZES = arg('sizes', '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(arg('queries', '200'));
const ENDPOINT = arg('endpoint', 'pglite');
const TOP = 10;
const PIXELS = THUMB_SIDE * THUMB_SIDE * 3;

const pathOf = (n: number) => `/uploads/bench/${n}.png`;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

// 1. The designs, described as an upload is.
let started = performance.now();
const originals: Buffer[] = [];
const thumbnails = new Uint8Array(IMAGES * PIXELS);
const index = new ImageIndex();
for (let n = 0; n < IMAGES; n++) {
  const png = await designPng(n);
  originals.push(png);
  const pixels = await thumbnailPixels(png);
  thumbnails.set(pixels, n * PIXELS);
  index.add(pathOf(n), describeThumbnail(pixels));
}
console.log(`${IMAGES} designs made and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// 2. Recall: every design searched for as each kind of query.
interface Query {
  readonly n: number;
  readonly kind: QueryKind;
  readonly data: Buffer;
}
const hits = Object.fromEntries(QUERY_KINDS.map((kind) => [kind, { top10: 0, top1: 0 }])) as Record<
  QueryKind,
  { top10: number; top1: number }
>;
const timedQueries: Query[] = [];
const sampleEvery = Math.max(1, Math.floor((IMAGES * QUERY_KINDS.length) / QUERIES));
started = performance.now();
for (let n = 0; n < IMAGES; n++) {
  for (const kind of QUERY_KINDS) {
    const data = await queryVariant(originals[n], kind, n);
    const rank = index.nearest(await describeImage(data), TOP).findIndex((m) => m.path === pathOf(n));
    if (rank >= 0) hits[kind].top10 += 1;
    if (rank === 0) hits[kind].top1 += 1;
    if ((n * QUERY_KINDS.length + QUERY_KINDS.indexOf(kind)) % sampleEvery === 0) timedQueries.push({ n, kind, data });
  }
}
console.log(
  `${IMAGES * QUERY_KINDS.length} queries made and searched in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`\nRecall at ${IMAGES} images (the design among the ${TOP} best / first):`);
for (const kind of QUERY_KINDS) {
  console.log(
    `  ${kind.padEnd(8)} ${percent(hits[kind].top10, IMAGES).padStart(7)}  ${percent(hits[kind].top1, IMAGES)}`,
  );
}

/** A synthetic thumbnail: two designs in alternate quadrants, mirrored half the time. */
function syntheticThumbnail(rng: Rng): Uint8Array {
  const a = Math.floor(rng.next() * IMAGES) * PIXELS;
  const b = Math.floor(rng.next() * IMAGES) * PIXELS;
  const mirrored = rng.next() < 0.5;
  const pixels = new Uint8Array(PIXELS);
  for (let y = 0; y < THUMB_SIDE; y++) {
    for (let x = 0; x < THUMB_SIDE; x++) {
      const source = y < THUMB_SIDE / 2 === x < THUMB_SIDE / 2 ? a : b;
      const from = source + (y * THUMB_SIDE + (mirrored ? THUMB_SIDE - 1 - x : x)) * 3;
      pixels.set(thumbnails.subarray(from, from + 3), (y * THUMB_SIDE + x) * 3);
    }
  }
  return pixels;
}

// 3. Latency at each size.
const rng = new Rng(42);
console.log(
  `\nQuery latency (${timedQueries.length} queries of all four kinds; describe = decode + resize + descriptor):`,
);
console.log('  images    describe p50/p95     search p50/p95      total p50/p95      recall@10 of these');
for (const size of SIZES) {
  started = performance.now();
  while (index.size < size)
    index.add(`/uploads/synthetic/${index.size}.png`, describeThumbnail(syntheticThumbnail(rng)));
  const filled = (performance.now() - started) / 1000;
  const describe: number[] = [];
  const search: number[] = [];
  const total: number[] = [];
  let found = 0;
  const warmUp = timedQueries.slice(0, 5);
  for (const [i, query] of [...warmUp, ...timedQueries].entries()) {
    const t0 = performance.now();
    const descriptor = await describeImage(query.data);
    const t1 = performance.now();
    const matches = index.nearest(descriptor, 64);
    const t2 = performance.now();
    if (i < warmUp.length) continue;
    describe.push(t1 - t0);
    search.push(t2 - t1);
    total.push(t2 - t0);
    if (matches.slice(0, TOP).some((m) => m.path === pathOf(query.n))) found += 1;
  }
  const [d, s, t] = [describe, search, total].map(summarize);
  console.log(
    `  ${String(index.size).padStart(7)}   ${ms(d.median)} / ${ms(d.p95)}   ${ms(s.median)} / ${ms(s.p95)}   ${ms(t.median)} / ${ms(t.p95)}   ${percent(found, timedQueries.length)}` +
      (filled > 1 ? `   (filled in ${filled.toFixed(0)} s)` : ''),
  );
}

// 4. The endpoint on the demo seed.
if (ENDPOINT !== 'none') {
  if (ENDPOINT === 'postgres') process.env.TEST_DB = 'postgres';
  const t = await createTestApp();
  const token = await login(t.app, demoEmail('manager'));
  const seed = await readFile(join(TEST_CONFIG.uploadsDir, SEED_IMAGE.slice(UPLOADS_URL_PREFIX.length)));
  const query = await sharp(seed).resize(200).jpeg({ quality: 60 }).toBuffer();
  const request = new Request('http://bench/', {
    method: 'POST',
    body: toFormData({ image: { name: 'query.jpg', type: 'image/jpeg', bytes: query } }),
  });
  const payload = Buffer.from(await request.arrayBuffer());
  const headers = { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token}` };
  const send = () => t.app.inject({ method: 'POST', url: `${API}/orders/searchByImage`, payload, headers });
  // The seed's images are described in the background after start: wait until the query finds its own.
  while (!(await send()).json<{ results: { image: string }[] }>().results.some((r) => r.image === SEED_IMAGE)) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const samples: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    await send();
    if (i >= 10) samples.push(performance.now() - t0);
  }
  const { median, p95 } = summarize(samples);
  console.log(
    `\nPOST /orders/searchByImage on ${ENDPOINT}, demo seed (50 requests): median ${ms(median)}, p95 ${ms(p95)}`,
  );
  await t.close();
}
