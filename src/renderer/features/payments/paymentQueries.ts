import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import type { PaymentClientType } from '../../../shared/domain/enums';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { notify } from '../../core/toaster';

/** A payment with its orders embedded (`includes=ordersDetails`). */
export type PaymentWithOrders = ApiResponse<'GET /payments/:id'>;
/** A payment as the designer and customer lists answer it. */
export type PaymentListRow = ApiResponse<'GET /payments/designers/:clientId'>['results'][number];
/** What GET /payments/unpaidOrders answers. */
export type UnpaidOrders = ApiResponse<'GET /payments/unpaidOrders'>;

/** Who is paid, and the days (inclusive) whose done orders a new payment gathers. */
export interface PaymentGathering {
  readonly typeClient: PaymentClientType;
  readonly clientId: number;
  readonly from: string;
  readonly to: string;
}

const paymentsKey = resourceKeys.all('payments');

/** queryOptions of the payment screens; every key starts with the payments resource's. */
export const paymentQueries = {
  /** One payment and its orders, for the review page. */
  review: (call: ApiCaller, id: number) =>
    queryOptions({
      queryKey: [...paymentsKey, 'review', id],
      queryFn: () => call('GET /payments/:id', { params: { id }, query: { includes: 'ordersDetails' } }),
    }),

  /** A designer's or a customer's payments, newest first. */
  ofClient: (call: ApiCaller, typeClient: PaymentClientType, clientId: number, page: number, limit: number) =>
    queryOptions({
      queryKey: [...paymentsKey, 'client', typeClient, clientId, page, limit],
      queryFn: () => {
        const request = {
          params: { clientId },
          query: { orderBy: '-createdAt', limit, offset: (page - 1) * limit },
        };
        return typeClient === 'DESIGNER'
          ? call('GET /payments/designers/:clientId', request)
          : call('GET /payments/customers/:clientId', request);
      },
      placeholderData: keepPreviousData,
    }),

  /** The orders a new payment would gather. */
  unpaid: (call: ApiCaller, gathering: PaymentGathering) =>
    queryOptions({
      queryKey: [...paymentsKey, 'unpaid', gathering],
      queryFn: () => call('GET /payments/unpaidOrders', { query: gathering }),
    }),
};

/** Confirms a payment (spec section 8: the server's 'Confirmed successfully!', or its error). */
export function useConfirmPayment() {
  const call = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /payments/:id/confirm', { params: { id } }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(error),
    onSettled: () => client.invalidateQueries({ queryKey: paymentsKey }),
  });
}
