import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { hashPassword } from '../modules/auth/index';
import { seedPackages, seedProducts } from './catalog';
import { seedChannels, seedCustomers } from './customers';
import { seedFeedback } from './feedback';
import { seedLookups } from './lookups';
import { generateOrders } from './orders';
import { seedPayments, seedSalaries, seedWorkingRegisters } from './payroll';
import { Random } from './random';
import { loadSeededOrders } from './seededOrders';
import { DEMO_PASSWORD, demoEmail } from '../../shared/demo/demoAccounts';
import { DemoImages } from './images';
import { seedRoles, seedUsers } from './users';

export { generateOrders, type GenerateOrdersOptions } from './orders';

export interface SeedOptions {
  /** Orders to generate. @default 360 */
  readonly orders?: number;
  /** Folder the demo images are written to (the server's uploads folder); none writes no file. */
  readonly uploadsDir?: string;
  /** Reference time of the demo data. @default new Date() */
  readonly now?: Date;
}

/**
 * Loads the demo data (roles, the demo accounts, lookups, customers, packages, products,
 * orders in every status with their histories, comments, payments, salaries and schedules)
 * into a database without users. Deterministic for a given `now`; does nothing when any
 * user exists.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.select({ id: s.users.id }).from(s.users).limit(1);
  if (existing.length > 0) return false;
  const now = options.now ?? new Date();
  const random = new Random(1_234_567);
  const images = new DemoImages();

  // Argon2 hashes on a thread of its own (a fifth of a second): meanwhile the roles and lookups go in.
  const [passwordHash, lookups] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    seedRoles(db).then(() => seedLookups(db, images)),
  ]);
  const staff = await seedUsers(db, random, { lookups, images }, passwordHash);
  const channels = await seedChannels(db, images, lookups, staff);
  const customers = await seedCustomers(db, random, 60, { lookups, staff, channels, now });
  await seedPackages(db, random, { customers, staff, now });
  await seedProducts(db, random, { lookups, staff, images });
  await generateOrders(db, options.orders ?? 360, { now, images });
  await images.flush(db, options.uploadsDir, staff.byEmail[demoEmail('manager')]);

  const orders = await loadSeededOrders(db);
  await seedFeedback(db, random, { orders, staff, lookups, now });
  await seedPayments(db, random, { orders, staff });
  const inHouse = staff.staff.filter(
    (id) => ![...staff.byRole.pd_outsource, staff.byEmail[demoEmail('outsource')]].includes(id),
  );
  await seedWorkingRegisters(db, random, { userIds: inHouse, now });
  await seedSalaries(db, { now, managerId: staff.byEmail[demoEmail('manager')] });
  return true;
}
