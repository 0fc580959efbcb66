import { can, isManager, type PermissionMap, type Principal } from '../../src/shared/domain/permissions';
import { baseResource, getResource, type ResourceDef, type ScopeRule } from '../../src/shared/domain/resources';
import type { ScopedKind } from '../../src/shared/domain/registry/resourceDef';
import { isCustomerUser } from '../../src/shared/domain/roles';

/**
 * A second reading of the registry's record scopes, in plain JavaScript over the rows a
 * manager lists: what each account should reach. The server answers with SQL
 * (`src/server/resources/scope.ts`); the security matrix compares the two, so a path that
 * forgets the scope (or applies too much of it) shows up as a leak or an over-refusal.
 */

export type Row = Readonly<Record<string, unknown>> & { readonly id: number };

/** A demo account as the scope rules see it. */
export interface Account extends Principal {
  readonly email: string;
  readonly roleId: number | null;
  readonly customerId: number | null;
}

/** The account of a users row, as a manager reads it. */
export function accountOf(user: Row): Account {
  return {
    id: user.id,
    email: String(user.email),
    roleId: (user.roleId as number | null) ?? null,
    customerId: (user.customerId as number | null) ?? null,
    scope: (user.scope as string | null) ?? null,
    isOutsource: user.isOutsource === true,
    permission: (user.permission as PermissionMap | null) ?? null,
  };
}

function kindOf(account: Account): ScopedKind | null {
  if (isManager(account)) return null;
  if (isCustomerUser(account)) return 'customer';
  return account.isOutsource ? 'outsource' : 'staff';
}

/** Every live row of each resource, as a manager lists it; filled by the caller. */
export type AllRows = (resource: ResourceDef) => readonly Row[];

/** The ids of `resource` that `account` should reach, computed from the declared rules. */
export function reachableIds(account: Account, resource: ResourceDef, all: AllRows): ReadonlySet<number> {
  const memo = new Map<string, ReadonlySet<number>>();
  const reach = (def: ResourceDef): ReadonlySet<number> => {
    const known = memo.get(def.name);
    if (known) return known;
    const kind = kindOf(account);
    const rules = kind ? (baseResource(def).scope?.[kind] ?? []) : [];
    const ids = new Set(
      all(def)
        .filter((row) => rules.every((rule) => holds(rule, row)))
        .map((row) => row.id),
    );
    memo.set(def.name, ids);
    return ids;
  };
  const holds = (rule: ScopeRule, row: Row): boolean => {
    if ('anyOf' in rule) return rule.anyOf.some((r) => holds(r, row));
    if ('allOf' in rule) return rule.allOf.every((r) => holds(r, row));
    if ('permitted' in rule) return can(account, rule.permitted[0], rule.permitted[1]);
    const value = row[rule.field];
    if ('present' in rule) return (value !== null && value !== undefined) === rule.present;
    if ('is' in rule) return value === (rule.is === 'caller' ? account.id : (account.customerId ?? NaN));
    if ('in' in rule) return rule.in.includes(String(value));
    const target = getResource(rule.readableIn);
    return target !== undefined && typeof value === 'number' && reach(target).has(value);
  };
  return reach(resource);
}
