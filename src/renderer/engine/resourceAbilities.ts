import type { Principal } from '../../shared/domain/permissions';
import { mayDo } from '../../shared/domain/resourceAccess';
import type { ResourceDef } from '../../shared/domain/resources';
import { formFields } from './columns';

/**
 * What the user may do on a resource's rows; controls without the key are hidden (spec
 * section 6). The decision is the server's own (`mayDo`), so a control shown is one the
 * server accepts, and a redo needs `delete` on both sides.
 */
export interface ResourceAbilities {
  readonly create: boolean;
  readonly update: boolean;
  readonly remove: boolean;
  /** Undo a soft delete. */
  readonly redo: boolean;
  readonly show: boolean;
  /** Export the list to Excel (`exportExcel`). */
  readonly exportExcel: boolean;
}

export function resourceAbilities(user: Principal, def: ResourceDef): ResourceAbilities {
  const editable = def.form.length > 0;
  return {
    create: editable && mayDo(user, def, 'create'),
    update: editable && mayDo(user, def, 'update'),
    remove: mayDo(user, def, 'delete'),
    redo: mayDo(user, def, 'redo'),
    show: mayDo(user, def, 'getOne') || mayDo(user, def, 'get'),
    exportExcel: mayDo(user, def, 'exportExcel'),
  };
}

/**
 * How far a row is settled (a confirmed payment, an accepted fine): a settled row is never
 * deleted, and a frozen one (every field its edit form offers settled) is not edited either;
 * the server refuses both (409), so neither control is offered.
 */
export function settledState(
  def: ResourceDef,
  row: Readonly<Record<string, unknown>>,
): { readonly settled: boolean; readonly frozen: boolean } {
  const rule = def.settled;
  const settled = rule !== undefined && row[rule.when] === true;
  const frozen =
    settled &&
    formFields(def, 'edit').every(([name, field]) => field.createOnly === true || rule.fields.includes(name));
  return { settled, frozen };
}
