import { describe, expect, it } from 'vitest';
import type {
  AttemptRecord,
  ClaimedDelivery,
  DeliveryOutcome,
  DeliveryQueue,
  DisabledWebhook,
} from './deliveryQueue.repository';
import { outcomeOf, WebhookDispatcher } from './webhookDispatcher';
import type { AttemptOutcome } from './webhookSender';

const SCHEDULE = [10, 20];

/** A queue in memory: each delivery due at once, claimed by one caller, given up after the schedule. */
class FakeQueue implements DeliveryQueue {
  readonly finished: { id: number; attempt: AttemptRecord; outcome: DeliveryOutcome }[] = [];
  private waiting: ClaimedDelivery[];
  constructor(count: number) {
    this.waiting = Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      webhookId: 1,
      messageId: `msg_${i + 1}`,
      payload: `{"type": "customer.created", "data": {"id": ${i + 1}}}`,
      tries: 0,
      url: 'https://hooks.example.com/x',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      claimToken: '',
    }));
  }
  claim(limit: number, _leaseMs: number, claimToken: string) {
    return Promise.resolve(this.waiting.splice(0, limit).map((d) => ({ ...d, claimToken })));
  }
  finish(delivery: ClaimedDelivery, attempt: AttemptRecord, outcome: DeliveryOutcome) {
    this.finished.push({ id: delivery.id, attempt, outcome });
    if (outcome.kind === 'retry') this.waiting.push({ ...delivery, tries: delivery.tries + 1 });
    const off: DisabledWebhook = { id: 1, url: delivery.url, reason: 'r', ownerEmail: 'm@x', ownerName: 'M' };
    return Promise.resolve(outcome.kind === 'failed' ? off : null);
  }
  nextDueInMs() {
    return Promise.resolve(this.waiting.length > 0 ? 0 : null);
  }
}

/** Resolves once `done` holds, within a second. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
}

const answer = (statusCode: number | null, error: string | null): AttemptOutcome => ({
  statusCode,
  error,
  durationMs: 3,
});

describe('outcomeOf', () => {
  it('succeeds on a 2xx, retries on the schedule, then gives up with the last error', () => {
    expect(outcomeOf(answer(204, null), 0, SCHEDULE)).toEqual({ kind: 'succeeded' });
    expect(outcomeOf(answer(500, 'HTTP 500'), 0, SCHEDULE)).toEqual({ kind: 'retry', delayMs: 10 });
    expect(outcomeOf(answer(null, 'ECONNREFUSED'), 1, SCHEDULE)).toEqual({ kind: 'retry', delayMs: 20 });
    expect(outcomeOf(answer(500, 'HTTP 500'), 2, SCHEDULE)).toEqual({
      kind: 'failed',
      reason: 'a delivery failed 3 times in a row (last: HTTP 500)',
    });
  });
});

describe('WebhookDispatcher', () => {
  it('sends each claimed delivery once, compact and signed, and records its attempt', async () => {
    const queue = new FakeQueue(45);
    const sent: { messageId: string; body: string }[] = [];
    const dispatcher = new WebhookDispatcher(
      queue,
      (message) => {
        sent.push(message);
        return Promise.resolve(answer(200, null));
      },
      {
        retryScheduleMs: SCHEDULE,
        leaseMs: 1_000,
        pollMs: 1_000,
        onDisabled: () => undefined,
        onError: (e) => {
          throw e;
        },
      },
    );
    dispatcher.wake();
    dispatcher.wake();
    await until(() => queue.finished.length >= 45);
    await dispatcher.stop();
    expect(sent.map((m) => m.messageId).sort()).toEqual(Array.from({ length: 45 }, (_, i) => `msg_${i + 1}`).sort());
    expect(sent[0].body).toBe('{"type":"customer.created","data":{"id":1}}');
    expect(queue.finished.every((f) => f.outcome.kind === 'succeeded' && f.attempt.statusCode === 200)).toBe(true);
  });

  it('retries a failing delivery, then tells the owner of the subscription it switched off', async () => {
    const queue = new FakeQueue(1);
    const told: DisabledWebhook[] = [];
    const dispatcher = new WebhookDispatcher(queue, () => Promise.resolve(answer(503, 'HTTP 503')), {
      retryScheduleMs: SCHEDULE,
      leaseMs: 1_000,
      pollMs: 1_000,
      onDisabled: (hook) => {
        told.push(hook);
      },
      onError: (e) => {
        throw e;
      },
    });
    dispatcher.wake();
    await until(() => told.length > 0);
    await dispatcher.stop();
    expect(queue.finished.map((f) => f.outcome.kind)).toEqual(['retry', 'retry', 'failed']);
    expect(told).toHaveLength(1);
  });
});
