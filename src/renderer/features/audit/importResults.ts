import { Intent } from '@blueprintjs/core';
import type { LogStatus } from '../../../shared/domain/enums';
import { countResults, type CardResult, type ResultCounts } from '../../../shared/domain/trello/importLog';
import type { Row } from '../../components/form/formValues';

/** An import's log row as the Logs › Imports tab reads it. */
export interface ImportLog {
  readonly id: number;
  readonly status: LogStatus | null;
  readonly linkFile: string | null;
  readonly createdAt: string;
  readonly result: readonly CardResult[];
}

/** The log of a `logs` row; results that are not an array (old rows) count as none. */
export function importLogOf(row: Row): ImportLog {
  return {
    id: Number(row.id),
    status: (row.status as LogStatus | null | undefined) ?? null,
    linkFile: typeof row.linkFile === 'string' ? row.linkFile : null,
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : '',
    result: Array.isArray(row.result) ? (row.result as CardResult[]) : [],
  };
}

/** How the log's cards ended: created (older logs say `done`), skipped and failed. */
export function resultCounts(log: ImportLog): ResultCounts {
  const counts = countResults(log.result);
  const legacyDone = log.result.filter((r) => r.status === 'done').length;
  return { ...counts, created: counts.created + legacyDone };
}

/** The colour of a card's result: failed red, created with a note amber, created green, skipped plain. */
export function resultIntent(result: Pick<CardResult, 'status' | 'message'>): Intent {
  if (result.status === 'failed') return Intent.DANGER;
  if (result.status === 'skipped') return Intent.NONE;
  return result.message ? Intent.WARNING : Intent.SUCCESS;
}

/** The results, the failed and noted cards first, each group in the board's order. */
export function resultsByConcern(results: readonly CardResult[]): CardResult[] {
  const rank = (r: CardResult) => (r.status === 'failed' ? 0 : r.message ? 1 : 2);
  return results
    .map((r, i) => [r, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([r]) => r);
}
