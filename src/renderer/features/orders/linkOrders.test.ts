import { describe, expect, it } from 'vitest';
import { linkedOrderIds, withLinkedOrders } from './linkOrders';

describe('withLinkedOrders', () => {
  it('appends a Link Order block and replaces it on the next link', () => {
    const once = withLinkedOrders('<p>Logo</p>', [{ id: 3, name: 'Mug <b>' }]);
    expect(once).toBe('<p>Logo</p><h3>Link Order</h3><ul><li>#3 Mug &lt;b&gt;</li></ul>');
    const twice = withLinkedOrders(once, [
      { id: 4, name: 'A' },
      { id: 5, name: 'B' },
    ]);
    expect(linkedOrderIds(twice)).toEqual([4, 5]);
    expect(twice.match(/Link Order/g)).toHaveLength(1);
  });

  it('removes the block when nothing is linked', () => {
    expect(withLinkedOrders('<p>x</p><h3>Link Order</h3><ul><li>#1 a</li></ul>', [])).toBe('<p>x</p>');
    expect(linkedOrderIds(null)).toEqual([]);
  });
});
