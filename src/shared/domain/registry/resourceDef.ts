import { f, type FieldDef } from '../fields';

/**
 * The resource registry: every entity of spec section 3 that the generic engine serves at
 * `/api/v1/{name}` and the generic screens show at `/{name}`. Each row also gets `id`,
 * `createdAt` and `updatedAt`; `softDelete` adds `isDelete`.
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
  /** Columns of the generic list, in order. */
  readonly columns: readonly string[];
  /** Fields of the generic create and edit form, in order. */
  readonly form: readonly string[];
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
}

/** A simple lookup resource: every field listed and edited, no soft delete unless asked. */
export const lookup = (
  name: string,
  fields: Record<string, FieldDef>,
  opts: { softDelete?: boolean; columns?: string[]; hiddenFromOutsource?: boolean; titleField?: string } = {},
): ResourceDef => ({
  name,
  table: snake(name),
  fields,
  softDelete: opts.softDelete ?? false,
  titleField: opts.titleField ?? 'name',
  // Soft-deleting lookups show the deleted flag, so staff can filter, sort on and restore deleted rows.
  columns: [...(opts.columns ?? Object.keys(fields)), ...(opts.softDelete ? ['isDelete'] : [])],
  form: Object.keys(fields),
  hiddenFromOutsource: opts.hiddenFromOutsource,
});

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export const nameField = () => f.string({ required: true, search: true });
export const descriptionField = () => f.text({ search: true });
