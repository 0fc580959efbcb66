import { webhookUrlSchema } from '../../../../shared/api/endpoints/webhooks';
import type { Webhook } from '../../../../shared/api/endpoints/webhooks';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../shared/domain/webhook';
import { validationMessageKey } from '../../../components/validationMessage';

/** What the add and edit dialog holds. */
export interface WebhookFormValues {
  readonly url: string;
  readonly events: readonly WebhookEvent[];
  readonly description: string;
  readonly active: boolean;
}

/** Each field's error, as an i18n key and its values. */
export type WebhookFormErrors = Partial<Record<'url' | 'events', { key: string; values?: Record<string, string> }>>;

const isEvent = (name: string): name is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(name);

export function webhookFormOf(hook: Webhook | null): WebhookFormValues {
  return hook
    ? { url: hook.url, events: hook.events.filter(isEvent), description: hook.description ?? '', active: hook.active }
    : { url: '', events: [], description: '', active: true };
}

/** The form's errors by the contract's own URL schema (the server checks again, and the address). */
export function webhookFormErrors(values: WebhookFormValues): WebhookFormErrors {
  const errors: { -readonly [K in keyof WebhookFormErrors]: WebhookFormErrors[K] } = {};
  const url = webhookUrlSchema.safeParse(values.url);
  if (!url.success) {
    const message = url.error.issues[0]?.message ?? '';
    errors.url = validationMessageKey(message) ?? { key: 'settings.webhooks.urlFormat' };
  }
  if (values.events.length === 0) errors.events = { key: 'settings.webhooks.chooseEvents' };
  return errors;
}

/** The events chosen, in the catalogue's order, with `event` added or taken out. */
export function toggledEvents(events: readonly WebhookEvent[], event: WebhookEvent, on: boolean): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((e) => (e === event ? on : events.includes(e)));
}
