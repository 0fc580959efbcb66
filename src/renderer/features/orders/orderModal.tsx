import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ModalRoute } from '../resources/modalHash';
import { OrderCreateDialog } from './create/OrderCreateDialog';

/**
 * The orders' own modal for a hash route, or null to let the generic form open:
 * `#orders/create` opens the order create form, `#orders/{id}/edit` goes to the edit page.
 */
export function orderModalFor(route: ModalRoute, onClose: () => void): ReactNode | null {
  if (route.resource !== 'orders') return null;
  if (route.mode === 'create') return <OrderCreateDialog onClose={onClose} />;
  return <Navigate replace to={`/orders/${route.id}/edit`} />;
}
