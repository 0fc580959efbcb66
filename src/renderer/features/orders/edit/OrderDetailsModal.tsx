import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { can } from '../../../../shared/domain/permissions';
import { useApi } from '../../../core/bridge';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { orderQueries } from '../orderQueries';
import { OrderDetailsDialog } from './OrderDetailsDialog';

/**
 * `#orders/{id}/edit` over any page: the order's details form for holders of `orders.update`;
 * for anyone else, and for an order that cannot be read, the order's page says what there is.
 */
export function OrderDetailsModal({ id, onClose }: { readonly id: number; readonly onClose: () => void }) {
  const user = useCurrentUser();
  const call = useApi();
  const mayEdit = can(user, 'orders', 'update');
  const order = useQuery({ ...orderQueries.one(call, id), enabled: mayEdit });
  if (!mayEdit) return <Navigate replace to={`/orders/${id}/edit`} />;
  if (order.isError) return <Navigate replace to={`/orders/${id}/edit`} />;
  if (!order.data) return null;
  return <OrderDetailsDialog order={order.data} onClose={onClose} />;
}
