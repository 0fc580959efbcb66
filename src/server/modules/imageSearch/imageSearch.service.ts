import { IMAGE_SEARCH_TEXTS, MAX_IMAGE_SEARCH_RESULTS, type ImageSearchResult } from '../../../shared/api/imageSearch';
import { UPLOAD_TEXTS } from '../../../shared/api/uploads';
import type { AuthUser } from '../../plugins/auth';
import { HttpError, badRequest } from '../../plugins/httpErrors';
import { sniffImage } from '../uploads/imageType';
import type { ImageMatch } from './imageIndex';
import type { FindImageOrders } from './imageOrders.repository';
import { rankOrders } from './rankOrders';

/** Below this similarity an image shares too little with the query to be answered (unrelated designs score about 0.65 ± 0.15). */
export const MIN_SIMILARITY = 0.5;
/** Images looked up first; the search widens fourfold while too few of their orders are readable. */
const FIRST_NEIGHBOURS = 256;
const MAX_NEIGHBOURS = 4096;

/** What the search needs of the index (StoredImageIndex). */
export interface SearchableIndex {
  readonly size: number;
  sync(): Promise<void>;
  nearest(descriptor: Int8Array, count: number): Promise<ImageMatch[]>;
}

export interface ImageSearchDeps {
  readonly index: SearchableIndex;
  readonly findOrders: FindImageOrders;
  readonly describe: (data: Uint8Array) => Promise<Int8Array>;
}

/** POST /orders/searchByImage: the image checked and described, its nearest images, their orders in the caller's scope. */
export class ImageSearchService {
  constructor(private readonly deps: ImageSearchDeps) {}

  async search(user: AuthUser, data: Uint8Array): Promise<ImageSearchResult[]> {
    if (data.length === 0) throw badRequest(IMAGE_SEARCH_TEXTS.empty);
    if (!sniffImage(data)) throw new HttpError(415, UPLOAD_TEXTS.notImage);
    const descriptor = await this.deps.describe(data).catch(() => {
      throw new HttpError(415, IMAGE_SEARCH_TEXTS.unreadable);
    });
    const { index, findOrders } = this.deps;
    await index.sync();
    for (let count = FIRST_NEIGHBOURS; ; count *= 4) {
      const found = await index.nearest(descriptor, count);
      const matches = found.filter((m) => m.score >= MIN_SIMILARITY);
      const links = await findOrders(
        user,
        matches.map((m) => m.path),
      );
      const ranked = rankOrders(matches, links, MAX_IMAGE_SEARCH_RESULTS);
      // Wider only helps while the nearest images were all alike enough and the index holds more.
      const exhausted = matches.length < found.length || count >= index.size || count >= MAX_NEIGHBOURS;
      if (ranked.length >= MAX_IMAGE_SEARCH_RESULTS || exhausted) return ranked;
    }
  }
}
