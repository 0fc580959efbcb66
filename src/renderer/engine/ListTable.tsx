import { Cell, Column, Table2, TableLoadingOption } from '@blueprintjs/table';
import { useMemo, type DependencyList, type ReactNode } from 'react';
import type { ColumnSpec } from './columns';
import { listHeaderCell } from './listHeaderCell';
import type { ListState, SetListState } from './listState';
import { columnWidths, MIN_SCALE, TABLE_ROW_HEIGHT, tableHeight } from './tableLayout';
import { useElementWidth } from '../components/useElementWidth';
import { useLabels } from '../components/labels/useLabels';

/** A data column of a {@link ListTable}: its header, its natural width and what a row shows in it. */
export interface TableColumn<R> {
  /** The column's id, which the column chooser hides it by. */
  readonly id: string;
  readonly title: string;
  /** The header's sort and filter menu, or null for a header that only names the column. */
  readonly spec: ColumnSpec | null;
  /** Natural width, scaled to fill the container. */
  readonly width: number;
  readonly render: (row: R) => ReactNode;
}

/** What every list table shows and changes: the page's rows and the list state of its headers. */
export interface ListTableData<R> {
  readonly rows: readonly R[];
  /** The list state the headers' sort and filter menus read and change. */
  readonly state: ListState;
  readonly onStateChange: SetListState;
  /** The rows are being fetched again. */
  readonly loading: boolean;
}

/** Props of {@link ListTable}. */
export interface ListTableProps<R> extends ListTableData<R> {
  readonly testId: string;
  /** The data columns, after the actions column; memoised, for their widths follow them. */
  readonly columns: readonly TableColumn<R>[];
  /** Classes every data cell has besides `bo-cell`. @default none */
  readonly cellClassName?: string;
  /** Columns never shrink below this share of their natural width. @default MIN_SCALE */
  readonly minScale?: number;
  /** @default TABLE_ROW_HEIGHT */
  readonly rowHeight?: number;
  /** The row actions of a row, in the first column. */
  readonly renderActions: (row: R) => ReactNode;
  /** What the cell renderers read, so the table redraws its cells when it changes. */
  readonly cellRendererDependencies: DependencyList;
  /** Ids of data columns the list's column chooser hid (`ListState.hidden`). @default none */
  readonly hidden?: readonly string[];
}

/**
 * The wide-screen list frame: a Blueprint Table2 sized to its rows and its container's width, an
 * actions column first, then one column per {@link TableColumn} with the sort and filter header.
 */
export function ListTable<R>(props: ListTableProps<R>) {
  const { testId, rows, state, onStateChange, minScale = MIN_SCALE, rowHeight = TABLE_ROW_HEIGHT, loading } = props;
  const { renderActions, cellRendererDependencies, hidden } = props;
  const cellClass = props.cellClassName ? `bo-cell ${props.cellClassName}` : 'bo-cell';
  // A hidden column leaves the table with its width.
  const columns = useMemo(
    () => (hidden?.length ? props.columns.filter((c) => !hidden.includes(c.id)) : props.columns),
    [props.columns, hidden],
  );
  const baseWidths = useMemo(() => columns.map((c) => c.width), [columns]);
  const { t } = useLabels();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const widths = useMemo(() => columnWidths(baseWidths, width, minScale), [baseWidths, width, minScale]);
  const overflows = widths.reduce((sum, w) => sum + w, 0) > width;

  return (
    <div
      ref={ref}
      className="bo-table"
      data-testid={testId}
      style={{ height: tableHeight(rows.length, overflows, rowHeight) }}
    >
      {width > 0 && (
        <Table2
          numRows={rows.length}
          columnWidths={widths}
          defaultRowHeight={rowHeight}
          enableRowHeader={false}
          enableFocusedCell={false}
          enableMultipleSelection={false}
          selectionModes={[]}
          loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
          cellRendererDependencies={cellRendererDependencies}
        >
          {[
            <Column
              key="actions"
              id="actions"
              name={t('list.actions')}
              cellRenderer={(i) => <Cell className="bo-cell">{renderActions(rows[i])}</Cell>}
            />,
            ...columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                columnHeaderCellRenderer={() => listHeaderCell(column.title, column.spec, state, onStateChange)}
                cellRenderer={(i) => <Cell className={cellClass}>{i < rows.length && column.render(rows[i])}</Cell>}
              />
            )),
          ]}
        </Table2>
      )}
    </div>
  );
}
