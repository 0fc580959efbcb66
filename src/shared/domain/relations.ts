import { isReference } from './fields';
import { getResource, type ResourceDef } from './resources';

/** A relation `includes` can embed: the rows a `ref` or `refs` field points at. */
export interface Relation {
  /** Name in `includes` and key on the answered row (`customerId` → `customer`). */
  readonly name: string;
  readonly field: string;
  readonly target: ResourceDef;
  /** True for `refs` fields: the relation is a list in the ids' order. */
  readonly many: boolean;
}

/**
 * Relation name of a reference field: `customerId` → `customer`, `productCatalogIds` →
 * `productCatalogs`, `productsId` → `products`, `assignedUser` → `assignedUsers`; a field
 * without such a suffix gets `Detail` or `Details` (`contactOwner` → `contactOwnerDetail`).
 */
export function relationName(field: string, many: boolean): string {
  if (many) {
    if (field.endsWith('Ids')) return `${field.slice(0, -3)}s`;
    if (field.endsWith('Id')) return field.slice(0, -2);
    return field.endsWith('s') ? `${field}Details` : `${field}s`;
  }
  return field.endsWith('Id') && field.length > 2 ? field.slice(0, -2) : `${field}Detail`;
}

const cache = new Map<string, ReadonlyMap<string, Relation>>();

/** Every relation of a resource, by name. */
export function relationsOf(resource: ResourceDef): ReadonlyMap<string, Relation> {
  let relations = cache.get(resource.name);
  if (!relations) {
    relations = new Map(
      Object.entries(resource.fields).flatMap(([field, def]) => {
        const target = isReference(def) ? getResource(def.to) : undefined;
        if (!target || def.secret) return [];
        const many = def.type === 'refs';
        const relation: Relation = { name: relationName(field, many), field, target, many };
        return [[relation.name, relation] as const];
      }),
    );
    cache.set(resource.name, relations);
  }
  return relations;
}
