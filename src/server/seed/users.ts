import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { SALARY_SCHEMES } from '../../shared/domain/constants';
import { ROLE_IDS, ROLE_NAMES, type RoleName } from '../../shared/domain/roles';
import { insertAll, insertReturningIds } from './batch';
import type { DemoImages } from './images';
import type { LookupIds } from './lookups';
import { phoneNumber, splitName } from './people';
import type { Random } from './random';
import { ROLE_PERMISSIONS } from './rolePermissions';
import { DEMO_STAFF, EXTRA_STAFF } from './staff';

/** Ids of the seeded staff, by email and by role. */
export interface StaffIds {
  readonly byEmail: Readonly<Record<string, number>>;
  readonly byRole: Readonly<Record<RoleName, number[]>>;
  /** Every id but the customer-role account's. */
  readonly staff: number[];
}

const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  manager: 'Manager: passes every permission check',
  cso_and_ceo: 'Chief sales and executive officer',
  sale_B_dealer: 'Sales and dealer',
  cbo: 'Business office viewer',
  pd: 'Product designer',
  cao: 'Quality assurance',
  cpo: 'Leader (LS / CPO)',
  delivery_GD: 'Delivery',
  gua_pd: 'Guarantee designer',
  customer: 'Customer account',
  pd_outsource: 'Outsourced designer',
};

/** The roles of spec section 6 with their fixed ids, then the identity moved past them. */
export async function seedRoles(db: Db): Promise<void> {
  await insertAll(
    db,
    s.roles,
    ROLE_NAMES.map((name) => ({
      id: ROLE_IDS[name],
      name,
      description: ROLE_DESCRIPTIONS[name],
      permission: ROLE_PERMISSIONS[name],
    })),
  );
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max(id) FROM roles))`);
}

/** The demo accounts and the extra staff, all with the same password hash. */
export async function seedUsers(
  db: Db,
  random: Random,
  refs: { lookups: LookupIds; images: DemoImages },
  passwordHash: string,
): Promise<StaffIds> {
  const { lookups, images } = refs;
  const seeds = [...DEMO_STAFF, ...EXTRA_STAFF];
  const rows = seeds.map((seed, i) => {
    const { fullName, firstName, lastName } = splitName(seed.fullName, !seed.email.startsWith('emily'));
    const staff = seed.role !== 'customer';
    const row = {
      displayName: seed.fullName,
      fullName,
      firstName,
      lastName,
      email: seed.email,
      password: passwordHash,
      birthday: `${random.int(1980, 2002)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      phone: phoneNumber(random),
      avatar: images.use(initials(seed.fullName), i * 47),
      roleId: ROLE_IDS[seed.role],
      isOutsource: seed.isOutsource,
      scope: seed.role === 'manager' ? ('manager' as const) : ('staff' as const),
      permission: ROLE_PERMISSIONS[seed.role],
      departmentId: lookups.departments[seed.department],
      userTypeId: lookups.userTypes[seed.userType],
      salaryScheme: staff ? random.pick(SALARY_SCHEMES) : null,
      coef: staff ? random.pick([1, 1.1, 1.2, 1.5]) : null,
      coefOT: staff ? 1.5 : null,
      inviteStatus: 'accepted' as const,
    };
    // The rating the seed once invented: the database computes it from the reviews now.
    if (staff) random.skip(2);
    return row;
  });
  const ids = await insertReturningIds(db, s.users, rows);
  const byEmail = Object.fromEntries(seeds.map((seed, i) => [seed.email, ids[i]]));
  const byRole = Object.fromEntries(ROLE_NAMES.map((r) => [r, [] as number[]])) as Record<RoleName, number[]>;
  seeds.forEach((seed, i) => byRole[seed.role].push(ids[i]));
  return { byEmail, byRole, staff: ids.filter((_, i) => seeds[i].role !== 'customer') };
}

const pad = (n: number) => String(n).padStart(2, '0');

function initials(name: string): string {
  return name
    .split(' ')
    .map((p) => p[0])
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/Đ/g, 'D');
}
