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
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { FieldDef } from '../../shared/domain/fields';
import { snake, TABLE_RESOURCES, type ResourceDef } from '../../shared/domain/resources';

/** The column a registry field is stored in. */
function columnFor(field: string, def: FieldDef): PgColumnBuilderBase {
  const column = snake(field);
  const base = (() => {
    switch (def.type) {
      case 'string':
      case 'text':
      case 'html':
      case 'enum':
      case 'color':
      case 'image':
        return text(column);
      case 'int':
      case 'rate':
      case 'ref':
        return integer(column);
      case 'number':
        return doublePrecision(column);
      case 'money':
        return bigint(column, { mode: 'number' });
      case 'boolean':
        return boolean(column);
      case 'date':
        return date(column, { mode: 'string' });
      case 'datetime':
        return timestamp(column, { withTimezone: true, mode: 'date' });
      case 'refs':
      case 'list':
      case 'images':
      case 'json':
        return jsonb(column);
    }
  })();
  return def.required && !def.readOnly ? base.notNull() : base;
}

/**
 * Builds a resource's Drizzle table from its registry entry: `id`, the fields, `isDelete`
 * for soft-deleting resources, `createdAt` and `updatedAt`, and an index on every reference,
 * `status` and `createdAt`.
 */
export function tableFor(resource: ResourceDef) {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  };
  for (const [field, def] of Object.entries(resource.fields)) columns[field] = columnFor(field, def);
  if (resource.softDelete) columns.isDelete = boolean('is_delete').notNull().default(false);
  columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

  const indexed = [
    ...Object.entries(resource.fields)
      .filter(([field, def]) => def.type === 'ref' || field === 'status')
      .map(([field]) => field),
    'createdAt',
  ];
  return pgTable(resource.table, columns, (t) =>
    indexed.map((field) => index(`${resource.table}_${snake(field)}_idx`).on(t[field])),
  );
}

export type ResourceTable = ReturnType<typeof tableFor>;

const byName = new Map<string, ResourceTable>();

/** The table behind a resource (a view's base table for views). Built once per resource. */
export function resourceTable(resource: ResourceDef): ResourceTable {
  const owner = resource.view ? TABLE_RESOURCES.find((r) => r.name === resource.view?.of) : resource;
  if (!owner) throw new Error(`resource ${resource.name} has no table`);
  let table = byName.get(owner.name);
  if (!table) {
    table = tableFor(owner);
    byName.set(owner.name, table);
  }
  return table;
}
