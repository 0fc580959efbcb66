import type { OrderStatus } from './orderStatus';
import type { PermissionMap } from './permissionKeys';
import type { CreateOf, ListedRowOf, RelationKey, RowOf, UpdateOf } from './resourceTypes';
import type { ResourceName, ResourceOf, TableResourceName } from './resources';

/**
 * Type tests, checked by `npm run typecheck`: the row and input types come from the registry's
 * literal definitions, and a wrong field, value or resource name does not compile.
 */

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expect = <T extends true>(): T => true as T;

type Order = RowOf<'orders'>;
expect<Equal<Order['status'], OrderStatus | null>>();
expect<Equal<Order['name'], string>>();
expect<Equal<Order['finishedDate'], string>>();
expect<Equal<Order['productCatalogIds'], number[] | null>>();
expect<Equal<Order['isDelete'], boolean>>();
expect<Equal<RowOf<'orders', Date>['createdAt'], Date>>();

declare const user: RowOf<'users'>;
expect<Equal<typeof user.permission, PermissionMap | null>>();
// @ts-expect-error secret fields never leave the server
void user.password;
// @ts-expect-error secret fields never leave the server
void user.trelloToken;
const grants: PermissionMap | null = user.permission;
void grants;

// @ts-expect-error niches delete for good: no isDelete
void ({} as RowOf<'niches'>).isDelete;

const create: CreateOf<'niches'> = { name: 'Pets' };
void create;
// @ts-expect-error the name is required
const noName: CreateOf<'niches'> = { description: 'x' };
void noName;
// @ts-expect-error read-only fields are not accepted
const withStatus: CreateOf<'orders'> = { name: 'a', thumbnail: 'b', finishedDate: 'c', status: 'done' };
void withStatus;
const userCreate: CreateOf<'users'> = { displayName: 'A', email: 'a@x.io', password: 'secret1' };
void userCreate;
// @ts-expect-error a user's password is given on create only
const passwordChange: UpdateOf<'users'> = { password: 'secret1' };
void passwordChange;
const redo: UpdateOf<'customers'> = { isDelete: false };
void redo;

type Listed = ListedRowOf<'orders'>;
expect<Equal<Listed['customer'], Partial<RowOf<'customers'>> | null | undefined>>();
expect<Equal<RelationKey<'productCatalogIds', { type: 'refs' }>, 'productCatalogs'>>();
expect<Equal<RelationKey<'assignedUser', { type: 'refs' }>, 'assignedUsers'>>();
expect<Equal<RelationKey<'contactOwner', { type: 'ref' }>, 'contactOwnerDetail'>>();

// @ts-expect-error not a resource
const unknown: ResourceName = 'order';
void unknown;
expect<Equal<Extract<TableResourceName, 'designers' | 'customerComments'>, never>>();

/** Every reference of the registry points at a resource that exists. */
type Fields<N extends ResourceName> = ResourceOf<N>['fields'];
type Targets = {
  [N in ResourceName]: {
    [K in keyof Fields<N>]: Fields<N>[K] extends { readonly to: infer T } ? T : never;
  }[keyof Fields<N>];
}[ResourceName];
expect<Equal<Exclude<Targets, ResourceName>, never>>();
