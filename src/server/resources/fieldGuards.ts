import { can } from '../../shared/domain/permissions';
import type { FieldGuard } from '../../shared/domain/registry/resourceDef';
import type { ResourceDef } from '../../shared/domain/resources';
import type { AuthUser } from '../plugins/auth';
import { forbidden, HttpError } from '../plugins/httpErrors';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Applies a resource's `guardedFields` to a create (`row` null) or an update: setting a
 * guarded field without its permission, or a staff-only one as an outsourced user, is a 403;
 * a value on a row where the fields stay empty a 400 naming them. A form sending a guarded
 * field back unchanged is not refused.
 */
export function assertGuardedFields(
  user: AuthUser,
  resource: ResourceDef,
  row: Readonly<Record<string, unknown>> | null,
  values: Readonly<Record<string, unknown>>,
): void {
  for (const guard of resource.guardedFields ?? []) {
    if (row !== null || !guard.updateOnly) assertGuard(user, guard, row, values);
  }
}

function assertGuard(
  user: AuthUser,
  guard: FieldGuard,
  row: Readonly<Record<string, unknown>> | null,
  values: Readonly<Record<string, unknown>>,
): void {
  const set = guard.fields.filter(
    (field) => field in values && (row ? !same(row[field], values[field]) : values[field] != null),
  );
  if (set.length === 0) return;
  const [permResource, action] = guard.permission;
  if (!can(user, permResource, action)) {
    throw forbidden(`Setting ${set.join(', ')} needs the ${permResource} ${action} permission.`, {
      resource: permResource,
      action,
    });
  }
  if (guard.staffOnly && user.isOutsource) {
    throw forbidden(`Outsourced users cannot set ${set.join(', ')}.`, { resource: permResource, action });
  }
  const empty = guard.emptyWhen;
  const filled = set.filter((field) => values[field] != null);
  if (empty && filled.length > 0 && empty.in.includes({ ...row, ...values }[empty.field] as string | number)) {
    throw new HttpError(400, `${filled.join(', ')}: ${empty.reason}.`, {
      fields: filled.map((path) => ({ path, message: `${empty.reason}.` })),
    });
  }
}
