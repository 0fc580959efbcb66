import { describe, expect, it } from 'vitest';
import { decisionBody, failureOf, tokenOf } from './reviewState';
import { pickLanguage, text } from './reviewTexts';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('the review page’s pure parts', () => {
  it('reads the token from the address', () => {
    expect(tokenOf(`/review/${TOKEN}`)).toBe(TOKEN);
    expect(tokenOf(`/review/${TOKEN}/`)).toBe(TOKEN);
    expect(tokenOf('/review/short')).toBeNull();
    expect(tokenOf('/review/')).toBeNull();
    expect(tokenOf(`/orders/${TOKEN}`)).toBeNull();
  });

  it('needs stars to approve, and a comment or a mark to ask for changes', () => {
    const base = { comment: ' ', name: '', marksMade: 0, rate: null } as const;
    expect(decisionBody({ ...base, decision: 'approve' })).toEqual({ ok: false, error: 'rateRequired' });
    expect(decisionBody({ ...base, decision: 'approve', rate: 6 })).toEqual({ ok: false, error: 'rateRequired' });
    expect(decisionBody({ ...base, decision: 'approve', rate: 5, name: ' Lan ' })).toEqual({
      ok: true,
      body: { decision: 'approve', rate: 5, name: 'Lan' },
    });
    expect(decisionBody({ ...base, decision: 'changes' })).toEqual({ ok: false, error: 'changesRequired' });
    expect(decisionBody({ ...base, decision: 'changes', marksMade: 1 })).toEqual({
      ok: true,
      body: { decision: 'changes' },
    });
    expect(decisionBody({ ...base, decision: 'changes', comment: 'Bigger logo' })).toEqual({
      ok: true,
      body: { decision: 'changes', comment: 'Bigger logo' },
    });
  });

  it('says 404 itself and shows the API’s plain message for 410', () => {
    expect(failureOf(404, 'x')).toEqual({ key: 'notFound' });
    expect(failureOf(410, 'This review link has expired.')).toEqual({ message: 'This review link has expired.' });
    expect(failureOf(429, undefined)).toEqual({ key: 'tooMany' });
    expect(failureOf(500, 'boom')).toEqual({ key: 'failed' });
  });

  it('speaks Vietnamese to a Vietnamese browser and English to the rest', () => {
    expect(pickLanguage('vi-VN')).toBe('vi');
    expect(pickLanguage('en-US')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(text('en', 'version', { v: 3 })).toBe('Version 3');
    expect(text('vi', 'stars', { n: 4 })).toBe('4 trên 5 sao');
  });
});
