import type { UploadType } from '../../../shared/api/uploads';
import { can, type Principal } from '../../../shared/domain/permissions';

/**
 * Who may upload what (docs/api.md, Uploads). Managers pass every check. An avatar is any
 * signed-in user's own; product and order images need orders.create, orders.update or
 * products.create (sales, leaders, designers); catalog and platform images need create or
 * update on productTypes or platforms, channel thumbnails on channels.
 */
const NEEDS: Readonly<Record<UploadType, readonly (readonly [string, string])[] | null>> = {
  avatar: null,
  product: [
    ['orders', 'create'],
    ['orders', 'update'],
    ['products', 'create'],
  ],
  order: [
    ['orders', 'create'],
    ['orders', 'update'],
    ['products', 'create'],
  ],
  productCatalog: [
    ['productTypes', 'create'],
    ['productTypes', 'update'],
  ],
  platform: [
    ['platforms', 'create'],
    ['platforms', 'update'],
  ],
  channel: [
    ['channels', 'create'],
    ['channels', 'update'],
  ],
};

/** Null when the user may upload `type`; else the permissions any one of which would allow it. */
export function missingUploadPermission(user: Principal, type: UploadType): string | null {
  const needs = NEEDS[type];
  if (!needs || needs.some(([resource, action]) => can(user, resource, action))) return null;
  return needs.map(([resource, action]) => `${resource}.${action}`).join(' or ');
}
