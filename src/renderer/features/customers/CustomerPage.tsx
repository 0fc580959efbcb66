import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { getResource, type ResourceDef } from '../../../shared/domain/resources';
import { customersResource } from '../../../shared/domain/registry/peopleResources';
import { useResources } from '../../core/bridge';
import { resourceQueries } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { toText } from '../../components/form/toText';
import { useLabels } from '../../components/labels/useLabels';
import { PageHeader } from '../../components/PageHeader';
import { PageTabs, RecordPager, resourceAbilities, ResourceEditPanel } from '../../engine';
import { CustomerActivityLog } from './CustomerActivityLog';
import { CustomerComments } from './CustomerComments';
import { CustomerDetails } from './CustomerDetails';
import { CustomerPackages } from './CustomerPackages';
import { CustomerRating } from './CustomerRating';
import { RelatedOrders } from './RelatedOrders';
import './customers.css';

/** Props of {@link CustomerPage}. */
export interface CustomerPageProps {
  /** `/customers/{id}/edit` offers the form to those who may update; the show paths only read. */
  readonly mode: 'edit' | 'show';
}

const mayList = (user: Parameters<typeof mayDo>[0], name: string) =>
  mayDo(user, getResource(name) as ResourceDef, 'get');

/**
 * A customer's page (spec section 2, customers edit): the labels About and Contact, the
 * activity log, and the tabs edit (the form), orders, packages and comments with ratings,
 * each only for a viewer who may read it. The server answers only a customer the viewer
 * reaches (a customer-role user: their own).
 */
export function CustomerPage({ mode }: CustomerPageProps) {
  const { t, resourceLabel } = useLabels();
  const resources = useResources();
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useQuery({ ...resourceQueries.one(resources, 'customers', id), enabled: valid });
  const abilities = useMemo(() => resourceAbilities(user, customersResource), [user]);

  if (!valid) return <NonIdealState icon="search" title={t('errors.notFound.title')} />;
  if (result.isPending) return <Spinner className="bo-list-spinner" />;
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const customer = result.data;
  const name = toText(customer.displayName);
  const editable = mode === 'edit' && abilities.update && customer.isDelete !== true;

  const tabs = [
    ...(editable
      ? [
          {
            id: 'edit',
            title: t('list.edit'),
            panel: <ResourceEditPanel key={id} resource="customers" row={customer} />,
          },
        ]
      : []),
    ...(mayList(user, 'orders')
      ? [
          {
            id: 'orders',
            title: t('customers.tabs.orders'),
            panel: <RelatedOrders filter={{ customerId: id }} testId="customer-orders" />,
          },
        ]
      : []),
    ...(mayList(user, 'packages')
      ? [{ id: 'packages', title: t('customers.tabs.packages'), panel: <CustomerPackages customerId={id} /> }]
      : []),
    ...(mayList(user, 'customerComments')
      ? [{ id: 'comments', title: t('customers.tabs.comments'), panel: <CustomerComments customerId={id} /> }]
      : []),
  ];

  return (
    <div className="bo-customer-page" data-testid="customer-page">
      <PageHeader
        breadcrumbs={[
          { text: resourceLabel('customers'), to: '/customers' },
          { text: name },
          { text: mode === 'edit' ? t('list.edit') : t('list.show') },
        ]}
        title={
          <span className="bo-customer-title">
            {name}
            <CustomerRating rate={customer.rate as number | null} totalRate={customer.totalRate as number | null} />
          </span>
        }
        actions={<RecordPager resource="customers" id={id} />}
      />
      <div className="bo-customer-top">
        <CustomerDetails customer={customer} />
        <CustomerActivityLog customerId={id} />
      </div>
      <PageTabs id="customer-tabs" className="bo-tabs bo-customer-tabs" tabs={tabs} />
    </div>
  );
}
