// Which rows point at a row (a delete names them), and whether another row holds a unique value.
import { and, eq, ne, sql } from 'drizzle-orm';
import { isReference } from '../../shared/domain/fields';
import { baseResource, getResource, RESOURCE_LIST, type ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';
import type { Db } from '../db/connection';
import { columnOf } from './querySql';

/** Every (resource, field) of a table that points at rows of `target`'s table. */
function referencesTo(target: ResourceDef): { resource: ResourceDef; field: string; many: boolean }[] {
  const base = baseResource(target).name;
  return RESOURCE_LIST.filter((r) => !r.view).flatMap((resource) =>
    Object.entries(resource.fields).flatMap(([field, def]) => {
      const to = isReference(def) ? getResource(def.to) : undefined;
      return to && baseResource(to).name === base ? [{ resource, field, many: def.type === 'refs' }] : [];
    }),
  );
}

/** How many rows of each resource point at the row `id` of `target` (soft-deleted rows included). */
export async function countReferences(
  db: Db,
  target: ResourceDef,
  id: number,
): Promise<{ resource: string; count: number }[]> {
  const counts = new Map<string, number>();
  for (const { resource, field, many } of referencesTo(target)) {
    const column = columnOf(tableOfResource(resource), field);
    const where = many ? sql`${column} @> ${JSON.stringify([id])}::jsonb` : eq(column, id);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tableOfResource(resource))
      .where(where);
    if (row && row.n > 0) counts.set(resource.name, (counts.get(resource.name) ?? 0) + row.n);
  }
  return [...counts].map(([resource, count]) => ({ resource, count }));
}

/**
 * True when another row than `selfId` holds this value of a unique field: text compared without
 * case, any other column (a month's `date`) as it is, since `lower()` takes only text.
 */
export async function isTaken(
  db: Db,
  resource: ResourceDef,
  field: string,
  value: unknown,
  selfId: number | null,
): Promise<boolean> {
  const table = tableOfResource(resource);
  const column = columnOf(table, field);
  const same =
    typeof value === 'string' && column.getSQLType() === 'text'
      ? sql`lower(${column}) = lower(${value})`
      : eq(column, value);
  const rows = await db
    .select({ id: columnOf(table, 'id') })
    .from(table)
    .where(and(same, selfId === null ? undefined : ne(columnOf(table, 'id'), selfId)))
    .limit(1);
  return rows.length > 0;
}
