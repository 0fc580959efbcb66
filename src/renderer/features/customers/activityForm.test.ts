import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../components/form/formValues';
import { activityBody, activityFormErrors, activityFormOf } from './activityForm';

describe('the log-activity form', () => {
  it('starts as a call now, or from the activity being edited', () => {
    const now = new Date('2026-11-29T02:00:00.000Z');
    expect(activityFormOf(null, now)).toEqual({ kind: 'call', at: toLocalInput(now), summary: '', orderId: null });
    const stored = {
      id: 1,
      customerId: 2,
      orderId: 3,
      kind: 'meeting' as const,
      at: '2026-11-20T09:30:00.000Z',
      summary: 'Catalogue',
      authorId: 4,
      authorName: 'Ann',
      createdAt: '2026-11-20T09:31:00.000Z',
      updatedAt: '2026-11-20T09:31:00.000Z',
    };
    expect(activityFormOf(stored)).toEqual({
      kind: 'meeting',
      at: toLocalInput('2026-11-20T09:30:00.000Z'),
      summary: 'Catalogue',
      orderId: 3,
    });
  });

  it('requires when and a summary of at most 2,000 characters, and sends when as an instant', () => {
    const values = { kind: 'email' as const, at: '2026-11-20T16:30', summary: ' Sent the quote ', orderId: null };
    expect(activityFormErrors(values)).toEqual({});
    expect(activityFormErrors({ ...values, at: '', summary: '  ' })).toEqual({
      at: 'form.required',
      summary: 'form.required',
    });
    expect(activityFormErrors({ ...values, summary: 'x'.repeat(2_001) })).toEqual({
      summary: 'customers.activity.tooLong',
    });
    expect(activityBody(values)).toEqual({
      kind: 'email',
      at: new Date('2026-11-20T16:30').toISOString(),
      summary: 'Sent the quote',
      orderId: null,
    });
  });
});
