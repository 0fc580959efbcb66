import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { testUser } from '../../plugins/testUsers';
import type { RecommendDesignerRepository, SimilarityCriteria, SimilarWork } from './recommendDesigner.repository';
import { LOAD_WEIGHT, RecommendDesignerService, SUGGESTION_FAIL_MESSAGE } from './recommendDesigner.service';

/** Scoring designers for an order, with canned similar work and loads. */

const sale = testUser({ id: 3, scope: 'staff', permission: { orders: ['get'] } });

function setup(work: SimilarWork[], load: Record<number, number>, names: Record<number, string>) {
  const asked: SimilarityCriteria[] = [];
  const repo: RecommendDesignerRepository = {
    findOrder: (_user, id) =>
      Promise.resolve(id === 8 ? { nicheId: 2, platformId: null, productCatalogIds: [4] } : null),
    findSimilarWork: (criteria) => {
      asked.push(criteria);
      return Promise.resolve(work);
    },
    findDesigners: (ids) =>
      Promise.resolve(ids.filter((id) => names[id] !== undefined).map((id) => ({ id, displayName: names[id] }))),
    countActiveOrders: (ids: readonly number[], _statuses: readonly OrderStatus[]) =>
      Promise.resolve(new Map(ids.map((id) => [id, load[id] ?? 0]))),
  };
  return { asked, service: new RecommendDesignerService(repo) };
}

describe('RecommendDesignerService', () => {
  it('ranks by matched work less the load, and reads the criteria from the order when given one', async () => {
    const { service, asked } = setup(
      [
        { designerId: 7, doneSimilar: 3, points: 6 },
        { designerId: 11, doneSimilar: 2, points: 5 },
      ],
      { 7: 2, 11: 0 },
      { 7: 'Anh', 11: 'Binh' },
    );
    const ranked = await service.recommend(sale, { orderId: 8 });
    expect(asked).toEqual([{ nicheId: 2, platformId: null, productCatalogIds: [4] }]);
    expect(ranked.map((s) => [s.designId, s.score])).toEqual([
      [11, 5],
      [7, 6 - LOAD_WEIGHT * 2],
    ]);
  });

  it('answers 404 when nobody matches, or the order is out of reach', async () => {
    const { service } = setup([{ designerId: 5, doneSimilar: 1, points: 1 }], {}, {});
    await expect(service.recommend(sale, { nicheId: 1 })).rejects.toMatchObject({
      statusCode: 404,
      message: SUGGESTION_FAIL_MESSAGE,
    });
    await expect(service.recommend(sale, { orderId: 9 })).rejects.toMatchObject({ statusCode: 404 });
  });
});
