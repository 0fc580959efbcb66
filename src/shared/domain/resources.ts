import { f, type FieldDef } from './fields';
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
import {
  auditEventsResource,
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
import { orderHistoriesResource, ordersResource } from './registry/orderResources';
import {
  channelsResource,
  commentsResource,
  customerCommentsResource,
  customersResource,
  dealersResource,
  designersResource,
  deliversResource,
  guaranteesResource,
  leadersResource,
  rolesResource,
  salersResource,
  userCommentsResource,
  usersResource,
} from './registry/peopleResources';
import type { ResourceDef } from './registry/resourceDef';

export { snake, type ResourceAction, type ResourceDef, type ScopeRule } from './registry/resourceDef';

/**
 * The resource registry: every entity of spec section 3 that the generic engine serves at
 * `/api/v1/{name}` and the generic screens show at `/{name}`, in menu order. The definitions
 * live in `registry/`, grouped by area; their literal types give {@link ResourceName} and the
 * row and input types of `resourceTypes.ts`.
 */
const REGISTRY = [
  ordersResource,
  orderHistoriesResource,
  customersResource,
  usersResource,
  designersResource,
  dealersResource,
  salersResource,
  leadersResource,
  deliversResource,
  guaranteesResource,
  channelsResource,
  paymentsResource,
  userRequestsResource,
  logsResource,
  auditEventsResource,
  mistakeTypesResource,
  mistakeRecordsResource,
  permissionsResource,
  salaryHistoriesResource,
  salaryInfosResource,
  workingRegistersResource,
  orderRequirementsResource,
  dealpipelinesResource,
  commentsResource,
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
] as const satisfies readonly ResourceDef[];

/** Every resource, for code that walks the registry (the engine, the generic screens). */
export const RESOURCE_LIST: readonly ResourceDef[] = REGISTRY;

type Registry = (typeof REGISTRY)[number];

/** Name of every resource of the registry: the API path segment and permission key. */
export type ResourceName = Registry['name'];

/** The definition of each resource, with its literal field types. */
export type ResourceOf<N extends ResourceName> = Extract<Registry, { readonly name: N }>;

/** Resources that own a table (views share their base's). */
export type TableResourceName = Exclude<Registry, { readonly view: object }>['name'];

export const RESOURCES = Object.fromEntries(REGISTRY.map((r) => [r.name, r])) as {
  readonly [N in ResourceName]: ResourceOf<N>;
};

export const RESOURCE_NAMES: readonly ResourceName[] = REGISTRY.map((r) => r.name);

/** True when `name` is a resource of the registry (a path segment from a URL, a permission key). */
export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(RESOURCES, name);
}

/** The definition of a resource named at run time (a URL segment); undefined for unknown names. */
export function getResource(name: string): ResourceDef | undefined {
  return isResourceName(name) ? RESOURCES[name] : undefined;
}

/** The resource whose table (and rules) a view shares; the resource itself otherwise. */
export function baseResource(resource: ResourceDef): ResourceDef {
  return (resource.view && getResource(resource.view.of)) || resource;
}

/** Fields every row has, besides the resource's own. */
export const BASE_FIELDS = {
  id: f.int({ readOnly: true }),
  createdAt: f.datetime({ readOnly: true }),
  updatedAt: f.datetime({ readOnly: true }),
} as const;

const IS_DELETE = f.boolean({ readOnly: true });

/** All fields of a resource, base fields and `isDelete` included. */
export function allFields(resource: ResourceDef): Readonly<Record<string, FieldDef>> {
  return {
    ...BASE_FIELDS,
    ...resource.fields,
    ...(resource.softDelete ? { isDelete: IS_DELETE } : {}),
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
  // Not among spec section 2's tabs: where user types (and their default permissions) are kept.
  'userTypes',
] as const satisfies readonly ResourceName[];
