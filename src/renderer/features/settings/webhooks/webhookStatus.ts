import { Intent } from '@blueprintjs/core';
import type { Webhook, WebhookDelivery } from '../../../../shared/api/endpoints/webhooks';

/** What a subscription's status tag says: on, switched off by a manager, or by the server with its reason. */
export type WebhookState = 'on' | 'off' | 'disabled';

export function webhookState(hook: Pick<Webhook, 'active' | 'disabledReason'>): WebhookState {
  if (hook.active) return 'on';
  return hook.disabledReason ? 'disabled' : 'off';
}

export const STATE_INTENT: Record<WebhookState, Intent> = {
  on: Intent.SUCCESS,
  off: Intent.NONE,
  disabled: Intent.DANGER,
};

export const DELIVERY_INTENT: Record<WebhookDelivery['status'], Intent> = {
  pending: Intent.WARNING,
  succeeded: Intent.SUCCESS,
  failed: Intent.DANGER,
};

/** An attempt's result in a few characters: its status code, or its error. */
export function attemptResult(attempt: { statusCode: number | null; error: string | null }): string {
  return attempt.statusCode === null ? (attempt.error ?? '—') : String(attempt.statusCode);
}
