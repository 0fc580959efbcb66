import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { USER_LOOKUP_ROLES } from '../../../shared/domain/roles';
import type { AuthUser } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/httpErrors';
import type { DesignerSuggestion, RecommendBody } from '../../../shared/api/endpoints/orders';
import type { RecommendDesignerRepository, SimilarityCriteria } from './recommendDesigner.repository';

/** Statuses in which an order keeps its designer busy. */
export const ACTIVE_DESIGN_STATUSES: readonly OrderStatus[] = [
  'designer_confirm',
  'design_in_progress',
  'feedback',
  'gua_pd',
];

/** Each order in progress weighs as much as this many matched criteria of past work. */
export const LOAD_WEIGHT = 2;
const MAX_SUGGESTIONS = 10;

export const SUGGESTION_FAIL_MESSAGE = 'No designer matches the requirement.';

/**
 * POST /orders/recommendDesigner: designers who finished orders like this one (same niche,
 * product type or platform), scored by how much they match minus how loaded they are now,
 * best first.
 */
export class RecommendDesignerService {
  constructor(private readonly repo: RecommendDesignerRepository) {}

  async recommend(user: AuthUser, body: RecommendBody): Promise<DesignerSuggestion[]> {
    const criteria = await this.criteria(user, body);
    const work = await this.repo.findSimilarWork(criteria);
    const ids = work.map((w) => w.designerId);
    const designers = await this.repo.findDesigners(ids, USER_LOOKUP_ROLES.designers);
    const load = await this.repo.countActiveOrders(ids, ACTIVE_DESIGN_STATUSES);
    const byId = new Map(work.map((w) => [w.designerId, w]));
    const suggestions = designers
      .map((d) => {
        const w = byId.get(d.id)!;
        const activeOrders = load.get(d.id) ?? 0;
        const score = w.points - LOAD_WEIGHT * activeOrders;
        return { designId: d.id, displayName: d.displayName, score, doneSimilar: w.doneSimilar, activeOrders };
      })
      .sort((a, b) => b.score - a.score || a.activeOrders - b.activeOrders || a.designId - b.designId)
      .slice(0, MAX_SUGGESTIONS);
    if (suggestions.length === 0) throw new HttpError(404, SUGGESTION_FAIL_MESSAGE, { code: 'orders.suggestionFail' });
    return suggestions;
  }

  private async criteria(user: AuthUser, body: RecommendBody): Promise<SimilarityCriteria> {
    if ('orderId' in body) {
      const order = await this.repo.findOrder(user, body.orderId);
      if (!order) throw notFound(`orders #${body.orderId} was not found.`);
      return { nicheId: order.nicheId, platformId: order.platformId, productCatalogIds: order.productCatalogIds ?? [] };
    }
    return {
      nicheId: body.nicheId ?? null,
      platformId: body.platformId ?? null,
      productCatalogIds: body.productCatalogIds ?? [],
    };
  }
}
