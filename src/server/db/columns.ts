import { getTableColumns, sql, type $Type, type HasDefault, type IsIdentity, type NotNull } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type PgBigInt53BuilderInitial,
  type PgBooleanBuilderInitial,
  type AnyPgColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgDateStringBuilderInitial,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgTableWithColumns,
  type PgTextBuilderInitial,
  type PgTimestampBuilderInitial,
} from 'drizzle-orm/pg-core';
import type { BuildColumns } from 'drizzle-orm/column-builder';
import type { FieldDef, FieldType } from '../../shared/domain/fields';
import type { FieldValue } from '../../shared/domain/resourceTypes';
import {
  baseResource,
  getResource,
  RESOURCES,
  snake,
  type ResourceDef,
  type ResourceName,
  type ResourceOf,
} from '../../shared/domain/resources';

/** The Drizzle column builder of each field type, before its value type is narrowed. */
interface BuilderByType {
  string: PgTextBuilderInitial<'', [string, ...string[]]>;
  text: PgTextBuilderInitial<'', [string, ...string[]]>;
  html: PgTextBuilderInitial<'', [string, ...string[]]>;
  email: PgTextBuilderInitial<'', [string, ...string[]]>;
  password: PgTextBuilderInitial<'', [string, ...string[]]>;
  enum: PgTextBuilderInitial<'', [string, ...string[]]>;
  color: PgTextBuilderInitial<'', [string, ...string[]]>;
  image: PgTextBuilderInitial<'', [string, ...string[]]>;
  int: PgIntegerBuilderInitial<''>;
  rate: PgIntegerBuilderInitial<''>;
  ref: PgIntegerBuilderInitial<''>;
  number: PgDoublePrecisionBuilderInitial<''>;
  money: PgBigInt53BuilderInitial<''>;
  boolean: PgBooleanBuilderInitial<''>;
  date: PgDateStringBuilderInitial<''>;
  datetime: PgTimestampBuilderInitial<''>;
  refs: PgJsonbBuilderInitial<''>;
  list: PgJsonbBuilderInitial<''>;
  images: PgJsonbBuilderInitial<''>;
  json: PgJsonbBuilderInitial<''>;
}

/** The column of a field: its builder, typed with the registry's value, NOT NULL when required. */
type ColumnOf<D extends FieldDef> =
  $Type<BuilderByType[D['type']], FieldValue<D, Date>> extends infer B extends PgColumnBuilderBase
    ? D extends { readonly required: true }
      ? D extends { readonly readOnly: true }
        ? B
        : NotNull<B>
      : B
    : never;

type Stamp = NotNull<HasDefault<PgTimestampBuilderInitial<''>>>;

/** Every column of a resource's table, typed from its definition. */
export type ColumnsOf<D extends ResourceDef> = {
  id: IsIdentity<NotNull<PgIntegerBuilderInitial<''>>, 'byDefault'>;
  createdAt: Stamp;
  updatedAt: Stamp;
} & { [K in keyof D['fields']]: ColumnOf<D['fields'][K]> } & (D['softDelete'] extends true
    ? { isDelete: NotNull<HasDefault<PgBooleanBuilderInitial<''>>> }
    : unknown);

/** The Drizzle table of a resource, with a typed column per field. */
export type TableOf<D extends ResourceDef> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ColumnsOf<D>, 'pg'>;
  dialect: 'pg';
}>;

/** The table a resource of the registry is stored in (a view's base). */
export type ResourceTable<N extends ResourceName> = TableOf<ResourceOf<N>>;

const BUILDERS: Readonly<Record<FieldType, (column: string) => PgColumnBuilderBase>> = {
  string: text,
  text,
  html: text,
  email: text,
  password: text,
  enum: text,
  color: text,
  image: text,
  int: integer,
  rate: integer,
  ref: integer,
  number: doublePrecision,
  money: (column) => bigint(column, { mode: 'number' }),
  boolean,
  date: (column) => date(column, { mode: 'string' }),
  datetime: (column) => timestamp(column, { withTimezone: true, mode: 'date' }),
  refs: jsonb,
  list: jsonb,
  images: jsonb,
  json: jsonb,
};

/** What the column builders of this file offer beyond PgColumnBuilderBase. */
interface Constrainable {
  notNull(): PgColumnBuilderBase;
  references(ref: () => AnyPgColumn): PgColumnBuilderBase;
}

/**
 * The column a registry field is stored in. A `ref` field gets a foreign key to its target's
 * table (resolved lazily: tables refer to each other), so no row points at nothing.
 */
function columnFor(field: string, def: FieldDef): PgColumnBuilderBase {
  let column = BUILDERS[def.type](snake(field));
  const target = def.type === 'ref' && def.to ? getResource(def.to) : undefined;
  if (target) column = (column as unknown as Constrainable).references(() => tableOfResource(target).id);
  return def.required && !def.readOnly ? (column as unknown as Constrainable).notNull() : column;
}

/**
 * Builds a resource's Drizzle table from its registry entry: `id`, the fields, `isDelete`
 * for soft-deleting resources, `createdAt` and `updatedAt`, and its indexes: one on every
 * reference and `status`; `(created_at, id)` for the default newest-first order and deep
 * pages (on soft-deleting resources one for the live rows and one for the deleted); a
 * trigram index on every search field, for `q` (a contains match) at any size; and one on
 * every image field (btree for one image, GIN for a list), so a stored image leads back to
 * the records that show it (search by image, file links) without a scan.
 */
export function tableFor<D extends ResourceDef>(resource: D): TableOf<D> {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  };
  for (const [field, def] of Object.entries(resource.fields)) columns[field] = columnFor(field, def);
  if (resource.softDelete) columns.isDelete = boolean('is_delete').notNull().default(false);
  columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

  const indexed = Object.entries(resource.fields)
    .filter(([field, def]) => def.type === 'ref' || field === 'status')
    .map(([field]) => field);
  const searched = Object.entries(resource.fields)
    .filter(([, def]) => def.search && !def.secret)
    .map(([field]) => field);
  const imaged = Object.entries(resource.fields).filter(([, def]) => def.type === 'image' || def.type === 'images');
  // The one cast of the registry: the columns built above are those ColumnsOf<D> describes.
  const composite = resource.indexes ?? [];
  return pgTable(resource.table, columns, (t) => [
    ...indexed.map((field) => index(`${resource.table}_${snake(field)}_idx`).on(t[field])),
    ...(resource.softDelete
      ? [
          index(`${resource.table}_live_created_at_id_idx`)
            .on(t.createdAt, t.id)
            .where(sql`is_delete = false`),
          index(`${resource.table}_deleted_created_at_id_idx`)
            .on(t.createdAt, t.id)
            .where(sql`is_delete = true`),
        ]
      : [index(`${resource.table}_created_at_id_idx`).on(t.createdAt, t.id)]),
    ...searched.map((field) =>
      index(`${resource.table}_${snake(field)}_trgm_idx`).using('gin', t[field].op('gin_trgm_ops')),
    ),
    ...imaged.map(([field, def]) =>
      def.type === 'image'
        ? index(`${resource.table}_${snake(field)}_idx`).on(t[field])
        : index(`${resource.table}_${snake(field)}_gin_idx`).using('gin', t[field]),
    ),
    ...composite.map(([first, ...rest]) =>
      index(`${resource.table}_${[first, ...rest].map(snake).join('_')}_idx`).on(
        t[first],
        ...rest.map((field) => t[field]),
      ),
    ),
  ]) as unknown as TableOf<D>;
}

/** A table whose columns are known only at run time: what the generic engine works with. */
export type AnyTable = TableOf<ResourceDef>;

const byName = new Map<string, AnyTable>();

/** The table behind a resource the engine knows only at run time (a view's base table for views). */
export function tableOfResource(resource: ResourceDef): AnyTable {
  const owner = baseResource(resource);
  let table = byName.get(owner.name);
  if (!table) {
    table = tableFor(owner);
    byName.set(owner.name, table);
  }
  return table;
}

/** The typed table of a resource of the registry. */
export function resourceTable<N extends ResourceName>(name: N): ResourceTable<N> {
  // Built from the same definition that gives ResourceTable<N>.
  return tableOfResource(RESOURCES[name]) as unknown as ResourceTable<N>;
}

/** The Drizzle column of a field; the registry guarantees it exists. */
export function columnOf(table: AnyTable, field: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn | undefined>)[field];
  if (!column) throw new Error(`no column ${field}`);
  return column;
}
