import type { ImageSearchResult } from '../../../shared/api/imageSearch';
import type { ImageMatch } from './imageIndex';

/** An order that shows an image: as its thumbnail or as a product image of its history. */
export interface ImageLink {
  readonly orderId: number;
  readonly path: string;
}

/** A similarity as the API answers it: 0 to 1, three decimals. */
export const toScore = (similarity: number): number => Math.round(Math.min(1, Math.max(0, similarity)) * 1000) / 1000;

/**
 * Each order once, with the most alike of its images, best first (on equal scores the newer
 * order first), at most `limit`. Matches no order shows are left out.
 */
export function rankOrders(
  matches: readonly ImageMatch[],
  links: readonly ImageLink[],
  limit: number,
): ImageSearchResult[] {
  const similarityOf = new Map(matches.map((m) => [m.path, m.score]));
  const best = new Map<number, { image: string; similarity: number }>();
  for (const { orderId, path } of links) {
    const similarity = similarityOf.get(path);
    if (similarity === undefined) continue;
    const kept = best.get(orderId);
    if (!kept || similarity > kept.similarity) best.set(orderId, { image: path, similarity });
  }
  return [...best.entries()]
    .sort(([idA, a], [idB, b]) => b.similarity - a.similarity || idB - idA)
    .slice(0, limit)
    .map(([orderId, { image, similarity }]) => ({ orderId, score: toScore(similarity), image }));
}
