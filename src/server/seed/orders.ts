import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { ORDER_FEATURES, type OrderStatus } from '../../shared/domain/orderStatus';
import { BATCH_SIZE, insertAll, insertReturningIds } from './batch';
import { historyPath, statusFor, type HistoryStep } from './historyPaths';
import { DemoImages } from './images';
import { loadOrderRefs, type OrderRefs } from './orderRefs';
import { Random } from './random';
import { DAY_MS, HOUR_MS } from '../../shared/domain/time';

export interface GenerateOrdersOptions {
  /** Reference time; orders are spread over the 12 months before it. @default new Date() */
  readonly now?: Date;
  /** PRNG seed; the same seed and database give the same orders. @default 20240601 */
  readonly seed?: number;
  /** Progress callback after each batch, for long bench runs. */
  readonly onBatch?: (done: { orders: number; histories: number }) => void;
  /** Collects the thumbnails the orders name (the seed writes them); a throwaway one by default. */
  readonly images?: DemoImages;
}

/** Distinct demo designs the orders' thumbnails are drawn from. */
const DESIGNS = 48;

const STYLES = ['Minimal', 'Vintage', 'Playful', 'Elegant', 'Bold', 'Retro', 'Hand-drawn', 'Modern'];
const SIZES = ['A4 300dpi', '4500x5400 px', '1080x1080 px', '85x55 mm', 'A2 poster'];
const FEEDBACK = [
  'Please make the logo larger.',
  'Colour is too dark, try a lighter palette.',
  'Wrong font, use the brand font.',
];

/** Who works on an order, picked once and reused by every history step. */
interface Crew {
  sale: number;
  dealer: number;
  designer: number;
  leader: number;
  qa: number;
  deliver: number;
  gua: number;
}

function pickCrew(refs: OrderRefs, random: Random): Crew {
  const outsourced = refs.outsourceDesigner !== undefined && random.chance(0.2);
  return {
    sale: random.pick(refs.sales),
    dealer: random.pick(refs.sales),
    designer: outsourced ? refs.outsourceDesigner : random.pick(refs.designers),
    leader: random.pick(refs.leaders),
    qa: random.pick(refs.qualityAssurance),
    deliver: random.pick(refs.delivers),
    gua: random.pick(refs.guarantees),
  };
}

function assigneeOf(status: OrderStatus, crew: Crew): number {
  if (status === 'designer_confirm' || status === 'design_in_progress') return crew.designer;
  if (status === 'verified') return crew.leader;
  if (status === 'delivery') return crew.deliver;
  if (status === 'feedback' || status === 'gua_pd') return crew.gua;
  return crew.sale;
}

interface Planned {
  order: typeof s.orders.$inferInsert & { thumbnail: string };
  path: HistoryStep[];
  times: Date[];
  /** When the current (last) step began; its history entry is made then. */
  stageAt: Date;
  crew: Crew;
}

/**
 * When an order still in progress entered its current stage: most did within the last three
 * hours, within every stage's budget; every eighth keeps the start its history gives it, days
 * ago for most, so the demo has a few orders late at their stage. No random draw.
 */
function currentStageStart(n: number, last: Date, now: Date): Date {
  if (n % 8 === 0) return last;
  return new Date(Math.max(last.getTime(), now.getTime() - ((n % 3) + 1) * HOUR_MS));
}

function planOrder(
  refs: OrderRefs,
  random: Random,
  images: DemoImages,
  plan: { now: Date; n: number; status: OrderStatus },
): Planned {
  const { now, n, status } = plan;
  const path = historyPath(status, random);
  const crew = pickCrew(refs, random);
  const active = !['done', 'canceled'].includes(status);
  const gaps = path.map(() => random.int(2, 30) * HOUR_MS);
  const span = gaps.reduce((a, b) => a + b, 0);
  const age = Math.max(random.int(1, active ? 45 : 364) * DAY_MS, span + HOUR_MS);
  const createdAt = new Date(now.getTime() - age - random.int(0, 23) * HOUR_MS);
  const times: Date[] = [];
  let at = createdAt.getTime();
  for (const gap of gaps) {
    times.push(new Date(at));
    at += gap;
  }
  const stageAt = active ? currentStageStart(n, times.at(-1)!, now) : times.at(-1)!;
  const reached = new Set(path.map((p) => p.status));
  const customer = random.pick(refs.customers);
  const packages = refs.packagesByCustomer.get(customer.id);
  const packageId = packages && random.chance(0.5) ? random.pick(packages) : null;
  const type = random.pick(refs.productTypes);
  const priceOrder = random.money(500_000, 15_000_000);
  const finishedDate = new Date(createdAt.getTime() + random.int(1, 5) * DAY_MS);
  const order = {
    name: `${random.pick(STYLES)} ${type.name.toLowerCase()} #${n}`,
    thumbnail: images.use(`Design ${(n % DESIGNS) + 1}`, ((n % DESIGNS) + 1) * 37),
    status,
    code: `DH${String(n).padStart(6, '0')}`,
    codeCustomer: customer.code,
    channelId: customer.channelId,
    customerId: customer.id,
    saleId: crew.sale,
    dealerId: crew.dealer,
    designerId: reached.has('designer_confirm') ? crew.designer : null,
    qualityAssuranceId: reached.has('verified') ? crew.qa : null,
    deliverId: reached.has('delivery') ? crew.deliver : null,
    guaId: reached.has('feedback') ? crew.gua : null,
    finishedDate,
    deadline: new Date(times.at(-1)!.getTime() + random.int(12, 48) * HOUR_MS),
    priceOrder,
    dealPrice: Math.round((priceOrder * random.int(30, 50)) / 100 / 10_000) * 10_000,
    paymentStatus: random.chance(status === 'done' ? 0.85 : 0.35) ? 'TT' : 'CTT',
    orderFeature: random.some(ORDER_FEATURES, random.int(1, 3)),
    orderRequirementId: random.pick(refs.orderRequirements),
    packageId,
    packageOrder: packageId ? random.int(1, 5) : null,
    numberPackage: packageId ? random.int(5, 20) : null,
    productCatalogIds: [type.id, ...(random.chance(0.3) ? [random.pick(refs.productTypes).id] : [])],
    customerNote: random.chance(0.5) ? 'Need it before the weekend, thanks!' : ' ',
    customerRequirements: `<h3>Template/size</h3><p>${random.pick(SIZES)}</p><h3>Requirement</h3><p>${type.name} in a ${random.pick(STYLES).toLowerCase()} style.</p><h3>Note</h3><p></p>`,
    nicheId: random.pick(refs.niches),
    platformId: random.pick(refs.platforms),
    happy: status === 'done' ? random.chance(0.8) : null,
    createdAt,
    updatedAt: stageAt,
  };
  return { order, path, times, stageAt, crew };
}

function historyRows(orderId: number, plan: Planned, random: Random): (typeof s.orderHistories.$inferInsert)[] {
  return plan.path.map((step, i) => {
    const madeAt = i === plan.path.length - 1 ? plan.stageAt : plan.times[i];
    const assignee = assigneeOf(step.status, plan.crew);
    const previous = i === 0 ? plan.crew.sale : assigneeOf(plan.path[i - 1].status, plan.crew);
    return {
      orderId,
      assignedUser: [assignee],
      assignerId: previous,
      status: step.status,
      note: step.accept === false ? null : `${step.status.replace(/_/g, ' ')}: on it.`,
      report: step.accept === false ? 'Rejected: does not match the requirement.' : null,
      deadLine: new Date(plan.times[i].getTime() + random.int(12, 36) * HOUR_MS),
      products: step.status === 'verified' && step.accept ? [plan.order.thumbnail] : null,
      accept: step.accept,
      isCurrent: i === plan.path.length - 1,
      feedback: step.status === 'feedback' ? random.pick(FEEDBACK) : null,
      createdAt: madeAt,
      updatedAt: madeAt,
    };
  });
}

/**
 * Adds `count` orders in every status with consistent histories, spread over the last 12
 * months, in batches of multi-row inserts. Needs seeded lookups, staff and customers; usable
 * on its own by bench scripts (`generateOrders(db, 100_000)`).
 */
export async function generateOrders(
  db: Db,
  count: number,
  options: GenerateOrdersOptions = {},
): Promise<{ orders: number; histories: number }> {
  const refs = await loadOrderRefs(db);
  const random = new Random(options.seed ?? 20240601);
  const now = options.now ?? new Date();
  const images = options.images ?? new DemoImages();
  let histories = 0;
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const plans = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, k) => {
      const index = start + k;
      return planOrder(refs, random, images, {
        now,
        n: refs.existingOrders + index + 1,
        status: statusFor(index, random),
      });
    });
    const orderIds = await insertReturningIds(
      db,
      s.orders,
      plans.map((p) => p.order),
    );
    const rows = plans.flatMap((plan, k) => historyRows(orderIds[k], plan, random));
    await insertAll(db, s.orderHistories, rows);
    histories += rows.length;
    options.onBatch?.({ orders: start + plans.length, histories });
  }
  return { orders: count, histories };
}
