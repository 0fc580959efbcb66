import { allFields, type ResourceDef } from '../../shared/domain/resources';

/**
 * What the audit trail keeps of a row and of a change to it: pure functions over the
 * registry's fields, so services compute their audit entries without the database.
 */

type Values = Record<string, unknown>;

/** A row created, updated or deleted, with what the audit keeps of it before and after. */
export interface RowChange<Row> {
  readonly action: 'create' | 'update' | 'delete';
  readonly row: Row;
  readonly before: Readonly<Values> | null;
  readonly after: Readonly<Values> | null;
}

/** A value as JSON keeps it: instants as ISO strings. */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The row's fields as the audit keeps them: every readable field, never a secret one. */
export function auditable(resource: ResourceDef, row: Readonly<Values> | null | undefined): Values | null {
  if (!row) return null;
  const fields = allFields(resource);
  return Object.fromEntries(
    Object.entries(row).flatMap(([name, value]) =>
      name in fields && !fields[name].secret ? [[name, plain(value)]] : [],
    ),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** The fields that changed, before and after (updatedAt left out: it always changes). */
export function changedFields(
  resource: ResourceDef,
  before: Readonly<Values>,
  after: Readonly<Values>,
): { before: Values; after: Values } {
  const old = auditable(resource, before) ?? {};
  const now = auditable(resource, after) ?? {};
  const keys = Object.keys(now).filter((key) => key !== 'updatedAt' && !same(old[key], now[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, old[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, now[key] ?? null])),
  };
}
