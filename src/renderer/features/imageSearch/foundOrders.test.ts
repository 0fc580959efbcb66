import { describe, expect, it } from 'vitest';
import { foundOrders } from './foundOrders';

describe('foundOrders', () => {
  it("keeps the search's order and leaves out results the list did not answer", () => {
    const results = [
      { orderId: 3, score: 0.99, image: '/uploads/c.png' },
      { orderId: 1, score: 0.8, image: '/uploads/a.png' },
      { orderId: 2, score: 0.7, image: '/uploads/b.png' },
    ];
    const rows = [{ id: 1 }, { id: 2 }];
    expect(foundOrders(results, rows)).toEqual([
      { result: results[1], order: { id: 1 } },
      { result: results[2], order: { id: 2 } },
    ]);
  });
});
