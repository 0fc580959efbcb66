import { Classes, HTMLTable } from '@blueprintjs/core';
import type { FieldDef } from '../../shared/domain/fields';
import { CellValue } from '../components/labels/CellValue';
import { useLabels } from '../components/labels/useLabels';
import type { TitleLookup } from '../components/labels/refTitles';

/** Props of {@link FieldTable}. */
export interface FieldTableProps {
  readonly resource: string;
  readonly fields: readonly { readonly name: string; readonly field: FieldDef }[];
  readonly row: Readonly<Record<string, unknown>>;
  readonly titleOf: TitleLookup;
  /** Show an empty value as a muted dash rather than the cell's own empty rendering. @default false */
  readonly dashWhenEmpty?: boolean;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A record's fields as label and value rows, each value drawn as the lists draw it. */
export function FieldTable({ resource, fields, row, titleOf, dashWhenEmpty = false }: FieldTableProps) {
  const { fieldLabel } = useLabels();
  return (
    <HTMLTable compact className="bo-show-table">
      <tbody>
        {fields.map(({ name, field }) => (
          <tr key={name}>
            <th scope="row">{fieldLabel(name, resource)}</th>
            <td>
              {dashWhenEmpty && isEmpty(row[name]) ? (
                <span className={Classes.TEXT_DISABLED}>—</span>
              ) : (
                <CellValue field={field} value={row[name]} titleOf={titleOf} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
