import { exportColumnsOf, type ExportColumn } from '../../../shared/api/endpoints/exports';
import { allFields, getResource } from '../../../shared/domain/resources';
import type { WriterSpec } from './exportWriter';

/** What the export dialog knows of the screen's language: the labels of a resource, its fields and values. */
export interface ExportLabels {
  readonly resourceLabel: (resource: string) => string;
  readonly fieldLabel: (field: string, resource: string) => string;
  readonly enumLabel: (value: string) => string;
}

/**
 * The workbook of an export as the worker gets it: headers and sheet name in the screen's
 * language, and the translation of every value the export's `enum` columns may hold (the
 * registry's values of those fields), since a translation function cannot cross to a worker.
 */
export function writerSpecOf(resource: string, columns: readonly ExportColumn[], labels: ExportLabels): WriterSpec {
  const def = getResource(resource);
  const fields = def ? allFields(def) : {};
  const enumLabels: Record<string, string> = {};
  for (const column of columns) {
    if (column.kind !== 'enum') continue;
    for (const value of fields[column.field]?.values ?? []) enumLabels[value] = labels.enumLabel(value);
  }
  return {
    columns,
    headers: columns.map((c) => labels.fieldLabel(c.field, resource)),
    sheetName: labels.resourceLabel(resource),
    enumLabels,
  };
}

/** The columns the contract gives the export of a resource (the server answers the same). */
export function exportColumnsFor(resource: string): ExportColumn[] {
  const def = getResource(resource);
  if (!def) throw new Error(`The API has no export of ${resource}.`);
  return exportColumnsOf(def);
}
