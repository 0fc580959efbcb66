import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { DesignsService } from './designs.service';
import type { MarksService } from './marks.service';
import type { Caller, PublicReviewService } from './publicReview.service';
import type { ReviewLinksService } from './reviewLinks.service';

export interface DesignReviewServices {
  readonly designs: DesignsService;
  readonly marks: MarksService;
  readonly links: ReviewLinksService;
  readonly publicReview: PublicReviewService;
}

/** Who called: the address (behind trusted proxies, the client's) and the browser, as a decision records them. */
const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** The twelve design review endpoints of the contract (shared/api/endpoints/designReview.ts). */
export function designReviewRoutes(app: FastifyInstance, s: DesignReviewServices): void {
  route(app, 'GET /orders/:id/designs', ({ user, params }) => s.designs.list(user, params.id));
  route(app, 'GET /orders/:id/annotations', ({ user, params, query }) => s.marks.list(user, params.id, query));
  route(app, 'POST /orders/:id/annotations', ({ user, params, body }) => s.marks.create(user, params.id, body));
  route(app, 'PUT /annotations/:id', ({ user, params, body }) => s.marks.update(user, params.id, body));
  route(app, 'DELETE /annotations/:id', ({ user, params }) => s.marks.remove(user, params.id));
  route(app, 'POST /annotations/:id/replies', ({ user, params, body }) => s.marks.reply(user, params.id, body.body));
  route(app, 'GET /orders/:id/reviewLinks', ({ user, params }) => s.links.list(user, params.id));
  route(app, 'POST /orders/:id/reviewLinks', ({ user, params, body }) => s.links.create(user, params.id, body));
  route(app, 'DELETE /reviewLinks/:id', ({ user, params }) => s.links.revoke(user, params.id));
  route(app, 'GET /review/:token', ({ params, request }) => s.publicReview.view(params.token, callerOf(request)));
  route(app, 'POST /review/:token/annotations', ({ params, body, request }) =>
    s.publicReview.addMark(params.token, body, callerOf(request)),
  );
  route(app, 'POST /review/:token/decision', ({ params, body, request }) =>
    s.publicReview.decide(params.token, body, callerOf(request)),
  );
}
