import { describe, expect, it } from 'vitest';
import { toggledEvents, webhookFormErrors, webhookFormOf } from './webhookForm';

describe('webhook form', () => {
  it('asks for an http(s) URL and at least one event', () => {
    const empty = webhookFormOf(null);
    expect(webhookFormErrors(empty)).toEqual({
      url: { key: 'validation.required' },
      events: { key: 'settings.webhooks.chooseEvents' },
    });
    expect(webhookFormErrors({ ...empty, url: 'ftp://x.example', events: ['order.created'] })).toEqual({
      url: { key: 'settings.webhooks.urlFormat' },
    });
    expect(webhookFormErrors({ ...empty, url: 'https://hooks.example.com/x', events: ['order.created'] })).toEqual({});
  });

  it('keeps the chosen events in the catalogue order', () => {
    expect(toggledEvents(['customer.created'], 'order.created', true)).toEqual(['order.created', 'customer.created']);
    expect(toggledEvents(['order.created', 'customer.created'], 'order.created', false)).toEqual(['customer.created']);
  });
});
