import { Card, Classes, H5 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useLabels } from '../../components/labels/useLabels';
import type { ResourceAbilities } from '../../engine';
import { CUSTOMER_COLUMNS } from './customerListColumns';
import type { ListedCustomer } from './customerQueries';
import { CustomerRating } from './CustomerRating';
import { CustomerRowActions } from './CustomerRowActions';

/** Props of {@link CustomerCardList}. */
export interface CustomerCardListProps {
  readonly rows: readonly ListedCustomer[];
  readonly abilities: ResourceAbilities;
}

const DETAILS = CUSTOMER_COLUMNS.filter((c) => c.key !== 'displayName');

/** The narrow-screen list (under 765 px): a card per customer, its name and stars on top. */
export function CustomerCardList({ rows, abilities }: CustomerCardListProps) {
  const { fieldLabel } = useLabels();
  const ctx = { abilities };
  return (
    <div className="bo-card-list" data-testid="resource-table">
      {rows.map((customer) => (
        <Card key={customer.id} compact className="bo-row-card">
          <div className="bo-row-card-head">
            <div className="bo-customer-card-title">
              <H5 className={Classes.TEXT_OVERFLOW_ELLIPSIS}>
                <Link to={`/customers/${customer.id}/edit`}>{customer.displayName}</Link>
              </H5>
              <CustomerRating rate={customer.rate} totalRate={customer.totalRate} />
            </div>
            <CustomerRowActions customer={customer} abilities={abilities} />
          </div>
          <dl className="bo-row-card-fields">
            {DETAILS.map((column) => (
              <div key={column.key}>
                <dt className={Classes.TEXT_MUTED}>{fieldLabel(column.key, 'customers')}</dt>
                <dd>{column.render(customer, ctx)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
