import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormCaller } from '../../../core/bridge';
import { resourceKeys } from '../../../core/resourceQueries';
import { useInvalidateOrders } from '../orderMutations';
import type { TrelloImportParts } from './trelloImportForm';

/** POST /orders/trello-upload through the form caller; the orders and the import logs reload after it. */
export function useTrelloImport() {
  const callForm = useFormCaller();
  const client = useQueryClient();
  const invalidateOrders = useInvalidateOrders();
  return useMutation({
    mutationFn: (parts: TrelloImportParts) => callForm('POST /orders/trello-upload', { parts }),
    onSettled: () => {
      void invalidateOrders();
      void client.invalidateQueries({ queryKey: resourceKeys.all('logs') });
    },
  });
}
