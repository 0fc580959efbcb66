import { Cell, Column } from '@blueprintjs/table';
import { useMemo } from 'react';
import { CellValue } from '../components/labels/CellValue';
import type { ColumnSpec } from './columns';
import { NO_EXTRA_COLUMNS, type ExtraColumn } from './extraColumns';
import type { Row } from '../components/form/formValues';
import { listHeaderCell } from './listHeaderCell';
import type { ListState, SetListState } from './listState';
import { ListTable } from './ListTable';
import type { ResourceAbilities } from './resourceAbilities';
import { RowActions } from './RowActions';
import { baseColumnWidth } from './tableLayout';
import { useLabels } from '../components/labels/useLabels';
import type { TitleLookup } from '../components/labels/refTitles';

export interface ResourceTableProps {
  readonly resource: string;
  readonly columns: readonly ColumnSpec[];
  readonly rows: readonly Row[];
  readonly state: ListState;
  readonly onStateChange: SetListState;
  readonly titleOf: TitleLookup;
  readonly abilities: ResourceAbilities;
  readonly loading: boolean;
  /** Columns after the resource's own. @default none */
  readonly extraColumns?: readonly ExtraColumn[];
}

/** The wide-screen list: a Blueprint Table2 with sortable, filterable column headers and row actions. */
export function ResourceTable(props: ResourceTableProps) {
  const { resource, columns, rows, state, onStateChange, titleOf, abilities, loading } = props;
  const { extraColumns = NO_EXTRA_COLUMNS } = props;
  const { fieldLabel } = useLabels();
  const baseWidths = useMemo(
    () => [...columns.map((c) => baseColumnWidth(c.field.type)), ...extraColumns.map((c) => c.width)],
    [columns, extraColumns],
  );

  return (
    <ListTable
      testId="resource-table"
      rowCount={rows.length}
      baseWidths={baseWidths}
      loading={loading}
      renderActions={(i) => <RowActions resource={resource} row={rows[i]} abilities={abilities} />}
      cellRendererDependencies={[rows, titleOf, abilities, extraColumns]}
    >
      {[
        ...columns.map((column) => (
          <Column
            key={column.name}
            id={column.name}
            cellRenderer={(i) => (
              <Cell className="bo-cell">
                <CellValue field={column.field} value={rows[i]?.[column.name]} titleOf={titleOf} />
              </Cell>
            )}
            columnHeaderCellRenderer={() =>
              listHeaderCell(fieldLabel(column.name, resource), column, state, onStateChange)
            }
          />
        )),
        ...extraColumns.map((extra) => (
          <Column
            key={extra.id}
            id={extra.id}
            cellRenderer={(i) => <Cell className="bo-cell">{rows[i] && extra.render(rows[i])}</Cell>}
            columnHeaderCellRenderer={() => listHeaderCell(extra.title, null, state, onStateChange)}
          />
        )),
      ]}
    </ListTable>
  );
}
