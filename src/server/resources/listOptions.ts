import type { ListResult } from '../../shared/api/listQuery';
import type { Row } from './listPages';
import type { RowCondition } from './rowCondition';

/** What a module asks of the engine's lists (resource.service.ts), and what the lists answer. */

/** What a custom list adds to the engine's: whose rows it shows, and which columns. */
export interface ScopedListOptions {
  /** Condition every row must meet besides the client's filter. */
  readonly where?: RowCondition;
  /** Answer only these columns (the reduced outsourced views, an export's page). */
  readonly columns?: readonly string[];
  /** Embed these relations instead of the client's `includes` (`[]`: none). */
  readonly includes?: readonly string[];
  /** Which rows by soft deletion: the live ones (default), the deleted ones, or both. @default 'live' */
  readonly deleted?: 'live' | 'only' | 'any';
  /** Answer `next`, the cursor of the page after this one (listCursor.ts), for a list read to its end. */
  readonly cursor?: boolean;
}

/** A list's page with, when asked for (`cursor`), where the next page starts (null: none follows). */
export type CursorListResult = ListResult<Row> & { readonly next?: string | null };

/** A page of `listCells`: each row's cells as one JSON array's text, the list's total, the next page's cursor. */
export interface CellListResult {
  readonly rows: readonly string[];
  readonly total: number;
  readonly next: string | null;
}
