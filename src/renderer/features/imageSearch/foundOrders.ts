import type { ImageSearchResult } from '../../../shared/api/imageSearch';

/**
 * The search's results beside the rows the orders list answered for them, in the search's
 * order; a result the list did not answer (deleted since, or out of scope) is left out.
 */
export function foundOrders<O extends { readonly id: number }>(
  results: readonly ImageSearchResult[],
  rows: readonly O[],
): { result: ImageSearchResult; order: O }[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return results.flatMap((result) => {
    const order = byId.get(result.orderId);
    return order ? [{ result, order }] : [];
  });
}
