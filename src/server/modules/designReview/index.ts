import type { FastifyPluginCallback } from 'fastify';
import { isStoredUpload, renderPathOf } from '../../../shared/domain/uploadPath';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { drizzleRateLimitStore } from '../auth/rateLimits.repository';
import type { Mailer } from '../mail/mailer';
import { drizzleWorkflowRepository } from '../orderHistories/workflow.repository';
import { WorkflowService } from '../orderHistories/workflow.service';
import type { FileStore } from '../uploads/fileStore';
import { keepRendering } from '../uploads/renderImage';
import { designReviewRoutes } from './designReview.routes';
import { drizzleDesignsRepository } from './designs.repository';
import { DesignsService, type WebImageOf } from './designs.service';
import { drizzleMarksRepository } from './marks.repository';
import { MarksService } from './marks.service';
import { orderReader } from './orderAccess';
import { PublicReviewService } from './publicReview.service';
import { drizzleReviewLinksRepository } from './reviewLinks.repository';
import { ReviewLinksService } from './reviewLinks.service';
import { reviewPageRoutes } from './reviewPage.routes';
import { ReviewMisses } from './reviewThrottle';

export interface DesignReviewModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
  readonly store: FileStore;
  readonly mailer: Mailer;
  /** Origin the review links are addressed from (PUBLIC_URL or the listening address). */
  readonly publicBaseUrl: () => string;
}

/**
 * A version's web image: the 1600 px rendering of each stored image, made once (and remembered
 * here, so a list does not read each file again); the original when none can be made.
 */
function webImages(store: FileStore): WebImageOf {
  const made = new Set<string>();
  return async (image) => {
    if (!isStoredUpload(image)) return image;
    if (made.has(image)) return renderPathOf(image);
    const rendering = await keepRendering(store, image).catch(() => null);
    if (!rendering || !('path' in rendering)) return image;
    made.add(image);
    return rendering.path;
  };
}

/**
 * Design review (issue 38; docs/api.md "Design review"): the versions of an order's design,
 * marks on their images, and the customer's review links with their public API. Register inside
 * /api/v1; the customer's page is `reviewPageModule`, registered at the root.
 */
export const designReviewModule: FastifyPluginCallback<DesignReviewModuleOptions> = (app, options, done) => {
  const { db, resources, store, mailer, publicBaseUrl } = options;
  const readOrder = orderReader(resources);
  const designsRepo = drizzleDesignsRepository(db);
  const designs = new DesignsService(designsRepo, readOrder, webImages(store));
  const marks = new MarksService(drizzleMarksRepository(db), designs, readOrder, (ids) => designsRepo.people(ids));
  const linksRepo = drizzleReviewLinksRepository(db);
  const links = new ReviewLinksService({
    repo: linksRepo,
    readOrder,
    send: (message) => mailer.send(message),
    publicBaseUrl,
  });
  const publicReview = new PublicReviewService({
    links: linksRepo,
    marks,
    designs,
    workflow: new WorkflowService(drizzleWorkflowRepository(db)),
    misses: new ReviewMisses(drizzleRateLimitStore(db), () => new Date()),
  });
  designReviewRoutes(app, { designs, marks, links, publicReview });
  done();
};

/** The customer's review page, `/review/<token>`, and its assets, outside /api/v1. */
export const reviewPageModule = reviewPageRoutes;
