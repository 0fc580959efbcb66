import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import type { FileStore } from '../uploads/fileStore';
import { drizzleImageFeaturesRepository } from './imageFeatures.repository';
import { ImageIndexer } from './imageIndexer';
import { drizzleImageOrders } from './imageOrders.repository';
import { describeImage } from './imagePixels';
import { imageSearchRoutes, SEARCH_FORM } from './imageSearch.routes';
import { ImageSearchService } from './imageSearch.service';
import { StoredImageIndex } from './storedImageIndex';

/** The search-by-image parts one server instance shares: the index, the upload listener that feeds it, the search. */
export interface ImageSearch {
  readonly index: StoredImageIndex;
  /** Pass to uploadsModule's listeners: uploads and deletes reach the index without a rebuild. */
  readonly indexer: ImageIndexer;
  readonly service: ImageSearchService;
}

export function createImageSearch(db: Db): ImageSearch {
  const features = drizzleImageFeaturesRepository(db);
  const index = new StoredImageIndex(features);
  return {
    index,
    indexer: new ImageIndexer(features, index, describeImage),
    service: new ImageSearchService({ index, findOrders: drizzleImageOrders(db), describe: describeImage }),
  };
}

export interface ImageSearchModuleOptions {
  readonly imageSearch: ImageSearch;
  /** Where the uploads are read from, to describe those stored before the index knew them. */
  readonly store: FileStore;
}

/**
 * POST /orders/searchByImage, with its own multipart parser. After start, in the background
 * (start-up does not wait), it describes the uploads that lack a descriptor and loads the
 * index; closing the app stops that and waits for it.
 */
export const imageSearchModule: FastifyPluginAsync<ImageSearchModuleOptions> = async (app, { imageSearch, store }) => {
  await app.register(fastifyMultipart, { limits: SEARCH_FORM.limits });
  imageSearchRoutes(app, imageSearch.service);

  const stop = new AbortController();
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', (done) => {
    running = imageSearch.indexer
      .backfill((path) => store.read(path), stop.signal)
      .then(async (described) => {
        if (described > 0) app.log.info({ described }, 'described the uploads the image index lacked');
        if (!stop.signal.aborted) await imageSearch.index.sync();
      })
      .catch((error: unknown) => {
        if (!stop.signal.aborted) app.log.error({ err: error }, 'indexing the uploads for image search failed');
      });
    done();
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await running;
  });
};
