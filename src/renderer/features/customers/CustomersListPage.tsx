import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { customersResource } from '../../../shared/domain/registry/peopleResources';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { useIsNarrow } from '../../components/useIsNarrow';
import {
  ListPageLayout,
  resourceAbilities,
  useListAnalysis,
  useListExport,
  useListState,
  useModalNavigation,
} from '../../engine';
import { CustomerCardList } from './CustomerCardList';
import { CUSTOMER_COLUMNS } from './customerListColumns';
import { customerQueries } from './customerQueries';
import { CustomersTable } from './CustomersTable';
import { customerFilterColumns, customersListQuery } from './customersListQuery';
import './customers.css';

/**
 * `/customers` (spec section 2): created, name with its stars, owner, channel, last order,
 * the pipeline's coloured tag, service types and the deleted switch; filters by owner,
 * channel, pipeline and service type. Create stays the modal, edit is the full page.
 */
export function CustomersListPage() {
  const { resourceLabel, fieldLabel } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const narrow = useIsNarrow();
  const [state, setState] = useListState('customers');
  const query = useMemo(() => customersListQuery(state, user), [state, user]);
  const result = useQuery(customerQueries.list(call, query));
  const rows = useMemo(() => result.data?.results ?? [], [result.data]);
  const abilities = useMemo(() => resourceAbilities(user, customersResource), [user]);
  const filters = useMemo(() => customerFilterColumns(), []);
  const analysis = useListAnalysis('customers');
  const listExport = useListExport('customers', query);
  const columnChoices = useMemo(
    () => CUSTOMER_COLUMNS.map((c) => ({ id: c.key, label: fieldLabel(c.key, 'customers') })),
    [fieldLabel],
  );

  return (
    <ListPageLayout
      resource="customers"
      title={resourceLabel('customers')}
      testId="customers-list"
      state={state}
      onStateChange={setState}
      result={result}
      filterColumns={filters}
      foldFilters={narrow}
      onCreate={abilities.create ? () => modal.openCreate('customers') : undefined}
      analysis={analysis}
      listExport={listExport}
      columnChoices={columnChoices}
    >
      {narrow ? (
        <CustomerCardList rows={rows} abilities={abilities} />
      ) : (
        <CustomersTable
          rows={rows}
          state={state}
          onStateChange={setState}
          loading={result.isFetching}
          abilities={abilities}
        />
      )}
    </ListPageLayout>
  );
}
