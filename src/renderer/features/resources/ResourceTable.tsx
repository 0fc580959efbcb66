import { Icon } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Table2, TableLoadingOption } from '@blueprintjs/table';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CellValue } from './CellValue';
import { ColumnHeaderMenu } from './ColumnHeaderMenu';
import type { ColumnSpec } from './columns';
import type { Row } from './formValues';
import type { ListState } from './listState';
import type { ResourceAbilities } from './resourceAbilities';
import { RowActions } from './RowActions';
import { columnWidths, TABLE_ROW_HEIGHT, tableHeight } from './tableLayout';
import { useLabels } from './useLabels';
import type { TitleLookup } from './useRefTitles';

export interface ResourceTableProps {
  readonly resource: string;
  readonly columns: readonly ColumnSpec[];
  readonly rows: readonly Row[];
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly titleOf: TitleLookup;
  readonly abilities: ResourceAbilities;
  readonly loading: boolean;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The wide-screen list: a Blueprint Table2 with sortable, filterable column headers and row actions. */
export function ResourceTable(props: ResourceTableProps) {
  const { resource, columns, rows, state, onStateChange, titleOf, abilities, loading } = props;
  const { t, fieldLabel } = useLabels();
  const [ref, width] = useWidth();
  const widths = useMemo(
    () =>
      columnWidths(
        columns.map((c) => c.field.type),
        width,
      ),
    [columns, width],
  );
  const overflows = widths.reduce((sum, w) => sum + w, 0) > width;

  const actionsRenderer = useCallback(
    (rowIndex: number) => (
      <Cell className="bo-cell">
        <RowActions resource={resource} row={rows[rowIndex]} abilities={abilities} />
      </Cell>
    ),
    [resource, rows, abilities],
  );

  const valueRenderer = useCallback(
    (column: ColumnSpec) => (rowIndex: number) => (
      <Cell className="bo-cell">
        <CellValue field={column.field} value={rows[rowIndex]?.[column.name]} titleOf={titleOf} />
      </Cell>
    ),
    [rows, titleOf],
  );

  const headerRenderer = useCallback(
    (column: ColumnSpec) => () => {
      const sorted = state.sort?.field === column.name ? state.sort : null;
      const filtered = Object.hasOwn(state.filters, column.name);
      return (
        <ColumnHeaderCell
          name={fieldLabel(column.name)}
          nameRenderer={(name) => (
            <span className="bo-header-name">
              {name}
              {sorted && <Icon icon={sorted.desc ? 'sort-desc' : 'sort-asc'} size={12} />}
              {filtered && <Icon icon="filter" size={12} />}
            </span>
          )}
          menuRenderer={
            column.sortable || column.filter
              ? () => <ColumnHeaderMenu column={column} state={state} onChange={onStateChange} />
              : undefined
          }
        />
      );
    },
    [state, onStateChange, fieldLabel],
  );

  return (
    <div
      ref={ref}
      className="bo-table"
      data-testid="resource-table"
      style={{ height: tableHeight(rows.length, overflows) }}
    >
      {width > 0 && (
        <Table2
          numRows={rows.length}
          columnWidths={widths}
          defaultRowHeight={TABLE_ROW_HEIGHT}
          enableRowHeader={false}
          enableFocusedCell={false}
          enableMultipleSelection={false}
          selectionModes={[]}
          loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
          cellRendererDependencies={[rows, titleOf, abilities]}
        >
          {[
            <Column key="actions" id="actions" name={t('list.actions')} cellRenderer={actionsRenderer} />,
            ...columns.map((column) => (
              <Column
                key={column.name}
                id={column.name}
                cellRenderer={valueRenderer(column)}
                columnHeaderCellRenderer={headerRenderer(column)}
              />
            )),
          ]}
        </Table2>
      )}
    </div>
  );
}
