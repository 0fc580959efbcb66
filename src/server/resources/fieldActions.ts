import { can } from '../../shared/domain/permissions';
import type { ResourceDef } from '../../shared/domain/resources';
import type { AuthUser } from '../plugins/auth';
import { forbidden } from '../plugins/httpErrors';

/** Stored and new column values are the same (instants compare by time, lists by items). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Refuses (403) a change of a field the resource guards beyond `update`: one with its own
 * action key the caller lacks (`fieldActions`), or one outsourced users never change
 * (`staffOnlyFields`). The generic PUT then cannot do what the field's own edit call refuses;
 * a form sending a guarded field back unchanged is not refused.
 */
export function assertFieldActions(
  user: AuthUser,
  resource: ResourceDef,
  row: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): void {
  for (const field of Object.keys(values)) {
    if (same(row[field], values[field])) continue;
    const action = resource.fieldActions?.[field];
    if (action && !can(user, resource.name, action)) {
      throw forbidden(`Changing ${field} needs the ${resource.name} ${action} permission.`, {
        resource: resource.name,
        action,
      });
    }
    if (user.isOutsource && resource.staffOnlyFields?.includes(field)) {
      throw forbidden(`Outsourced users cannot change the ${field}.`, {
        resource: resource.name,
        action: action ?? 'update',
      });
    }
  }
}
