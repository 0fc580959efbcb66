import type { AuditEntry } from '../../db/audit';
import { stageHolders } from '../../../shared/domain/stageLateness';
import type { LateStage, OrderStagesRepository } from './orderStages.repository';

/** Late stages announced per transaction; a look goes on while batches come back full. */
export const LATE_BATCH = 200;

/**
 * The audit event announcing a late stage: written by the server (no user), on the order, with
 * the people holding the stage, whom the live events tell in person (`personal: 'late'`).
 */
export function lateAuditEntry(stage: LateStage): AuditEntry {
  return {
    userId: null,
    action: 'late',
    resource: 'orders',
    recordId: stage.orderId,
    summary: `order #${stage.orderId} is late at ${stage.status}`,
    after: {
      status: stage.status,
      entry: stage.historyId,
      stageDueAt: stage.stageDueAt.toISOString(),
      holders: stageHolders(stage.status, stage.assignedUser, stage.people),
    },
  };
}

/**
 * Announces every order late at its stage once: each look claims the late stages nobody
 * announced (their history entries, in `stage_late_notices`) and writes their `late` audit
 * events in the same transaction, so the events go out on commit, and an instance that lost
 * the claim to another writes nothing.
 */
export class LateStageNotifier {
  constructor(private readonly repo: OrderStagesRepository) {}

  /** One look at `now`; answers how many stages it announced. */
  async check(now = new Date()): Promise<number> {
    let announced = 0;
    for (;;) {
      const { seen, written } = await this.repo.transaction(async (tx) => {
        const late = await tx.unannouncedLate(now, LATE_BATCH);
        const claimed = await tx.claim(late);
        const entries = late.filter((stage) => claimed.has(stage.historyId)).map(lateAuditEntry);
        await tx.audit(entries);
        return { seen: late.length, written: entries.length };
      });
      announced += written;
      if (seen < LATE_BATCH) return announced;
    }
  }
}

export interface LateChecksOptions {
  /** Between the end of one look and the start of the next. */
  readonly intervalMs: number;
  readonly check: () => Promise<unknown>;
  readonly onError: (error: unknown) => void;
}

/**
 * Looks for late stages every `intervalMs` (the first look one interval after start); the timer
 * never keeps the process alive. Answers how to stop, which waits for a look under way.
 */
export function startLateChecks({ intervalMs, check, onError }: LateChecksOptions): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check()
        .then(() => undefined, onError)
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
