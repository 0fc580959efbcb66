import { can } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';

/** A 403 naming `orders.{action}` unless the user holds it. */
export function assertOrderPermission(user: AuthUser, action: string): void {
  if (!can(user, 'orders', action)) {
    throw forbidden(`Missing permission: orders.${action}`, { resource: 'orders', action });
  }
}
