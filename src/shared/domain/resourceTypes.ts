import type { z } from 'zod';
import type { ResourceName, ResourceOf } from './resources';

/**
 * Row and input types of every resource, derived from the registry's literal definitions:
 * nothing here is typed by hand. `T` is how an instant travels: an ISO string on the wire
 * (the renderer's view), a `Date` in the database (the server's view).
 */

type Fields<N extends ResourceName> = ResourceOf<N>['fields'];

/** The value a field holds, when it holds one. */
export type FieldValue<D, Instant = string> = D extends { readonly type: 'enum'; readonly values: readonly (infer V)[] }
  ? V
  : D extends { readonly type: 'list'; readonly values: readonly (infer V)[] }
    ? V[]
    : D extends { readonly type: 'json'; readonly schema: infer S extends z.ZodType }
      ? z.output<S>
      : D extends { readonly type: infer T }
        ? T extends 'string' | 'text' | 'html' | 'email' | 'password' | 'color' | 'image' | 'date'
          ? string
          : T extends 'int' | 'number' | 'money' | 'rate' | 'ref'
            ? number
            : T extends 'boolean'
              ? boolean
              : T extends 'datetime'
                ? Instant
                : T extends 'refs'
                  ? number[]
                  : T extends 'list' | 'images'
                    ? string[]
                    : never
        : never;

/** True when the column is NOT NULL: required, and given by the client. */
type IsNotNull<D> = D extends { readonly required: true }
  ? D extends { readonly readOnly: true }
    ? false
    : true
  : false;

/** The field's value as a stored row holds it. */
export type StoredValue<D, Instant = string> =
  IsNotNull<D> extends true ? FieldValue<D, Instant> : FieldValue<D, Instant> | null;

type SoftDeleteOf<N extends ResourceName> = ResourceOf<N>['softDelete'] extends true
  ? { readonly isDelete: boolean }
  : unknown;

type PublicKeys<F> = { [K in keyof F]: F[K] extends { readonly secret: true } ? never : K }[keyof F];

/** Columns every stored row has. */
export interface BaseRow<Instant = string> {
  readonly id: number;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

/** A row of a resource as the API answers it: every field but the secret ones. */
export type RowOf<N extends ResourceName, Instant = string> = BaseRow<Instant> & {
  readonly [K in PublicKeys<Fields<N>>]: StoredValue<Fields<N>[K], Instant>;
} & SoftDeleteOf<N>;

type WritableKeys<F, Mode extends 'create' | 'update'> = {
  [K in keyof F]: F[K] extends { readonly readOnly: true }
    ? never
    : Mode extends 'update'
      ? F[K] extends { readonly createOnly: true }
        ? never
        : K
      : K;
}[keyof F];

type RequiredKeys<F> = { [K in keyof F]: F[K] extends { readonly required: true } ? K : never }[keyof F];

/** The body of `POST /{resource}`: required fields required, the others optional or null. */
export type CreateOf<N extends ResourceName> = {
  readonly [
    K in keyof Fields<N> as K extends WritableKeys<Fields<N>, 'create'> & RequiredKeys<Fields<N>> ? K : never
  ]: FieldValue<Fields<N>[K]>;
} & {
  readonly [K in Exclude<WritableKeys<Fields<N>, 'create'>, RequiredKeys<Fields<N>>>]?: FieldValue<Fields<N>[K]> | null;
};

/**
 * The body of `PUT /{resource}/{id}`: any writable field, `updatedAt` (the version the
 * client edited, for optimistic concurrency) and, on soft-deleting resources, `isDelete`
 * (redo).
 */
export type UpdateOf<N extends ResourceName> = {
  readonly [K in WritableKeys<Fields<N>, 'update'>]?: Fields<N>[K] extends { readonly required: true }
    ? FieldValue<Fields<N>[K]>
    : FieldValue<Fields<N>[K]> | null;
} & { readonly updatedAt?: string } & (ResourceOf<N>['softDelete'] extends true
    ? { readonly isDelete?: boolean }
    : unknown);

/** What an embedded user reference carries at least. */
export type UserSummary = Pick<RowOf<'users'>, 'id' | 'displayName' | 'avatar'>;

type RefKeys<F> = {
  [K in keyof F]: F[K] extends { readonly type: 'ref' | 'refs'; readonly to: ResourceName }
    ? F[K] extends { readonly secret: true }
      ? never
      : K
    : never;
}[keyof F];

/** Relation name of a reference field, as `relationName` computes it at run time. */
export type RelationKey<K extends string, D> = D extends { readonly type: 'refs' }
  ? K extends `${infer B}Ids`
    ? `${B}s`
    : K extends `${infer B}Id`
      ? B
      : K extends `${string}s`
        ? `${K}Details`
        : `${K}s`
  : K extends `${infer B}Id`
    ? B extends ''
      ? `${K}Detail`
      : B
    : `${K}Detail`;

/**
 * The relations `includes` can embed in a row of `N`. An embedded row is whole when the
 * caller may read its resource, otherwise a summary (id, title, picture), hence `Partial`.
 */
export type RelationsOf<N extends ResourceName, Instant = string> = {
  readonly [K in RefKeys<Fields<N>> as RelationKey<K & string, Fields<N>[K]>]?: Fields<N>[K] extends {
    readonly type: 'refs';
    readonly to: infer T extends ResourceName;
  }
    ? Partial<RowOf<T, Instant>>[]
    : Fields<N>[K] extends { readonly to: infer T extends ResourceName }
      ? Partial<RowOf<T, Instant>> | null
      : never;
};

/** A row as a list or a get answers it: the row and the relations asked for. */
export type ListedRowOf<N extends ResourceName, Instant = string> = RowOf<N, Instant> & RelationsOf<N, Instant>;
