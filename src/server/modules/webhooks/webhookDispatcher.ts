import { randomUUID } from 'node:crypto';
import type { ClaimedDelivery, DeliveryOutcome, DeliveryQueue, DisabledWebhook } from './deliveryQueue.repository';
import { attemptsOf, retryDelay } from './retrySchedule';
import { messageBody, type AttemptOutcome, type WebhookSender } from './webhookSender';

export interface DispatcherOptions {
  /** Waits between attempts (retrySchedule.ts). */
  readonly retryScheduleMs: readonly number[];
  /** How long a claim holds: past it, another instance may take a delivery over (a crashed one's). */
  readonly leaseMs: number;
  /** Longest sleep between two looks at the queue when no notification comes. */
  readonly pollMs: number;
  /** Deliveries claimed at once, and sent at once. */
  readonly batchSize?: number;
  readonly concurrency?: number;
  /** A subscription switched off: tell its owner. */
  readonly onDisabled: (webhook: DisabledWebhook) => Promise<void> | void;
  readonly onError: (error: unknown) => void;
}

/** What an attempt leads to: received, another try after the schedule's wait, or given up. */
export function outcomeOf(attempt: AttemptOutcome, triesBefore: number, schedule: readonly number[]): DeliveryOutcome {
  if (attempt.error === null) return { kind: 'succeeded' };
  const delayMs = retryDelay(triesBefore + 1, schedule);
  if (delayMs !== null) return { kind: 'retry', delayMs };
  return {
    kind: 'failed',
    reason: `a delivery failed ${attemptsOf(schedule)} times in a row (last: ${attempt.error})`,
  };
}

/**
 * One server instance's sender of webhook deliveries. It wakes when the database announces new
 * deliveries (`NOTIFY bo_webhooks`), when one falls due (a timer set to the queue's next due
 * time, at most `pollMs` away) and when told; it claims due deliveries (several instances
 * share the queue, each delivery claimed by one), sends them and records each attempt.
 */
export class WebhookDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly queue: DeliveryQueue,
    private readonly send: WebhookSender,
    private readonly options: DispatcherOptions,
  ) {}

  /** Looks at the queue now (or again once the look under way ends). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((error: unknown) => this.options.onError(error))
      .then(() => this.sleep())
      .catch((error: unknown) => {
        this.options.onError(error);
        this.setTimer(this.options.pollMs);
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops waking, and resolves once the deliveries under way are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    const { batchSize = 20, concurrency = 8, leaseMs } = this.options;
    while (!this.stopped) {
      this.again = false;
      const claimed = await this.queue.claim(batchSize, leaseMs, randomUUID());
      if (claimed.length === 0) return;
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) await this.deliver(claimed[next++]);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    }
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const attemptedAt = new Date();
    const attempt = await this.send({
      url: delivery.url,
      secret: delivery.secret,
      messageId: delivery.messageId,
      body: messageBody(delivery.payload),
    });
    const outcome = outcomeOf(attempt, delivery.tries, this.options.retryScheduleMs);
    try {
      const disabled = await this.queue.finish(delivery, { attemptedAt, ...attempt }, outcome);
      if (disabled) await this.options.onDisabled(disabled);
    } catch (error) {
      this.options.onError(error);
    }
  }

  /** Sleeps until the next delivery falls due, or `pollMs` at most. */
  private async sleep(): Promise<void> {
    if (this.stopped || this.again) return;
    const dueInMs = await this.queue.nextDueInMs();
    this.setTimer(dueInMs === null ? this.options.pollMs : Math.min(dueInMs, this.options.pollMs));
  }

  private setTimer(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.max(ms, 1));
    this.timer.unref();
  }
}
