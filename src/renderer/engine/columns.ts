import { isSortable } from '../../shared/domain/fieldQuery';
import type { FieldDef } from '../../shared/domain/fields';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { filterInputKind, type FilterInputKind } from '../../shared/domain/fieldQuery';

/** One column of a generic list, derived from the registry. */
export interface ColumnSpec {
  readonly name: string;
  readonly field: FieldDef;
  readonly sortable: boolean;
  /** How the column header filters it, or null. */
  readonly filter: FilterInputKind | null;
}

export function listColumns(def: ResourceDef): ColumnSpec[] {
  const fields = allFields(def);
  return def.columns
    .filter((name) => Object.hasOwn(fields, name) && !fields[name].secret)
    .map((name) => {
      const field = fields[name];
      return { name, field, sortable: isSortable(field), filter: filterInputKind(field) };
    });
}

/** A field as a custom list's filter or header column: unsorted, with the field's own filter input. */
export function fieldColumn(name: string, field: FieldDef, filterField: FieldDef = field): ColumnSpec {
  return { name, field, sortable: false, filter: filterInputKind(filterField) };
}

/** A sortable header over a column, keeping its filter only when the user may use it. */
export function headerColumn(column: ColumnSpec, allowedFilters: readonly string[]): ColumnSpec {
  return { ...column, sortable: true, filter: allowedFilters.includes(column.name) ? column.filter : null };
}

/** Columns the Filter panel offers an input for, in column order (the same inputs as the column headers). */
export function panelFilterColumns(columns: readonly ColumnSpec[]): ColumnSpec[] {
  return columns.filter((c) => c.filter !== null);
}

/** Fields of a show page: every readable field, base fields first. */
export function showFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(allFields(def)).filter(([, field]) => !field.secret && field.type !== 'json');
}

/** One section of a record's page: its name (`details` when the registry declares none) and its fields. */
export interface DetailSection {
  readonly name: string;
  readonly fields: readonly { readonly name: string; readonly field: FieldDef }[];
}

/** A record page's sections: the registry's `detail` groups in order, else one of every readable field. */
export function detailSections(def: ResourceDef): DetailSection[] {
  const fields = allFields(def);
  if (!def.detail) return [{ name: 'details', fields: showFields(def).map(([name, field]) => ({ name, field })) }];
  return Object.entries(def.detail).map(([name, names]) => ({
    name,
    fields: names.filter((n) => Object.hasOwn(fields, n)).map((n) => ({ name: n, field: fields[n] })),
  }));
}

/** Fields of the create or edit form, read-only and secret ones left out on edit. */
export function formFields(def: ResourceDef, mode: 'create' | 'edit'): [string, FieldDef][] {
  const fields = allFields(def);
  // `isDelete` in a form is the edit form's delete switch: a new row is never created deleted.
  const deleteSwitch = (name: string) => name === 'isDelete' && def.softDelete && mode === 'edit';
  return def.form
    .filter((name) => Object.hasOwn(fields, name))
    .map((name): [string, FieldDef] => [name, fields[name]])
    .filter(([name, field]) => (!field.readOnly || deleteSwitch(name)) && !(mode === 'edit' && field.secret));
}
