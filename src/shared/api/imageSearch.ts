import { z } from 'zod';

/**
 * Search by image (issue 11): POST /orders/searchByImage takes one image as multipart `image`
 * and answers the orders showing the most alike images, best first.
 */

export const IMAGE_SEARCH_PATH = '/orders/searchByImage' as const;
/** The multipart field that carries the image. */
export const IMAGE_SEARCH_FIELD = 'image';
/** Most orders one search answers. */
export const MAX_IMAGE_SEARCH_RESULTS = 20;

export const IMAGE_SEARCH_TEXTS = {
  empty: 'The image file is empty.',
  unreadable: 'The image could not be read.',
} as const;

/** One order found: how alike its image is (1 is the same picture; below 0.5 is not answered) and which image. */
export const imageSearchResultSchema = z.object({
  orderId: z.number().int(),
  score: z.number().min(0).max(1),
  /** Public path of the order's image that matched: its thumbnail or a product image of its history. */
  image: z.string(),
});
export type ImageSearchResult = z.infer<typeof imageSearchResultSchema>;

export const imageSearchResponseSchema = z.object({ results: z.array(imageSearchResultSchema) });
export type ImageSearchResponse = z.infer<typeof imageSearchResponseSchema>;
