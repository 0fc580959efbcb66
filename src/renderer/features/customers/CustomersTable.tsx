import { Cell, Column } from '@blueprintjs/table';
import { useMemo } from 'react';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { listHeaderCell, ListTable, type ListState, type ResourceAbilities, type SetListState } from '../../engine';
import { CUSTOMER_COLUMNS } from './customerListColumns';
import type { ListedCustomer } from './customerQueries';
import { CustomerRowActions } from './CustomerRowActions';
import { customerHeaderSpec } from './customersListQuery';

/** Props of {@link CustomersTable}. */
export interface CustomersTableProps {
  readonly rows: readonly ListedCustomer[];
  readonly state: ListState;
  readonly onStateChange: SetListState;
  readonly loading: boolean;
  readonly abilities: ResourceAbilities;
}

/** Two-line name cells: the name over its stars. */
const ROW_HEIGHT = 48;

/** The wide customers table: Table2 with sort and filter menus in the headers. */
export function CustomersTable({ rows, state, onStateChange, loading, abilities }: CustomersTableProps) {
  const { fieldLabel } = useLabels();
  const user = useCurrentUser();
  const baseWidths = useMemo(() => CUSTOMER_COLUMNS.map((c) => c.width), []);
  const ctx = useMemo(() => ({ abilities }), [abilities]);

  return (
    <ListTable
      testId="resource-table"
      rowCount={rows.length}
      baseWidths={baseWidths}
      rowHeight={ROW_HEIGHT}
      loading={loading}
      renderActions={(i) => <CustomerRowActions customer={rows[i]} abilities={abilities} />}
      cellRendererDependencies={[rows, ctx]}
      hidden={state.hidden}
    >
      {CUSTOMER_COLUMNS.map((column) => (
        <Column
          key={column.key}
          id={column.key}
          columnHeaderCellRenderer={() =>
            listHeaderCell(
              fieldLabel(column.key, 'customers'),
              column.field ? customerHeaderSpec(column.field, user) : null,
              state,
              onStateChange,
            )
          }
          cellRenderer={(i) => (
            <Cell className="bo-cell bo-customer-row">{rows[i] && column.render(rows[i], ctx)}</Cell>
          )}
        />
      ))}
    </ListTable>
  );
}
