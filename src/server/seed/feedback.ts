import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { insertAll } from './batch';
import type { LookupIds } from './lookups';
import type { Random } from './random';
import type { SeededOrder } from './seededOrders';
import type { StaffIds } from './users';
import { DAY_MS } from '../../shared/domain/time';

const ORDER_NOTES = [
  'Customer asked for a darker background.',
  'Files uploaded to the shared folder.',
  'Please double-check the size before delivery.',
];
const REVIEWS: [number, string][] = [
  [5, 'Wonderful work, exactly what we wanted!'],
  [4, 'Good design, quick turnaround.'],
  [3, 'Fine, but needed two rounds of changes.'],
  [2, 'Colours were off at first.'],
  [1, 'Late and not what we asked for.'],
];
const REQUESTS = ['Payment for last month', 'Leave on Friday', 'New drawing tablet'];

/** Order, customer and user comments; mistake records; user requests; import logs. */
export async function seedFeedback(
  db: Db,
  random: Random,
  refs: { orders: SeededOrder[]; staff: StaffIds; lookups: LookupIds; now: Date },
): Promise<void> {
  const { orders, staff, lookups, now } = refs;
  const designers = [...staff.byRole.pd, ...staff.byRole.pd_outsource];
  const comments: (typeof s.comments.$inferInsert)[] = [];
  for (const order of orders) {
    if (random.chance(0.4)) {
      comments.push({
        content: random.pick(ORDER_NOTES),
        orderId: order.id,
        reviewerId: order.saleId,
        createdAt: order.createdAt,
      });
    }
    if (order.status === 'done' && random.chance(0.5)) {
      const [rate, content] = random.pick(random.chance(0.8) ? REVIEWS.slice(0, 2) : REVIEWS);
      comments.push({
        content,
        rate,
        orderId: order.id,
        customerId: order.customerId,
        reviewerId: order.saleId,
        createdAt: order.createdAt,
      });
    }
  }
  for (const designer of designers) {
    const count = random.int(1, 3);
    for (let k = 0; k < count; k++) {
      const [rate, content] = random.pick(REVIEWS);
      comments.push({ content, rate, userId: designer, reviewerId: random.pick(staff.byRole.cpo) });
    }
  }
  await insertAll(db, s.comments, comments);

  const withDesigner = orders.flatMap((o) =>
    o.designerId !== null && ['done', 'feedback', 'gua_pd'].includes(o.status)
      ? [{ ...o, designerId: o.designerId }]
      : [],
  );
  await insertAll(
    db,
    s.mistakeRecords,
    random.some(withDesigner, 25).map((order) => {
      const type = random.int(0, lookups.mistakeTypes.length - 1);
      const creatorId = random.pick([...staff.byRole.cao, ...staff.byRole.cpo]);
      const isAccept = random.chance(0.6);
      return {
        orderId: order.id,
        victimId: order.designerId,
        creatorId,
        mistakeTypeId: lookups.mistakeTypes[type],
        monetaryFine: (type + 1) * 50_000,
        link: `https://drive.example.com/mistakes/${order.id}`,
        note: 'Found during verification.',
        isAccept,
        // Accepted over the last two months, so the seeded salaries deduct some of them.
        acceptedAt: isAccept ? new Date(now.getTime() - ((order.id % 60) + 1) * DAY_MS) : null,
      };
    }),
  );

  await insertAll(
    db,
    s.userRequests,
    random.some(staff.staff, 15).map((userId, i) => ({
      title: REQUESTS[i % REQUESTS.length],
      content: 'Please review when you have a moment.',
      typeRequest: ['PAYMENT_REQUEST', 'LEAVE_REQUEST', 'OTHER'][i % 3],
      status: random.pick(['pending', 'approved', 'rejected']),
      userId,
      createdAt: new Date(now.getTime() - random.int(1, 60) * DAY_MS),
    })),
  );

  await insertAll(
    db,
    s.logs,
    random.some(orders, 12).map((order, i) => ({
      customerId: order.customerId,
      linkFile: `https://trello.example.com/export-${i + 1}.json`,
      result: [
        { status: 'done', name: `card-${i + 1}-a` },
        { status: i % 4 === 0 ? 'failed' : 'done', name: `card-${i + 1}-b` },
      ],
      status: i % 4 === 0 ? 'failed' : 'done',
      createdAt: order.createdAt,
    })),
  );
}
