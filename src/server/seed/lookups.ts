import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { ORDER_STATUS_TABLE, ORDER_STATUSES } from '../../shared/domain/orderStatus';
import { permissionCatalogue } from '../modules/auth/index';
import { insertAll, insertReturningIds } from './batch';
import type { DemoImages } from './images';
import { DEPARTMENT_ICONS } from '../../shared/domain/constants';
import { DEMO_STAGE_BUDGETS } from '../../shared/domain/stageLateness';

/** Ids of the lookup rows other demo data points at. */
export interface LookupIds {
  readonly departments: Readonly<Record<string, number>>;
  readonly userTypes: Readonly<Record<string, number>>;
  readonly brands: number[];
  readonly niches: number[];
  readonly productTypes: number[];
  readonly platforms: number[];
  readonly serviceTypes: number[];
  readonly customerSegmentations: number[];
  readonly orderRequirements: number[];
  readonly dealpipelines: number[];
  readonly mistakeTypes: number[];
}

/** The agency's departments, the ones spec section 9 gives icons. */
export const DEPARTMENTS: readonly string[] = DEPARTMENT_ICONS;

/** User type → department it belongs to. */
const USER_TYPES: Record<string, string> = {
  Manager: 'CEO',
  Leader: 'CPO',
  Designer: 'PD',
  Sale: 'SaleB',
  Delivery: 'Delivery',
  Guarantee: 'GUA',
  'Quality assurance': 'CAO',
  Viewer: 'CBO',
  Customer: 'CES',
};

const named = (names: readonly string[], extra: (name: string, i: number) => Record<string, unknown> = () => ({})) =>
  names.map((name, i) => ({ name, description: `${name} (demo)`, ...extra(name, i) }));

const PRODUCT_TYPES = [
  'Logo',
  'T-shirt',
  'Mug',
  'Poster',
  'Banner',
  'Business card',
  'Sticker',
  'Packaging',
  'Tote bag',
  'Phone case',
];
const DEAL_PIPELINES: [string, string][] = [
  ['Lead', '#8F99A8'],
  ['Contacted', '#2D72D2'],
  ['Proposal sent', '#7961DB'],
  ['Negotiation', '#D1980B'],
  ['Won', '#238551'],
  ['Lost', '#CD4246'],
];
const MISTAKE_TYPES: [string, number][] = [
  ['Typo in text', 1],
  ['Wrong colour code', 2],
  ['Wrong size or template', 3],
  ['Missed customer requirement', 4],
  ['Delivered the wrong file', 5],
];

/** Departments, user types, catalogues, pipelines, mistake types and the permission catalogue. */
export async function seedLookups(db: Db, images: DemoImages): Promise<LookupIds> {
  const departmentIds = await insertReturningIds(db, s.departments, named(DEPARTMENTS));
  const departments = Object.fromEntries(DEPARTMENTS.map((d, i) => [d, departmentIds[i]]));
  const typeNames = Object.keys(USER_TYPES);
  const typeIds = await insertReturningIds(
    db,
    s.userTypes,
    named(typeNames, (n) => ({ departmentId: departments[USER_TYPES[n]] })),
  );
  const productTypes = await insertReturningIds(
    db,
    s.productTypes,
    named(PRODUCT_TYPES, (n, i) => ({ templateFile: images.use(n, i * 36) })),
  );
  const ids: LookupIds = {
    departments,
    userTypes: Object.fromEntries(typeNames.map((t, i) => [t, typeIds[i]])),
    brands: await insertReturningIds(
      db,
      s.brands,
      ['Artisan Studio', 'PixelCraft', 'Mộc Design'].map((name) => ({ name })),
    ),
    niches: await insertReturningIds(
      db,
      s.niches,
      named(['Pets', 'Fitness', 'Coffee & Tea', 'Wedding', 'Gaming', 'Fashion', 'Real estate', 'Education']),
    ),
    productTypes,
    platforms: await insertReturningIds(
      db,
      s.platforms,
      named(['Etsy', 'Amazon Merch', 'Shopify', 'Redbubble', 'Shopee'], (n, i) => ({
        productCatalogId: productTypes[i % productTypes.length],
        productDemoFile: images.use(n, 200 + i * 30),
      })),
    ),
    serviceTypes: await insertReturningIds(
      db,
      s.serviceTypes,
      named(['Logo design', 'Print on demand', 'Branding', 'Social media kit']),
    ),
    customerSegmentations: await insertReturningIds(
      db,
      s.customerSegmentations,
      named(['VIP', 'Regular', 'New', 'Dormant']),
    ),
    orderRequirements: await insertReturningIds(
      db,
      s.orderRequirements,
      named(['Vector source file', 'Mockup included', 'Print-ready PDF', 'Three concepts', 'Express 24h']),
    ),
    dealpipelines: await insertReturningIds(
      db,
      s.dealpipelines,
      DEAL_PIPELINES.map(([name, color]) => ({ name, color, description: name })),
    ),
    mistakeTypes: await insertReturningIds(
      db,
      s.mistakeTypes,
      MISTAKE_TYPES.map(([name, level]) => ({ name, level, description: name })),
    ),
  };
  await insertAll(
    db,
    s.orderStatuses,
    ORDER_STATUSES.map((status) => ({
      name: status,
      description: ORDER_STATUS_TABLE[status].label,
      color: ORDER_STATUS_TABLE[status].color,
      stageBudgetHours: DEMO_STAGE_BUDGETS[status] ?? null,
    })),
  );
  await insertAll(
    db,
    s.permissions,
    permissionCatalogue().map((e) => ({ key: e.key, title: e.title, permissions: [...e.permissions] })),
  );
  return ids;
}
