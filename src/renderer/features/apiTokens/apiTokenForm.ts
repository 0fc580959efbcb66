import type { API_TOKEN_LIFETIMES } from '../../../shared/domain/apiTokens';
import { API_TOKEN_NAME_MAX, type CreateApiTokenBody } from '../../../shared/domain/apiTokens';
import type { PermissionEntry } from '../../../shared/api/endpoints/auth';
import { can, isManager, type Principal } from '../../../shared/domain/permissions';

/** What the new-token form holds. */
export interface ApiTokenFormValues {
  readonly name: string;
  /** Days until it ends: one of API_TOKEN_LIFETIMES. */
  readonly days: (typeof API_TOKEN_LIFETIMES)[number];
  readonly readOnly: boolean;
  /** The chosen keys, when not read-only. */
  readonly permission: Readonly<Record<string, readonly string[]>>;
}

export type ApiTokenFormErrors = Partial<Record<'name' | 'permission', string>>;

export const EMPTY_API_TOKEN_FORM: ApiTokenFormValues = { name: '', days: 30, readOnly: true, permission: {} };

/** i18n keys of the errors: a name (at most 100 characters), and a key unless read-only. */
export function apiTokenFormErrors(values: ApiTokenFormValues): ApiTokenFormErrors {
  const errors: ApiTokenFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'form.required';
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = 'apiTokens.nameTooLong';
  if (!values.readOnly && !Object.values(values.permission).some((actions) => actions.length > 0)) {
    errors.permission = 'apiTokens.choosePermission';
  }
  return errors;
}

/** The body of `POST /apiTokens`: the end `days` from `now`, and the chosen keys unless read-only. */
export function apiTokenBody(values: ApiTokenFormValues, now: Date = new Date()): CreateApiTokenBody {
  const expiresAt = new Date(now.getTime() + values.days * 86_400_000).toISOString();
  const base = { name: values.name.trim(), expiresAt };
  if (values.readOnly) return { ...base, readOnly: true };
  const permission = Object.fromEntries(
    Object.entries(values.permission)
      .filter(([, actions]) => actions.length > 0)
      .map(([resource, actions]) => [resource, [...actions]]),
  );
  return { ...base, readOnly: false, permission };
}

/** The groups of the matrix a token may take keys of: those its owner holds, a manager all. */
export function grantableEntries(user: Principal, entries: readonly PermissionEntry[]): PermissionEntry[] {
  if (isManager(user)) return [...entries];
  return entries
    .map((entry) => ({ ...entry, permissions: entry.permissions.filter((action) => can(user, entry.key, action)) }))
    .filter((entry) => entry.permissions.length > 0);
}

/** Ticks or unticks keys of one group. */
export function choose(
  permission: ApiTokenFormValues['permission'],
  resource: string,
  actions: readonly string[],
  on: boolean,
): ApiTokenFormValues['permission'] {
  const held = permission[resource] ?? [];
  const next = on ? [...new Set([...held, ...actions])] : held.filter((action) => !actions.includes(action));
  return { ...permission, [resource]: next };
}

/** How many keys are chosen. */
export const chosenCount = (permission: ApiTokenFormValues['permission']): number =>
  Object.values(permission).reduce((sum, actions) => sum + actions.length, 0);
