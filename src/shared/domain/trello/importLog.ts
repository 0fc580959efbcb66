import type { z } from 'zod';
import type { LogStatus } from '../enums';
import type { logResultSchema } from '../registry/businessResources';

/**
 * What an import writes in its `logs` row: one result per card, and the row's status.
 * A card is `created` (an order was made, perhaps without some of its images: see `message`),
 * `skipped` (an earlier import already made its order) or `failed` (no order; `message` says why).
 */
export const CARD_RESULTS = ['created', 'skipped', 'failed'] as const;
export type CardResultStatus = (typeof CARD_RESULTS)[number];

export type CardResult = z.output<typeof logResultSchema>[number];

export type ResultCounts = Readonly<Record<CardResultStatus, number>>;

/** How many cards ended each way; results of other imports' statuses are not counted. */
export function countResults(results: readonly { readonly status: string }[]): ResultCounts {
  const counts = { created: 0, skipped: 0, failed: 0 };
  for (const { status } of results) if (status in counts) counts[status as CardResultStatus] += 1;
  return counts;
}

/** A finished import is `failed` when any card failed, else `done`. */
export const finishedLogStatus = (counts: ResultCounts): LogStatus => (counts.failed > 0 ? 'failed' : 'done');
