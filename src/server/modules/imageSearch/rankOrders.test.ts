import { describe, expect, it } from 'vitest';
import { rankOrders, toScore } from './rankOrders';

describe('rankOrders', () => {
  const matches = [
    { path: '/uploads/a.png', score: 0.98 },
    { path: '/uploads/b.png', score: 0.9 },
    { path: '/uploads/c.png', score: 0.7 },
  ];

  it('answers each order once with its most alike image, best first', () => {
    const links = [
      { orderId: 1, path: '/uploads/c.png' },
      { orderId: 1, path: '/uploads/a.png' },
      { orderId: 2, path: '/uploads/b.png' },
      { orderId: 3, path: '/uploads/c.png' },
    ];
    expect(rankOrders(matches, links, 20)).toEqual([
      { orderId: 1, score: 0.98, image: '/uploads/a.png' },
      { orderId: 2, score: 0.9, image: '/uploads/b.png' },
      { orderId: 3, score: 0.7, image: '/uploads/c.png' },
    ]);
  });

  it('puts the newer order first on equal scores, cuts at the limit and ignores links to unmatched images', () => {
    const links = [
      { orderId: 4, path: '/uploads/b.png' },
      { orderId: 9, path: '/uploads/b.png' },
      { orderId: 5, path: '/uploads/z.png' },
    ];
    expect(rankOrders(matches, links, 1)).toEqual([{ orderId: 9, score: 0.9, image: '/uploads/b.png' }]);
  });

  it('answers scores from 0 to 1 with three decimals', () => {
    expect(toScore(0.98765)).toBe(0.988);
    expect(toScore(1.0000001)).toBe(1);
    expect(toScore(-0.2)).toBe(0);
  });
});
