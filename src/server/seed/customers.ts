import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { insertReturningIds } from './batch';
import type { DemoImages } from './images';
import type { LookupIds } from './lookups';
import { customerNames, phoneNumber, slug, splitName, type PersonName } from './people';
import type { Random } from './random';
import type { StaffIds } from './users';
import { DAY_MS, HOUR_MS } from '../../shared/domain/time';

/** A seeded customer with what its orders copy from it. */
export interface CustomerRef {
  readonly id: number;
  readonly channelId: number;
  readonly code: string;
}

const CHANNELS: [string, 'facebook' | 'fiverr' | 'instagram' | 'skype' | 'gmail', number][] = [
  ['Facebook - Artisan Studio', 'facebook', 0],
  ['Fiverr - PixelCraft', 'fiverr', 1],
  ['Instagram - Mộc Design', 'instagram', 2],
  ['Skype - Artisan Studio', 'skype', 0],
  ['Gmail - PixelCraft', 'gmail', 1],
  ['Facebook - Mộc Design', 'facebook', 2],
];
const FEMALE_EN = new Set(['Olivia', 'Emma', 'Ava', 'Sophia', 'Mia', 'Amelia', 'Harper']);
const COMPANIES = [
  'Sunrise Coffee',
  'Hanoi Pet House',
  'FitLife Gym',
  'Blue Lotus Spa',
  'Saigon Threads',
  'Maple Print Co.',
];

/** Sales channels, each on a brand and owned by a sales person. */
export async function seedChannels(db: Db, images: DemoImages, lookups: LookupIds, staff: StaffIds): Promise<number[]> {
  const owners = staff.byRole.sale_B_dealer;
  return insertReturningIds(
    db,
    s.channels,
    CHANNELS.map(([name, type, brand], i) => ({
      name,
      type,
      brandId: lookups.brands[brand],
      ownerId: owners[i % owners.length],
      thumbnail: images.use(type, i * 60),
      username: slug(name),
      email: `${slug(name)}@demo.local`,
      description: `${name} sales channel`,
    })),
  );
}

function gender(name: PersonName, random: Random): string {
  if (name.vietnamese) {
    if (name.fullName.includes(' Thị ')) return 'female';
    if (name.fullName.includes(' Văn ')) return 'male';
    return random.pick(['male', 'female']);
  }
  return FEMALE_EN.has(name.firstName) ? 'female' : 'male';
}

/**
 * `count` customers with Vietnamese and English names; the first is the customer-role demo
 * account's own record, which that account is linked to.
 */
export async function seedCustomers(
  db: Db,
  random: Random,
  count: number,
  refs: { lookups: LookupIds; staff: StaffIds; channels: number[]; now: Date },
): Promise<CustomerRef[]> {
  const { lookups, staff, channels, now } = refs;
  const names = [splitName('Lê Thu Hà', true), ...customerNames(random, count - 1)];
  const rows = names.map((name, i) => {
    const code = `KH${String(i + 1).padStart(4, '0')}`;
    const serviceTypeIds = random.some(lookups.serviceTypes, random.int(1, 2));
    const row = {
      displayName: name.fullName,
      email: i === 0 ? 'customer@demo.local' : `${slug(name.fullName)}${i}@example.com`,
      address: name.vietnamese
        ? random.pick(['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng'])
        : random.pick(['London', 'New York', 'Sydney', 'Toronto']),
      phoneNumber: phoneNumber(random),
      code,
      birthday: `${random.int(1970, 2000)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
      national: name.vietnamese ? 'Vietnam' : random.pick(['United Kingdom', 'United States', 'Australia', 'Canada']),
      gender: gender(name, random),
      contactOwner: random.pick(staff.byRole.sale_B_dealer),
      channelId: random.pick(channels),
      dealPipelineId: random.pick(lookups.dealpipelines),
      customerSegmentationId: random.pick(lookups.customerSegmentations),
      serviceTypeId: serviceTypeIds[0],
      serviceTypeIds,
      facebookLink: `https://facebook.com/${slug(name.fullName)}`,
      company: random.chance(0.4) ? random.pick(COMPANIES) : null,
      note: random.chance(0.3) ? 'Prefers pastel colours and quick revisions.' : null,
      isActive: random.chance(0.9),
      timeWorking: random.pick(['08:00-17:00', '09:00-18:00', '13:00-22:00']),
    };
    // The rating the seed once invented: the database computes it from the reviews now.
    random.skip(2);
    return { ...row, createdAt: new Date(now.getTime() - random.int(380, 420) * DAY_MS + i * HOUR_MS) };
  });
  const ids = await insertReturningIds(db, s.customers, rows);
  await db.update(s.users).set({ customerId: ids[0] }).where(eq(s.users.email, 'customer@demo.local'));
  return ids.map((id, i) => ({ id, channelId: rows[i].channelId, code: rows[i].code }));
}
