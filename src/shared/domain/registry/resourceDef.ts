import { f, type FieldDef } from '../fields';

/**
 * One condition a row must meet for a caller to reach it. Rules are data: the server's one
 * query builder turns them into SQL for every way a row leaves it (lists, get by id,
 * `includes`, views, exports, analysis, events, search results).
 */
export type ScopeRule =
  /** `row[field]` is the caller's own user id. */
  | { readonly field: string; readonly is: 'caller' }
  /** `row[field]` is the customer a customer-role caller stands for. */
  | { readonly field: string; readonly is: 'callerCustomer' }
  /** `row[field]` is one of these values. */
  | { readonly field: string; readonly in: readonly string[] }
  /** `row[field]` points at a row of `resource` that the caller may read (through its own scope). */
  | { readonly field: string; readonly readableIn: string }
  /** `row[field]` is set (true) or empty (false). */
  | { readonly field: string; readonly present: boolean }
  /** The caller holds this permission (resource, action): a rule about the caller, not the row. */
  | { readonly permitted: readonly [string, string] }
  /** Every one of these rules holds. */
  | { readonly allOf: readonly ScopeRule[] }
  /** At least one of these rules holds. */
  | { readonly anyOf: readonly ScopeRule[] };

/** Who a scope narrows: outsourced users, customer-role users, and every other non-manager. */
export type ScopedKind = 'outsource' | 'customer' | 'staff';

/**
 * The rows each kind of caller may reach, as rules that all must hold. A kind without rules
 * reaches every row its permissions open; managers are never narrowed.
 */
export type ResourceScope = { readonly [K in ScopedKind]?: readonly ScopeRule[] };

/**
 * The actions on a resource; each is a permission key of spec section 6, `redo` undoes a soft
 * delete. `analysis` (its report) and `exportExcel` (its export) read, they never write.
 */
export type ResourceAction =
  'get' | 'getOne' | 'create' | 'update' | 'delete' | 'getDelete' | 'redo' | 'analysis' | 'exportExcel';

/**
 * A resource of the registry: every entity of spec section 3 that the generic engine serves
 * at `/api/v1/{name}` and the generic screens show at `/{name}`. Each row also has `id`,
 * `createdAt` and `updatedAt`; `softDelete` adds `isDelete`. What differs between resources
 * is declared here, never branched on by name.
 */
export interface ResourceDef {
  /** Path segment, permission key and i18n key (`resources.{name}`). */
  readonly name: string;
  /** Database table. Views (user lookups, comment kinds) share their base's table. */
  readonly table: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** Deleting sets `isDelete` instead of removing the row; redo clears it. */
  readonly softDelete: boolean;
  /** Field shown as the row's name in references and breadcrumbs. */
  readonly titleField: string;
  /**
   * What a record is found by beyond its own `search` fields: fields of the row one of its
   * references points at (an order by its customer's and its designer's names). The lists'
   * `q` matches them with the record's own (docs/api.md, Search).
   */
  readonly searchThrough?: Readonly<Record<string, readonly string[]>>;
  /** Columns of the generic list, in order. */
  readonly columns: readonly string[];
  /** Fields of the generic create and edit form, in order. */
  readonly form: readonly string[];
  /**
   * The record page's detail sections, in order, when it groups its fields (a customer's
   * About and Contact): each section's fields in order, its title `{resource}.{section}`.
   */
  readonly detail?: Readonly<Record<string, readonly string[]>>;
  /** Listed and read only: no create, update or delete through the API. */
  readonly readOnly?: boolean;
  /** A filtered window on another resource (user lookups, comment kinds). */
  readonly view?: {
    readonly of: string;
    /** Field and allowed values every row of the view has. */
    readonly where: Readonly<Record<string, readonly (string | number)[] | 'notNull'>>;
    /** Permission (resource, action) that opens the view instead of `get` on its own name. */
    readonly permission?: readonly [string, string];
  };
  /** Hidden from outsourced users (spec section 2). */
  readonly hiddenFromOutsource?: boolean;
  /** The rows each kind of caller may reach. */
  readonly scope?: ResourceScope;
  /** Field the server sets to the caller's id when a row is created (the row's author). */
  readonly owner?: string;
  /**
   * Field naming the person a row belongs to: `GET /{resource}/me` lists the caller's own rows
   * (their salary, their shifts, the mistakes against them) without the resource's `get`.
   */
  readonly mine?: string;
  /**
   * Once `when` is true (a mistake record accepted by its victim), these fields no longer
   * change and the row is no longer deleted.
   */
  readonly settled?: { readonly when: string; readonly fields: readonly string[] };
  /** Indexes over several fields, beyond the one on each reference, `status` and `createdAt`. */
  readonly indexes?: readonly (readonly string[])[];
  /** Ids of rows the product relies on (the built-in roles): never deleted. */
  readonly builtIn?: readonly number[];
  /** Action keys of the permission matrix beyond the engine's (order keys, user lookup keys). */
  readonly extraActions?: readonly string[];
  /**
   * Field whose values the database keeps row totals for (per value and soft deletion, in
   * `row_counts`, by triggers a migration installs): a list filtered on nothing else gets its
   * exact total without counting the table. Orders declare `status`.
   */
  readonly countedBy?: string;
  /**
   * Fields set only by callers holding a permission beyond the engine action's (a user's
   * salary terms need salaryInfos.update; an order's price, payment status, requirements,
   * deadline and deal price their own order keys), possibly never by outsourced users, and
   * the rows on which they stay empty (a customer-role user draws no salary): a create or
   * update setting one is refused, 403 or 400, whatever route it takes.
   */
  readonly guardedFields?: readonly FieldGuard[];
  /** Permission key each engine action needs when it is not the action's own name. */
  readonly actionKeys?: Readonly<Partial<Record<ResourceAction, string>>>;
}

/** See {@link ResourceDef.guardedFields}. */
export interface FieldGuard {
  readonly fields: readonly string[];
  /** The (resource, action) a caller needs to set them. */
  readonly permission: readonly [string, string];
  /** Outsourced users never set them, whatever their keys (spec section 5: deadline and deal price). */
  readonly staffOnly?: boolean;
  /** Checked when a row changes only: a new row may carry them under `create` (the order create form's price). */
  readonly updateOnly?: boolean;
  /** Rows where they stay empty: `field` holding one of `in`, and why (the 400's words). */
  readonly emptyWhen?: { readonly field: string; readonly in: readonly (string | number)[]; readonly reason: string };
}

/** Keeps a resource definition's literal types, so rows, inputs and tables derive from it. */
export const defineResource = <const D extends ResourceDef>(def: D): D => def;

type LookupOptions = {
  readonly softDelete?: boolean;
  readonly columns?: readonly string[];
  readonly hiddenFromOutsource?: boolean;
  readonly titleField?: string;
  /** Fields of the form, in order (`isDelete`: the edit form's delete switch). @default every field */
  readonly form?: readonly string[];
};

/** A simple lookup resource: every field listed and edited, no soft delete unless asked. */
export const lookup = <
  const N extends string,
  const F extends Readonly<Record<string, FieldDef>>,
  const O extends LookupOptions = object,
>(
  name: N,
  fields: F,
  opts?: O,
) => ({
  name,
  table: snake(name),
  fields,
  softDelete: (opts?.softDelete ?? false) as O extends { softDelete: true } ? true : false,
  titleField: opts?.titleField ?? 'name',
  // Soft-deleting lookups show the deleted flag, so staff can filter, sort on and restore deleted rows.
  columns: [...(opts?.columns ?? Object.keys(fields)), ...(opts?.softDelete ? ['isDelete'] : [])],
  form: opts?.form ?? Object.keys(fields),
  hiddenFromOutsource: opts?.hiddenFromOutsource,
});

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export const nameField = () => f.string({ required: true, search: true });
export const descriptionField = () => f.text({ search: true });
