/**
 * The design review API at scale (issue 39): `GET /orders/{id}/designs` and
 * `GET /orders/{id}/annotations` of an order with many versions and marks, on PGlite through
 * app.inject, each call beside a plain SQL floor: the rows the answer is made of, read by hand
 * (the history entries with products and their authors, the counts of marks; the marks and their
 * replies), with no access check, no names and no JSON of the answer. Turns of one call and its
 * floor, after ten untimed of each.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/connection';
import { restoreDemoImages } from '../src/server/seed/images';
import { login, SEED_IMAGE, SEED_IMAGE_2, TEST_CONFIG } from '../tests/api/harness';
import { demoEmail } from '../src/shared/demo/demoAccounts';
import { openBenchDatabase } from './database';
import { seedMarks, type MarksPlan } from './designMarks';
import { addVersions, orderWithImage, type Api } from './reviewSeed';
import { summarize, type Summary } from './stats';

const WARM_UP = 10;

/** One endpoint's figures: the call's and its floor's, and the answer's size. */
export interface ApiFigure {
  readonly name: string;
  readonly api: Summary;
  readonly floor: Summary;
  readonly bytes: number;
}

const designsFloor = (db: Db, orderId: number) =>
  Promise.all([
    db.execute(sql`select h.id, h.status, h.note, h.products, h.created_at, u.id as author_id, u.display_name
      from order_histories h left join users u on u.id = h.assigner_id
      where h.order_id = ${orderId} and jsonb_typeof(h.products) = 'array' and jsonb_array_length(h.products) > 0
      order by h.id`),
    db.execute(sql`select version_history_id, status, count(*)::int from design_marks
      where order_id = ${orderId} group by version_history_id, status`),
  ]);

const marksFloor = async (db: Db, orderId: number) => {
  await db.execute(sql`select * from design_marks where order_id = ${orderId} order by id`);
  await db.execute(sql`select r.* from design_mark_replies r join design_marks m on m.id = r.mark_id
    where m.order_id = ${orderId} order by r.id`);
};

/**
 * Seeds an order of `plan` (its versions all of the seed's two images, in turns) in a new PGlite
 * database and times both endpoints `iterations` times each beside their floors.
 */
export async function measureDesignsApi(plan: MarksPlan, iterations: number): Promise<ApiFigure[]> {
  const { database, close } = await openBenchDatabase('pglite');
  try {
    await restoreDemoImages(database.db, TEST_CONFIG.uploadsDir);
    const app = await buildApp({ database, config: TEST_CONFIG });
    await app.ready();
    const headers = { authorization: `Bearer ${await login(app, demoEmail('manager'))}` };
    const api: Api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await app.inject({
        method: method as 'GET',
        url: `/api/v1${path}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode >= 300) throw new Error(`${method} ${path} answered ${res.statusCode}: ${res.body}`);
      return (res.body ? res.json() : null) as T;
    };
    const orderId = await orderWithImage(api, SEED_IMAGE, 'Bench: designs at scale');
    const images = Array.from({ length: plan.versions - 1 }, (_, i) => (i % 2 === 0 ? SEED_IMAGE_2 : SEED_IMAGE));
    await addVersions(api, orderId, images);
    await seedMarks(api, orderId, plan);

    const figures: ApiFigure[] = [];
    const endpoints: [string, () => Promise<unknown>][] = [
      [`GET /orders/{id}/designs`, () => designsFloor(database.db, orderId)],
      [`GET /orders/{id}/annotations`, () => marksFloor(database.db, orderId)],
    ];
    for (const [name, floor] of endpoints) {
      const url = `/api/v1${name.slice(4).replace('{id}', String(orderId))}`;
      const apiMs: number[] = [];
      const floorMs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < iterations + WARM_UP; i++) {
        let started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const took = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}`);
        bytes = res.rawPayload.length;
        started = performance.now();
        await floor();
        const floorTook = performance.now() - started;
        if (i >= WARM_UP) {
          apiMs.push(took);
          floorMs.push(floorTook);
        }
      }
      figures.push({ name, api: summarize(apiMs), floor: summarize(floorMs), bytes });
    }
    await app.close();
    return figures;
  } finally {
    await close();
  }
}
