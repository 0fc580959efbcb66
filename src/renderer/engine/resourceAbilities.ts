import { can, type Principal } from '../../shared/domain/permissions';
import type { ResourceDef } from '../../shared/domain/resources';

/** What the user may do on a resource's rows; controls without the key are hidden (spec section 6). */
export interface ResourceAbilities {
  readonly create: boolean;
  readonly update: boolean;
  readonly remove: boolean;
  /** Undo a soft delete: a `PUT {isDelete:false}`, so it needs update. */
  readonly redo: boolean;
  readonly show: boolean;
}

export function resourceAbilities(user: Principal, def: ResourceDef): ResourceAbilities {
  const permissionOf = def.view?.of ?? def.name;
  const writable = !def.readOnly;
  const allowed = (action: string) => can(user, def.name, action) || can(user, permissionOf, action);
  return {
    create: writable && def.form.length > 0 && allowed('create'),
    update: writable && def.form.length > 0 && allowed('update'),
    remove: writable && allowed('delete'),
    redo: writable && def.softDelete && allowed('update'),
    show: allowed('getOne') || allowed('get'),
  };
}
