import { Cell, Column } from '@blueprintjs/table';
import { useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { listHeaderCell, ListTable, type ListState, type SetListState } from '../../engine';
import { useLabels } from '../../components/labels/useLabels';
import type { ListedOrder } from './orderQueries';
import type { OrderColumn } from './orderListColumns';
import { orderHeaderSpec } from './ordersListQuery';

export interface OrdersTableProps {
  readonly columns: readonly OrderColumn[];
  readonly rows: readonly ListedOrder[];
  readonly state: ListState;
  readonly onStateChange: SetListState;
  readonly loading: boolean;
  /** The row actions of one order. */
  readonly actions: (order: ListedOrder) => ReactNode;
}

/** Two-line rows: a tag or chip under the main value. */
const ROW_HEIGHT = 52;
/** Order columns keep more of their width than generic ones before the table scrolls. */
const MIN_SCALE = 0.75;

/** The dense orders table: Table2 with sort and filter menus in the headers. */
export function OrdersTable({ columns, rows, state, onStateChange, loading, actions }: OrdersTableProps) {
  const { t, language, enumLabel } = useLabels();
  const user = useCurrentUser();
  const baseWidths = useMemo(() => columns.map((c) => c.width), [columns]);
  const ctx = useMemo(() => ({ language, enumLabel }), [language, enumLabel]);

  return (
    <ListTable
      testId="orders-table"
      rowCount={rows.length}
      baseWidths={baseWidths}
      minScale={MIN_SCALE}
      rowHeight={ROW_HEIGHT}
      loading={loading}
      renderActions={(i) => actions(rows[i])}
      cellRendererDependencies={[rows, ctx, actions]}
      hidden={state.hidden}
    >
      {columns.map((column) => (
        <Column
          key={column.key}
          id={column.key}
          columnHeaderCellRenderer={() =>
            listHeaderCell(
              t(`orders.columns.${column.key}`),
              column.field ? orderHeaderSpec(column.field, user) : null,
              state,
              onStateChange,
            )
          }
          cellRenderer={(i) => <Cell className="bo-cell bo-order-row">{column.render(rows[i], ctx)}</Cell>}
        />
      ))}
    </ListTable>
  );
}
