import type { ReactNode } from 'react';
import type { ModalRoute } from '../../engine';
import { OrderCreateDialog } from './create/OrderCreateDialog';
import { OrderDetailsModal } from './edit/OrderDetailsModal';

/**
 * The orders' own modal for a hash route: `#orders/create` opens the order create form,
 * `#orders/{id}/edit` the order's details form (thumbnail, name, features, requirement, …).
 */
export function orderModal(route: ModalRoute, onClose: () => void): ReactNode {
  if (route.mode === 'create' || route.id === undefined) return <OrderCreateDialog onClose={onClose} />;
  return <OrderDetailsModal id={route.id} onClose={onClose} />;
}
