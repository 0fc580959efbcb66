import { useMemo } from 'react';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { keyedTableColumns, ListTable, type ListTableData, type ResourceAbilities } from '../../engine';
import { CUSTOMER_COLUMNS } from './customerListColumns';
import type { ListedCustomer } from './customerQueries';
import { CustomerRowActions } from './CustomerRowActions';
import { customerHeaderSpec } from './customersListQuery';

/** Props of {@link CustomersTable}. */
export interface CustomersTableProps extends ListTableData<ListedCustomer> {
  readonly abilities: ResourceAbilities;
}

/** Two-line name cells: the name over its stars. */
const ROW_HEIGHT = 48;

/** The wide customers table: Table2 with sort and filter menus in the headers. */
export function CustomersTable({ abilities, ...list }: CustomersTableProps) {
  const { fieldLabel } = useLabels();
  const user = useCurrentUser();
  const columns = useMemo(
    () =>
      keyedTableColumns(
        CUSTOMER_COLUMNS,
        { abilities },
        (key) => fieldLabel(key, 'customers'),
        (field) => customerHeaderSpec(field, user),
      ),
    [fieldLabel, user, abilities],
  );

  return (
    <ListTable
      {...list}
      testId="resource-table"
      columns={columns}
      cellClassName="bo-customer-row"
      rowHeight={ROW_HEIGHT}
      renderActions={(row) => <CustomerRowActions customer={row} abilities={abilities} />}
      cellRendererDependencies={[list.rows, columns]}
      hidden={list.state.hidden}
    />
  );
}
