import type { FeatureScreens } from '../../core/screens';
import { CustomerPage } from './CustomerPage';
import { CustomersListPage } from './CustomersListPage';

/**
 * The customer screens: `/customers` with section 2's columns and filters, and a customer's
 * page at `/customers/{id}/edit` (the form with the labels, log and tabs) and at the show
 * paths (the same page without the form). Create stays the generic modal.
 */
export const customersScreens: FeatureScreens = {
  routes: () => [
    { path: '/customers', element: <CustomersListPage /> },
    { path: '/customers/:id/edit', element: <CustomerPage key="edit" mode="edit" /> },
    { path: '/customers/:id/show', element: <CustomerPage key="show" mode="show" /> },
    { path: '/auth/customers/:id/show', element: <CustomerPage key="show" mode="show" /> },
  ],
};
