import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { REVIEW_PAGE_PREFIX } from '../../../shared/domain/designReview';
import { linkPageHeaders, PAGE_ROUTE } from '../../plugins/linkPage';
import { REVIEW_ASSETS, reviewAssets, type ReviewAssetName } from './reviewAssets';
import { REVIEW_PAGE_CSP, REVIEW_PAGE_HTML } from './reviewPage';

const isAsset = (name: string): name is ReviewAssetName => Object.hasOwn(REVIEW_ASSETS, name);

const guarded = (reply: FastifyReply) => linkPageHeaders(reply, REVIEW_PAGE_CSP);

/**
 * The customer's review page, outside /api/v1: `GET /review/<token>` answers the same small
 * shell for any token (the script asks the API, which says whether the link works), and
 * `/review-assets/review.{js,css}` its script and styles.
 */
export const reviewPageRoutes: FastifyPluginCallback = (app, _options, done) => {
  const assets = reviewAssets();

  app.get(`${REVIEW_PAGE_PREFIX}:token`, PAGE_ROUTE, (_request, reply) =>
    guarded(reply).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(REVIEW_PAGE_HTML),
  );

  app.get<{ Params: { name: string } }>('/review-assets/:name', PAGE_ROUTE, async (request, reply) => {
    const { name } = request.params;
    if (!isAsset(name)) return reply.callNotFound();
    const body = await assets(name);
    return guarded(reply).header('cache-control', 'no-cache').type(REVIEW_ASSETS[name]).send(body);
  });
  done();
};
