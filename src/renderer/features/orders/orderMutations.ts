import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../../shared/api/apiCaller';
import { ApiError } from '../../../shared/api/errors';
import type { OrderFieldName } from '../../../shared/api/endpoints/orders';
import type { CreateOrderBody } from '../../../shared/api/endpoints/orders';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { resourceKeys } from '../../core/resourceQueries';

/** The single-field order edits of spec section 7, each under its own permission. */
export type OrderFieldEdit = OrderFieldName;

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

/** One single-field edit: the field and its new value, typed from its endpoint's body. */
export type OrderFieldChange =
  | { readonly field: 'paymentStatus'; readonly value: BodyOf<'paymentStatus'>['paymentStatus'] }
  | { readonly field: 'priceOrder'; readonly value: BodyOf<'priceOrder'>['priceOrder'] }
  | { readonly field: 'customerRequirements'; readonly value: BodyOf<'customerRequirements'>['customerRequirements'] }
  | { readonly field: 'deadline'; readonly value: BodyOf<'deadline'>['deadline'] }
  | { readonly field: 'dealPrice'; readonly value: BodyOf<'dealPrice'>['dealPrice'] };

type BodyOf<F extends OrderFieldEdit> = NonNullable<ApiBody<`PUT /orders/${F}`>>;

/** `PUT /orders/{field}` with the loaded `updatedAt`, so a stale edit is refused. */
export function useOrderFieldEdit(order: { readonly id: number; readonly updatedAt: string }) {
  const call = useApi();
  const invalidate = useInvalidateOrders();
  const onError = useOrderErrorHandler();
  return useMutation({
    mutationFn: (edit: OrderFieldChange) => {
      const version = { id: order.id, updatedAt: order.updatedAt };
      switch (edit.field) {
        case 'paymentStatus':
          return call('PUT /orders/paymentStatus', { body: { ...version, paymentStatus: edit.value } });
        case 'priceOrder':
          return call('PUT /orders/priceOrder', { body: { ...version, priceOrder: edit.value } });
        case 'customerRequirements':
          return call('PUT /orders/customerRequirements', { body: { ...version, customerRequirements: edit.value } });
        case 'deadline':
          return call('PUT /orders/deadline', { body: { ...version, deadline: edit.value } });
        case 'dealPrice':
          return call('PUT /orders/dealPrice', { body: { ...version, dealPrice: edit.value } });
      }
    },
    onSuccess: () => void invalidate(),
    onError,
  });
}

/** `POST /orders/{id}/clone`: a new_deal copy, unpaid. */
export function useCloneOrder() {
  const call = useApi();
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => call('POST /orders/:id/clone', { params: { id } }),
    onSettled: () => void invalidate(),
  });
}

/** `POST /orders/{id}/renew` ('Re New'): a done or canceled order starts afresh. */
export function useRenewOrder() {
  const call = useApi();
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => call('POST /orders/:id/renew', { params: { id } }),
    onSettled: () => void invalidate(),
  });
}

/** `POST /orders` of the create form. */
export function useCreateOrder() {
  const call = useApi();
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => call('POST /orders', { body }),
    onSuccess: () => void invalidate(),
  });
}
