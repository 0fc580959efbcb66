import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { ROLE_IDS } from '../../shared/domain/roles';

/** Everything a generated order points at, read from the database. */
export interface OrderRefs {
  readonly customers: { id: number; channelId: number | null; code: string | null }[];
  readonly packagesByCustomer: ReadonlyMap<number, number[]>;
  readonly sales: number[];
  readonly designers: number[];
  /** The outsourced demo designer, who gets a share of the orders. */
  readonly outsourceDesigner: number | undefined;
  readonly leaders: number[];
  readonly qualityAssurance: number[];
  readonly delivers: number[];
  readonly guarantees: number[];
  readonly productTypes: { id: number; name: string }[];
  readonly niches: number[];
  readonly platforms: number[];
  readonly orderRequirements: number[];
  /** Orders already in the table, so new codes continue the numbering. */
  readonly existingOrders: number;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Reads the references; fails when the lookups and staff have not been seeded yet. */
export async function loadOrderRefs(db: Db): Promise<OrderRefs> {
  const users = (await db
    .select({ id: s.users.id, roleId: s.users.roleId, email: s.users.email })
    .from(s.users)
    .where(eq(s.users.isDelete, false))) as { id: number; roleId: number | null; email: string }[];
  const withRole = (...roleIds: number[]) =>
    users.filter((u) => u.roleId !== null && roleIds.includes(u.roleId)).map((u) => u.id);
  const packages = (await db.select({ id: s.packages.id, customerId: s.packages.customerId }).from(s.packages)) as {
    id: number;
    customerId: number | null;
  }[];
  const packagesByCustomer = new Map<number, number[]>();
  for (const p of packages) {
    if (p.customerId !== null)
      packagesByCustomer.set(p.customerId, [...(packagesByCustomer.get(p.customerId) ?? []), p.id]);
  }
  const [{ total }] = (await db.select({ total: count() }).from(s.orders)) as [{ total: number }];
  const refs: OrderRefs = {
    customers: await db
      .select({ id: s.customers.id, channelId: s.customers.channelId, code: s.customers.code })
      .from(s.customers),
    packagesByCustomer,
    sales: withRole(ROLE_IDS.sale_B_dealer),
    designers: withRole(ROLE_IDS.pd, ROLE_IDS.pd_outsource),
    outsourceDesigner: users.find((u) => u.email === 'outsource@demo.local')?.id,
    leaders: withRole(ROLE_IDS.cpo),
    qualityAssurance: withRole(ROLE_IDS.cao, ROLE_IDS.cpo),
    delivers: withRole(ROLE_IDS.delivery_GD),
    guarantees: withRole(ROLE_IDS.gua_pd),
    productTypes: await db.select({ id: s.productTypes.id, name: s.productTypes.name }).from(s.productTypes),
    niches: ids(await db.select({ id: s.niches.id }).from(s.niches)),
    platforms: ids(await db.select({ id: s.platforms.id }).from(s.platforms)),
    orderRequirements: ids(await db.select({ id: s.orderRequirements.id }).from(s.orderRequirements)),
    existingOrders: Number(total),
  };
  const missing = (
    ['customers', 'sales', 'designers', 'leaders', 'delivers', 'guarantees', 'productTypes'] as const
  ).filter((key) => refs[key].length === 0);
  if (missing.length > 0) throw new Error(`generateOrders needs seeded ${missing.join(', ')}`);
  return refs;
}
