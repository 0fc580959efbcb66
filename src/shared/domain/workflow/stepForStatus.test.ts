import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TABLE, ORDER_STATUSES } from '../orderStatus';
import { stepForStatus } from './stepForStatus';

describe('stepForStatus', () => {
  it('reads each accept and reject target of the status table as that step', () => {
    for (const status of ORDER_STATUSES) {
      const def = ORDER_STATUS_TABLE[status];
      if (def.accept) expect(stepForStatus(status, def.accept)).toBe('accept');
      if (def.reject && def.reject !== def.accept) expect(stepForStatus(status, def.reject)).toBe('reject');
    }
  });

  it('takes the extra accept target of feedback (gua_pd) as an accept', () => {
    expect(stepForStatus('feedback', 'gua_pd')).toBe('accept');
    expect(stepForStatus('feedback', 'design_in_progress')).toBe('accept');
    expect(stepForStatus('feedback', 'canceled')).toBe('reject');
  });

  it('takes designer_confirm again as a designer assignment', () => {
    expect(stepForStatus('new_deal', 'designer_confirm')).toBe('accept');
    expect(stepForStatus('designer_confirm', 'designer_confirm')).toBe('assignDesigner');
  });

  it('finds no step between statuses that are not next to each other', () => {
    expect(stepForStatus('new_deal', 'done')).toBeNull();
    expect(stepForStatus('done', 'verified')).toBeNull();
    expect(stepForStatus('canceled', 'new_deal')).toBeNull();
  });
});
