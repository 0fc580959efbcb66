import { useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { keyedTableColumns, ListTable, type ListTableData } from '../../engine';
import { useLabels } from '../../components/labels/useLabels';
import type { ListedOrder } from './orderQueries';
import type { OrderColumn } from './orderListColumns';
import { orderHeaderSpec } from './ordersListQuery';

export interface OrdersTableProps extends ListTableData<ListedOrder> {
  readonly columns: readonly OrderColumn[];
  /** The row actions of one order. */
  readonly actions: (order: ListedOrder) => ReactNode;
}

/** Two-line rows: a tag or chip under the main value. */
const ROW_HEIGHT = 52;
/** Order columns keep more of their width than generic ones before the table scrolls. */
const MIN_SCALE = 0.75;

/** The dense orders table: Table2 with sort and filter menus in the headers. */
export function OrdersTable({ columns, actions, ...list }: OrdersTableProps) {
  const { t, language, enumLabel } = useLabels();
  const user = useCurrentUser();
  const tableColumns = useMemo(
    () =>
      keyedTableColumns(
        columns,
        { language, enumLabel },
        (key) => t(`orders.columns.${key}`),
        (field) => orderHeaderSpec(field, user),
      ),
    [columns, t, user, language, enumLabel],
  );

  return (
    <ListTable
      {...list}
      testId="orders-table"
      columns={tableColumns}
      cellClassName="bo-order-row"
      minScale={MIN_SCALE}
      rowHeight={ROW_HEIGHT}
      renderActions={actions}
      cellRendererDependencies={[list.rows, tableColumns, actions]}
      hidden={list.state.hidden}
    />
  );
}
