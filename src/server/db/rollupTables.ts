import { bigint, boolean, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * The orders added up per day and per month of creation (in the report time zone), for the
 * figures of docs/figures.md: a report over a year reads a few thousand sums instead of every
 * order. Kept exact in the transaction of every write by statement triggers on `orders`,
 * derived and rebuilt like the kept JSON (orderRollups.ts). Only live orders count; a cell
 * whose orders all left keeps its row at zero.
 */

/** Which cells a row sums: a day's or a month's orders (`start` is the day, or the 1st). */
const span = () => text('span', { enum: ['day', 'month'] }).notNull();
const start = () => date('start', { mode: 'string' }).notNull();
const sums = () => ({
  /** How many live orders the cell holds. */
  orders: integer('orders').notNull(),
  /** Their prices added up (VND), whatever their status: revenue leaves out canceled ones by the status. */
  price: bigint('price', { mode: 'number' }).notNull(),
});

/** By status, customer, niche and channel: the analyses of the lists and the niche charts. */
export const orderRollups = pgTable(
  'order_rollups',
  {
    span: span(),
    start: start(),
    status: text('status'),
    customerId: integer('customer_id'),
    nicheId: integer('niche_id'),
    channelId: integer('channel_id'),
    ...sums(),
  },
  (t) => [
    unique('order_rollups_cell').on(t.span, t.start, t.status, t.customerId, t.nicheId, t.channelId).nullsNotDistinct(),
  ],
);

/** By status, designer, whether paid and customer: the designer charts and the dashboard's cards. */
export const designerRollups = pgTable(
  'designer_rollups',
  {
    span: span(),
    start: start(),
    status: text('status'),
    designerId: integer('designer_id'),
    paid: boolean('paid').notNull(),
    customerId: integer('customer_id'),
    ...sums(),
  },
  (t) => [
    unique('designer_rollups_cell')
      .on(t.span, t.start, t.status, t.designerId, t.paid, t.customerId)
      .nullsNotDistinct(),
  ],
);
