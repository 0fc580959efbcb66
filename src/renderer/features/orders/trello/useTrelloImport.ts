import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrelloImportRequest } from '../../../../shared/api/trello';
import { useBridge } from '../../../app/bridge';
import { resourceKeys } from '../../../app/resourceQueries';
import { useInvalidateOrders } from '../orderMutations';

/** POST /orders/trello-upload through the bridge; the orders and the import logs reload after it. */
export function useTrelloImport() {
  const bridge = useBridge();
  const client = useQueryClient();
  const invalidateOrders = useInvalidateOrders();
  return useMutation({
    mutationFn: (request: TrelloImportRequest) => bridge.importTrelloBoard(request),
    onSettled: () => {
      void invalidateOrders();
      void client.invalidateQueries({ queryKey: resourceKeys.all('logs') });
    },
  });
}
