import { describe, expect, it } from 'vitest';
import { attemptResult, webhookState } from './webhookStatus';

describe('webhook status', () => {
  it('tells a subscription switched off by the server from one a manager switched off', () => {
    expect(webhookState({ active: true, disabledReason: null })).toBe('on');
    expect(webhookState({ active: false, disabledReason: null })).toBe('off');
    expect(webhookState({ active: false, disabledReason: 'a delivery failed 8 times' })).toBe('disabled');
  });

  it('shows an attempt by its status code, else its error', () => {
    expect(attemptResult({ statusCode: 500, error: 'HTTP 500' })).toBe('500');
    expect(attemptResult({ statusCode: null, error: 'ECONNREFUSED' })).toBe('ECONNREFUSED');
  });
});
