import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { insertReturningIds } from './batch';
import type { CustomerRef } from './customers';
import type { DemoImages } from './images';
import type { LookupIds } from './lookups';
import type { Random } from './random';
import type { StaffIds } from './users';
import { DAY_MS } from '../../shared/domain/time';

/** A seeded package with the customer it belongs to. */
export interface PackageRef {
  readonly id: number;
  readonly customerId: number;
}

const PACKAGE_NAMES = [
  'Starter 5 designs',
  'Growth 10 designs',
  'Pro 20 designs',
  'Seasonal campaign',
  'Brand refresh',
];
const PRODUCT_NAMES = [
  'Cat lover tee',
  'Morning coffee mug',
  'Gym motivation poster',
  'Wedding invitation',
  'Gamer sticker pack',
  'Eco tote bag',
];

/** Prepaid packages of orders, bought by some customers. */
export async function seedPackages(
  db: Db,
  random: Random,
  refs: { customers: CustomerRef[]; staff: StaffIds; now: Date },
): Promise<PackageRef[]> {
  const buyers = refs.customers.slice(0, 24);
  const rows = buyers.map((customer, i) => {
    const orderCount = random.pick([5, 10, 20]);
    return {
      name: PACKAGE_NAMES[i % PACKAGE_NAMES.length],
      customerId: customer.id,
      channelId: customer.channelId,
      dealerId: random.pick(refs.staff.byRole.sale_B_dealer),
      orderCount,
      price: orderCount * random.money(300_000, 900_000),
      finishDate: new Date(refs.now.getTime() + random.int(-60, 180) * DAY_MS),
      status: random.pick(['active', 'active', 'inactive', 'completed']),
      paymentStatus: random.pick(['TT', 'CTT']),
      description: `${orderCount} designs for ${customer.code}`,
    };
  });
  const ids = await insertReturningIds(db, s.packages, rows);
  return ids.map((id, i) => ({ id, customerId: buyers[i].id }));
}

/** Finished design products, each tagged with catalog (product type) ids. */
export async function seedProducts(
  db: Db,
  random: Random,
  refs: { lookups: LookupIds; staff: StaffIds; images: DemoImages },
): Promise<number[]> {
  const creators = [...refs.staff.byRole.pd, ...refs.staff.byRole.pd_outsource];
  const rows = Array.from({ length: 40 }, (_, i) => ({
    name: `${PRODUCT_NAMES[i % PRODUCT_NAMES.length]} #${i + 1}`,
    productCatalogIds: random.some(refs.lookups.productTypes, random.int(1, 3)),
    productImages: [refs.images.use(`P${i + 1}`, i * 29), refs.images.use(`P${i + 1}b`, i * 29 + 90)],
    price: random.money(200_000, 3_000_000),
    creatorId: random.pick(creators),
  }));
  return insertReturningIds(db, s.products, rows);
}
