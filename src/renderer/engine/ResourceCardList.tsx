import { Card, Classes, H5 } from '@blueprintjs/core';
import { CellValue } from '../components/labels/CellValue';
import type { ColumnSpec } from './columns';
import { NO_EXTRA_COLUMNS, type ExtraColumn } from './extraColumns';
import type { Row } from '../components/form/formValues';
import type { ResourceAbilities } from './resourceAbilities';
import { RowActions } from './RowActions';
import { useLabels } from '../components/labels/useLabels';
import type { TitleLookup } from '../components/labels/refTitles';
import { toText } from '../components/form/toText';

export interface ResourceCardListProps {
  readonly resource: string;
  readonly titleField: string;
  readonly columns: readonly ColumnSpec[];
  readonly rows: readonly Row[];
  readonly titleOf: TitleLookup;
  readonly abilities: ResourceAbilities;
  /** Fields after the resource's own. @default none */
  readonly extraColumns?: readonly ExtraColumn[];
}

/** The narrow-screen list (under 765 px): one card per row with its columns as label and value. */
export function ResourceCardList(props: ResourceCardListProps) {
  const { resource, titleField, columns, rows, titleOf, abilities, extraColumns = NO_EXTRA_COLUMNS } = props;
  const { fieldLabel } = useLabels();
  return (
    <div className="bo-card-list" data-testid="resource-table">
      {rows.map((row) => (
        <Card key={toText(row.id)} compact className="bo-row-card">
          <div className="bo-row-card-head">
            <H5 className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{toText(row[titleField] ?? `#${toText(row.id)}`)}</H5>
            <RowActions resource={resource} row={row} abilities={abilities} />
          </div>
          <dl className="bo-row-card-fields">
            {columns
              .filter((column) => column.name !== titleField)
              .map((column) => (
                <div key={column.name}>
                  <dt className={Classes.TEXT_MUTED}>{fieldLabel(column.name, resource)}</dt>
                  <dd>
                    <CellValue field={column.field} value={row[column.name]} titleOf={titleOf} />
                  </dd>
                </div>
              ))}
            {extraColumns.map((extra) => (
              <div key={extra.id}>
                <dt className={Classes.TEXT_MUTED}>{extra.title}</dt>
                <dd>{extra.render(row)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
