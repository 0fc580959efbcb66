import { and, eq, inArray } from 'drizzle-orm';
import type { LogStatus } from '../../../shared/domain/enums';
import { RESOURCES } from '../../../shared/domain/resources';
import type { CardResult } from '../../../shared/domain/trello/importLog';
import { auditable, writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { importedCards, logs } from '../../db/schema';

/** The `source` of cards in imported_cards. */
export const TRELLO_SOURCE = 'trello';

/** Cards looked up in one query at most. */
const LOOKUP_CHUNK = 500;

/** What an import's log row starts with. */
export interface NewImportLog {
  readonly customerId: number | null;
  /** The export's file name. */
  readonly linkFile: string;
}

/** The import's own tables: its `logs` row, and the cards earlier imports made orders of. */
export interface TrelloRepository {
  /** Writes the log row (in progress, no results yet) with its audit entry; answers its id. */
  startLog(userId: number, values: NewImportLog, summary: string): Promise<number>;
  /** The results so far, while the import runs. */
  saveProgress(logId: number, results: readonly CardResult[]): Promise<void>;
  /** The last results and the final status, audited as the server's own write. */
  finishLog(logId: number, results: readonly CardResult[], status: LogStatus, summary: string): Promise<void>;
  /** The orders earlier imports made of these cards: card id → order id. */
  importedOrders(cardIds: readonly string[]): Promise<Map<string, number>>;
}

export function drizzleTrelloRepository(db: Db): TrelloRepository {
  return {
    startLog: (userId, values, summary) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(logs)
          .values({ ...values, status: 'inprogress', result: [] })
          .returning();
        await writeAudit(tx, [
          {
            userId,
            action: 'create',
            resource: 'logs',
            recordId: row.id,
            summary,
            after: auditable(RESOURCES.logs, row),
          },
        ]);
        return row.id;
      }),

    async saveProgress(logId, results) {
      await db
        .update(logs)
        .set({ result: [...results], updatedAt: new Date() })
        .where(eq(logs.id, logId));
    },

    finishLog: (logId, results, status, summary) =>
      db.transaction(async (tx) => {
        await tx
          .update(logs)
          .set({ result: [...results], status, updatedAt: new Date() })
          .where(eq(logs.id, logId));
        await writeAudit(tx, [
          {
            userId: null,
            action: 'update',
            resource: 'logs',
            recordId: logId,
            summary,
            before: { status: 'inprogress' },
            after: { status },
          },
        ]);
      }),

    async importedOrders(cardIds) {
      const found = new Map<string, number>();
      for (let start = 0; start < cardIds.length; start += LOOKUP_CHUNK) {
        const rows = await db
          .select({ cardId: importedCards.cardId, orderId: importedCards.orderId })
          .from(importedCards)
          .where(
            and(
              eq(importedCards.source, TRELLO_SOURCE),
              inArray(importedCards.cardId, cardIds.slice(start, start + LOOKUP_CHUNK)),
            ),
          );
        for (const row of rows) found.set(row.cardId, row.orderId);
      }
      return found;
    },
  };
}
