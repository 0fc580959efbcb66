import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { can, reachesEveryRow } from '../../shared/domain/permissions';
import { baseResource, getResource, type ResourceDef, type ScopeRule } from '../../shared/domain/resources';
import type { ScopedKind } from '../../shared/domain/registry/resourceDef';
import { isCustomerUser } from '../../shared/domain/roles';
import { tableOfResource, type AnyTable } from '../db/columns';
import type { Db } from '../db/connection';
import type { AuthUser } from '../plugins/auth';
import { columnOf } from './querySql';

/**
 * The record scopes of the registry as SQL: who may reach which rows of a resource. One
 * condition serves every way a row leaves the server (lists, get by id, `includes`, custom
 * lists, exports, analysis), so no path can forget it.
 */

/** Which of a resource's scope rules apply to the user; null for managers, who reach every row. */
export function scopedKind(user: AuthUser): ScopedKind | null {
  if (reachesEveryRow(user)) return null;
  if (isCustomerUser(user)) return 'customer';
  return user.isOutsource ? 'outsource' : 'staff';
}

/** Nesting of `readableIn` rules followed before giving up (a registry cycle would be a bug). */
const MAX_DEPTH = 4;

const NOTHING = sql`false`;

const EVERYTHING = sql`true`;

function ruleCondition(db: Db, user: AuthUser, table: AnyTable, rule: ScopeRule, depth: number): SQL {
  if ('anyOf' in rule) return or(...rule.anyOf.map((r) => ruleCondition(db, user, table, r, depth))) ?? NOTHING;
  if ('allOf' in rule) return and(...rule.allOf.map((r) => ruleCondition(db, user, table, r, depth))) ?? EVERYTHING;
  if ('permitted' in rule) return can(user, rule.permitted[0], rule.permitted[1]) ? EVERYTHING : NOTHING;
  const column = columnOf(table, rule.field);
  if ('present' in rule) return rule.present ? isNotNull(column) : isNull(column);
  if ('is' in rule) {
    if (rule.is === 'caller') return eq(column, user.id);
    return user.customerId === null ? NOTHING : eq(column, user.customerId);
  }
  if ('in' in rule) return rule.in.length === 0 ? NOTHING : inArray(column, [...rule.in]);
  const target = getResource(rule.readableIn);
  if (!target || depth >= MAX_DEPTH) return NOTHING;
  const targetTable = tableOfResource(target);
  const id = columnOf(targetTable, 'id');
  const readable = db
    .select({ id })
    .from(targetTable)
    .where(and(liveCondition(target, targetTable), scopeCondition(db, user, target, depth + 1)));
  return inArray(column, readable);
}

/** Rows not soft-deleted, for resources that delete softly. */
function liveCondition(resource: ResourceDef, table: AnyTable): SQL | undefined {
  return resource.softDelete ? eq(columnOf(table, 'isDelete'), false) : undefined;
}

/** A view's own restriction: its rows are those of the base with these values. */
export function viewCondition(resource: ResourceDef): SQL | undefined {
  const where = resource.view?.where;
  if (!where) return undefined;
  const table = tableOfResource(resource);
  return and(
    ...Object.entries(where).map(([field, allowed]) =>
      allowed === 'notNull' ? isNotNull(columnOf(table, field)) : inArray(columnOf(table, field), [...allowed]),
    ),
  );
}

/**
 * The condition every row of `resource` a user reaches meets: the view's restriction and the
 * scope rules of the user's kind (outsourced, customer, staff). Undefined when nothing narrows.
 */
export function scopeCondition(db: Db, user: AuthUser, resource: ResourceDef, depth = 0): SQL | undefined {
  const kind = scopedKind(user);
  const rules = kind ? (baseResource(resource).scope?.[kind] ?? []) : [];
  const table = tableOfResource(resource);
  return and(viewCondition(resource), ...rules.map((rule) => ruleCondition(db, user, table, rule, depth)));
}

/** A 400 when a row written through a view would fall outside it (a designer with roleId 3). */
export function outsideView(resource: ResourceDef, row: Readonly<Record<string, unknown>>): string | null {
  for (const [field, allowed] of Object.entries(resource.view?.where ?? {})) {
    const value = row[field];
    const inside = allowed === 'notNull' ? value != null : allowed.includes(value as string | number);
    if (!inside) return field;
  }
  return null;
}
