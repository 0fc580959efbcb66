import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/errors';
import type { Order } from '../../../shared/domain/entities';
import { useBridge } from '../../app/bridge';
import { notify } from '../../app/toaster';
import { resourceKeys } from '../resources/resourceQueries';

/** The single-field order edits of spec section 7, each under its own permission. */
export type OrderFieldEdit = 'paymentStatus' | 'priceOrder' | 'customerRequirements' | 'deadline' | 'dealPrice';

/** Refreshes every orders and history screen. */
export function useInvalidateOrders() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.all('orders') }),
      client.invalidateQueries({ queryKey: resourceKeys.all('orderHistories') }),
    ]);
}

/** Shows a refusal; a 409 (someone changed the order meanwhile) also reloads it. */
export function useOrderErrorHandler() {
  const invalidate = useInvalidateOrders();
  return (error: unknown) => {
    notify.error(error);
    if (error instanceof ApiError && error.statusCode === 409) void invalidate();
  };
}

/** `PUT /orders/{field}` with the loaded `updatedAt`, so a stale edit is refused. */
export function useOrderFieldEdit(order: Pick<Order, 'id' | 'updatedAt'>) {
  const bridge = useBridge();
  const invalidate = useInvalidateOrders();
  const onError = useOrderErrorHandler();
  return useMutation({
    mutationFn: ({ field, value }: { field: OrderFieldEdit; value: unknown }) =>
      bridge.request<Order>({
        method: 'PUT',
        path: `/orders/${field}`,
        body: { id: order.id, [field]: value, updatedAt: order.updatedAt },
      }),
    onSuccess: () => void invalidate(),
    onError,
  });
}

/** `POST /orders/{id}/clone`: a new_deal copy, unpaid. */
export function useCloneOrder() {
  const bridge = useBridge();
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => bridge.request<Order>({ method: 'POST', path: `/orders/${id}/clone` }),
    onSettled: () => void invalidate(),
  });
}

/** `POST /orders` of the create form. */
export function useCreateOrder() {
  const bridge = useBridge();
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => bridge.request<Order>({ method: 'POST', path: '/orders', body }),
    onSuccess: () => void invalidate(),
  });
}
