import type { AuditAction } from '../../../shared/domain/enums';
import { f, type FieldDef } from '../../../shared/domain/fields';
import { allFields, getResource } from '../../../shared/domain/resources';

/** What an audit event holds, as the diff reads it. */
export interface AuditChange {
  readonly action: AuditAction;
  readonly resource: string;
  readonly before?: Readonly<Record<string, unknown>> | null;
  readonly after?: Readonly<Record<string, unknown>> | null;
}

/** One field of a change: its name and its values before and after. */
export interface DiffRow {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * How a change reads: a create shows the values it was made with (`after`), a delete those it
 * had (`before`), anything else each changed field from before to after.
 */
export type DiffMode = 'after' | 'before' | 'change';

export interface AuditDiff {
  readonly mode: DiffMode;
  readonly rows: readonly DiffRow[];
}

/** Keys no reader needs: the record's own id, and the instant every write moves. */
const SKIPPED = new Set(['id', 'updatedAt']);

/** Fields a workflow step records besides the order's own: the history entry and the assignees. */
const STEP_FIELDS: Readonly<Record<string, FieldDef>> = {
  entry: f.ref('orderHistories'),
  assignedUser: f.refs('users'),
};

/** The field an audited key stands for: the resource's own, else a workflow step's; undefined when unknown. */
export function auditField(resource: string, name: string): FieldDef | undefined {
  const def = getResource(resource);
  const fields = def ? allFields(def) : {};
  if (Object.hasOwn(fields, name)) return fields[name];
  return Object.hasOwn(STEP_FIELDS, name) ? STEP_FIELDS[name] : undefined;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Equal by value; every empty value (null, absent, '', []) is the same nothing. */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(isEmpty(a) ? null : a) === JSON.stringify(isEmpty(b) ? null : b);

/** Keys in the resource's field order (its own fields, then id and the instants), unknown keys last. */
function ordered(resource: string, keys: Iterable<string>): string[] {
  const def = getResource(resource);
  const order = def ? [...Object.keys(def.fields), ...Object.keys(allFields(def))] : [];
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b));
}

/** The field-by-field reading of an audit event. */
export function auditDiff(change: AuditChange): AuditDiff {
  const before = change.before ?? {};
  const after = change.after ?? {};
  if (change.action === 'create' || change.action === 'delete') {
    const mode = change.action === 'create' ? 'after' : 'before';
    const values = mode === 'after' ? after : before;
    const keys = Object.keys(values).filter((key) => !SKIPPED.has(key) && !isEmpty(values[key]));
    return {
      mode,
      rows: ordered(change.resource, keys).map((field) => ({
        field,
        before: mode === 'before' ? values[field] : undefined,
        after: mode === 'after' ? values[field] : undefined,
      })),
    };
  }
  const keys = [...Object.keys(before), ...Object.keys(after)].filter(
    (key) => key !== 'updatedAt' && !same(before[key], after[key]),
  );
  return {
    mode: 'change',
    rows: ordered(change.resource, keys).map((field) => ({ field, before: before[field], after: after[field] })),
  };
}
