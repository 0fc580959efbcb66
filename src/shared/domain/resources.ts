import { f, type FieldDef } from './fields';
import { orderHistoriesResource, ordersResource } from './registry/orderResources';
import {
  channelsResource,
  commentsDef,
  customerCommentsResource,
  customersResource,
  rolesResource,
  userCommentsResource,
  userLookup,
  usersDef,
} from './registry/peopleResources';
import {
  logsResource,
  mistakeRecordsResource,
  packagesResource,
  paymentsResource,
  productsResource,
  salaryHistoriesResource,
  salaryInfosResource,
  userRequestsResource,
  workingRegistersResource,
} from './registry/businessResources';
import {
  brandsResource,
  customerSegmentationsResource,
  dealpipelinesResource,
  departmentsResource,
  mistakeTypesResource,
  nichesResource,
  orderRequirementsResource,
  orderStatusesResource,
  permissionsResource,
  platformsResource,
  productTypesResource,
  serviceTypesResource,
  userTypesResource,
} from './registry/lookupResources';
import type { ResourceDef } from './registry/resourceDef';
import { USER_LOOKUP_ROLES, type UserLookup } from './roles';

export { snake, type ResourceDef } from './registry/resourceDef';

/**
 * The resource registry: every entity of spec section 3 that the generic engine serves at
 * `/api/v1/{name}` and the generic screens show at `/{name}`, in menu order. The definitions
 * live in `registry/`, grouped by area.
 */
export const RESOURCE_LIST: readonly ResourceDef[] = [
  ordersResource,
  orderHistoriesResource,
  customersResource,
  usersDef,
  ...(Object.keys(USER_LOOKUP_ROLES) as UserLookup[]).map(userLookup),
  channelsResource,
  paymentsResource,
  userRequestsResource,
  logsResource,
  mistakeTypesResource,
  mistakeRecordsResource,
  permissionsResource,
  salaryHistoriesResource,
  salaryInfosResource,
  workingRegistersResource,
  orderRequirementsResource,
  dealpipelinesResource,
  commentsDef,
  customerCommentsResource,
  userCommentsResource,
  rolesResource,
  nichesResource,
  brandsResource,
  productsResource,
  packagesResource,
  serviceTypesResource,
  orderStatusesResource,
  customerSegmentationsResource,
  productTypesResource,
  platformsResource,
  departmentsResource,
  userTypesResource,
];

export const RESOURCES: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCE_LIST.map((r) => [r.name, r]),
);

export const RESOURCE_NAMES: readonly string[] = RESOURCE_LIST.map((r) => r.name);

/** Resources that own a table (not views). */
export const TABLE_RESOURCES: readonly ResourceDef[] = RESOURCE_LIST.filter((r) => !r.view);

export function getResource(resourceName: string): ResourceDef | undefined {
  return Object.hasOwn(RESOURCES, resourceName) ? RESOURCES[resourceName] : undefined;
}

/** Fields every row has, besides the resource's own. */
export const BASE_FIELDS: Readonly<Record<string, FieldDef>> = {
  id: f.int({ readOnly: true }),
  createdAt: f.datetime({ readOnly: true }),
  updatedAt: f.datetime({ readOnly: true }),
};

/** All fields of a resource, base fields and `isDelete` included. */
export function allFields(resource: ResourceDef): Readonly<Record<string, FieldDef>> {
  return {
    ...BASE_FIELDS,
    ...resource.fields,
    ...(resource.softDelete ? { isDelete: f.boolean({ readOnly: true }) } : {}),
  };
}

/** Settings tabs of spec section 2, in order. */
export const SETTINGS_TABS = [
  'orderRequirements',
  'mistakeTypes',
  'salaryInfos',
  'niches',
  'brands',
  'platforms',
  'productTypes',
  'customerSegmentations',
  'serviceTypes',
  'dealpipelines',
  'channels',
  'products',
] as const;
