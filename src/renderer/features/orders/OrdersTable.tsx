import { Icon } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Table2, TableLoadingOption } from '@blueprintjs/table';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { ColumnHeaderMenu } from '../resources/ColumnHeaderMenu';
import type { ListState } from '../resources/listState';
import { useLabels } from '../resources/useLabels';
import type { ListedOrder } from './orderCellData';
import type { OrderColumn } from './orderListColumns';
import { orderHeaderSpec } from './ordersListQuery';

export interface OrdersTableProps {
  readonly columns: readonly OrderColumn[];
  readonly rows: readonly ListedOrder[];
  readonly state: ListState;
  readonly onStateChange: (next: ListState) => void;
  readonly loading: boolean;
  /** The row actions of one order. */
  readonly actions: (order: ListedOrder) => ReactNode;
}

/** Two-line rows: a tag or chip under the main value. */
const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 30;
const ACTIONS_WIDTH = 116;

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

/** The dense orders table: Table2 with sort and filter menus in the headers. */
export function OrdersTable({ columns, rows, state, onStateChange, loading, actions }: OrdersTableProps) {
  const { t, language, enumLabel } = useLabels();
  const user = useCurrentUser();
  const [ref, width] = useWidth();
  const widths = useMemo(() => {
    const needed = columns.reduce((sum, c) => sum + c.width, 0);
    const scale = Math.max((width - ACTIONS_WIDTH - 2) / needed, 0.75);
    return [ACTIONS_WIDTH, ...columns.map((c) => Math.floor(c.width * scale))];
  }, [columns, width]);
  const overflows = widths.reduce((s, w) => s + w, 0) > width;
  const ctx = useMemo(() => ({ language, enumLabel }), [language, enumLabel]);

  const header = useCallback(
    (column: OrderColumn) => () => {
      const spec = column.field ? orderHeaderSpec(column.field, user) : null;
      const sorted = spec && state.sort?.field === spec.name ? state.sort : null;
      const filtered = spec && Object.hasOwn(state.filters, spec.name);
      return (
        <ColumnHeaderCell
          name={t(`orders.columns.${column.key}`)}
          nameRenderer={(name) => (
            <span className="bo-header-name">
              {name}
              {sorted && <Icon icon={sorted.desc ? 'sort-desc' : 'sort-asc'} size={12} />}
              {filtered && <Icon icon="filter" size={12} />}
            </span>
          )}
          menuRenderer={
            spec ? () => <ColumnHeaderMenu column={spec} state={state} onChange={onStateChange} /> : undefined
          }
        />
      );
    },
    [t, user, state, onStateChange],
  );

  return (
    <div
      ref={ref}
      className="bo-table"
      data-testid="orders-table"
      style={{ height: HEADER_HEIGHT + Math.max(rows.length, 1) * ROW_HEIGHT + 2 + (overflows ? 16 : 0) }}
    >
      {width > 0 && (
        <Table2
          numRows={rows.length}
          columnWidths={widths}
          defaultRowHeight={ROW_HEIGHT}
          enableRowHeader={false}
          enableFocusedCell={false}
          enableMultipleSelection={false}
          selectionModes={[]}
          loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
          cellRendererDependencies={[rows, ctx, actions]}
        >
          {[
            <Column
              key="actions"
              id="actions"
              name={t('list.actions')}
              cellRenderer={(i) => <Cell className="bo-cell">{actions(rows[i])}</Cell>}
            />,
            ...columns.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                columnHeaderCellRenderer={header(column)}
                cellRenderer={(i) => <Cell className="bo-cell bo-order-row">{column.render(rows[i], ctx)}</Cell>}
              />
            )),
          ]}
        </Table2>
      )}
    </div>
  );
}
