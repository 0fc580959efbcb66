import { API_PREFIX } from '../../shared/api/client';
import { getResource } from '../../shared/domain/resources';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Why a generic route a resource does not have is refused, for a 405 that says so: writes to
 * a read-only resource, the deleted list or soft delete of one that deletes for good. Null
 * when the path is simply unknown (a 404).
 */
export function notAllowedReason(method: string, url: string): string | null {
  const path = (url.split('?')[0] ?? '').slice(API_PREFIX.length);
  const [, name = '', next] = path.split('/');
  const resource = getResource(name);
  if (!resource) return null;
  if (resource.readOnly && WRITES.has(method)) return `${resource.name} is read-only.`;
  if (!resource.softDelete && (next === 'getDelete' || next === 'sortDelete')) {
    return `${resource.name} are deleted for good: there is no deleted list or soft delete.`;
  }
  return null;
}
