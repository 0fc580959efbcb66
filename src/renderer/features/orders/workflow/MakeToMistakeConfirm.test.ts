import { describe, expect, it } from 'vitest';
import { createHash } from '../../../engine';
import { markCitation } from './MakeToMistakeConfirm';

/** A mistake record made from feedback cites the design's open marks by a link to them. */

describe('markCitation', () => {
  it('links the Designs tab focused on the marks, and survives the create form’s hash', () => {
    const link = markCitation(12, [4, 7]);
    expect(link).toBe('/orders/12/edit?tab=designs&marks=4%2C7');
    const hash = createHash('mistakeRecords', { orderId: 12, note: 'Too far left', link });
    const defaults = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
    expect(defaults.get('link')).toBe(link);
  });

  it('cites nothing when the design carries no open mark', () => {
    expect(markCitation(12, [])).toBe('');
  });
});
