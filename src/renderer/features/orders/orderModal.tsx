import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ModalRoute } from '../../engine';
import { OrderCreateDialog } from './create/OrderCreateDialog';

/**
 * The orders' own modal for a hash route: `#orders/create` opens the order create form,
 * `#orders/{id}/edit` goes to the edit page.
 */
export function orderModal(route: ModalRoute, onClose: () => void): ReactNode {
  if (route.mode === 'create') return <OrderCreateDialog onClose={onClose} />;
  return <Navigate replace to={`/orders/${route.id}/edit`} />;
}
