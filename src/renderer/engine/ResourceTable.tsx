import { useMemo } from 'react';
import { CellValue } from '../components/labels/CellValue';
import type { ColumnSpec } from './columns';
import { NO_EXTRA_COLUMNS, type ExtraColumn } from './extraColumns';
import type { Row } from '../components/form/formValues';
import { ListTable, type ListTableData, type TableColumn } from './ListTable';
import type { ResourceAbilities } from './resourceAbilities';
import { RowActions } from './RowActions';
import { baseColumnWidth } from './tableLayout';
import { useLabels } from '../components/labels/useLabels';
import type { TitleLookup } from '../components/labels/refTitles';

export interface ResourceTableProps extends ListTableData<Row> {
  readonly resource: string;
  readonly columns: readonly ColumnSpec[];
  readonly titleOf: TitleLookup;
  readonly abilities: ResourceAbilities;
  /** Columns after the resource's own. @default none */
  readonly extraColumns?: readonly ExtraColumn[];
}

/** The wide-screen list: a Blueprint Table2 with sortable, filterable column headers and row actions. */
export function ResourceTable(props: ResourceTableProps) {
  const { resource, columns, titleOf, abilities, extraColumns = NO_EXTRA_COLUMNS, ...list } = props;
  const { fieldLabel } = useLabels();
  const tableColumns = useMemo(
    (): TableColumn<Row>[] => [
      ...columns.map((column) => ({
        id: column.name,
        title: fieldLabel(column.name, resource),
        spec: column,
        width: baseColumnWidth(column.field.type),
        render: (row: Row) => <CellValue field={column.field} value={row[column.name]} titleOf={titleOf} />,
      })),
      ...extraColumns.map((extra) => ({ ...extra, spec: null })),
    ],
    [columns, extraColumns, fieldLabel, resource, titleOf],
  );

  return (
    <ListTable
      {...list}
      testId="resource-table"
      columns={tableColumns}
      renderActions={(row) => <RowActions resource={resource} row={row} abilities={abilities} />}
      cellRendererDependencies={[list.rows, titleOf, abilities, extraColumns]}
    />
  );
}
