import { z } from 'zod';
import { badRequest } from '../plugins/httpErrors';
import { sortKeysOf, type KeysetValues } from './keyset';
import type { ListParams } from './listParams';

/**
 * The `after` cursor of a list read page by page (the Excel export): where the next page
 * starts, opaque to the client, base64url of a small JSON object. It names the order it was
 * made for (`by`), the sort keys of the page's last row (`k`, keyset.ts), the rows before the
 * next page (`o`), and the total the first page counted (`t`), so the later pages count
 * nothing again. A ranked search keeps offset paging (its rank is computed per request), and
 * so does a page whose last row's keys would make the cursor too long for a URL (a sort by a
 * long text): those cursors carry no `k`.
 */

/** Past this length a cursor leaves its keys out and the next page is found by its offset. */
export const MAX_CURSOR_LENGTH = 2_000;

const cursorSchema = z.strictObject({
  by: z.string(),
  k: z.array(z.string().nullable()).optional(),
  o: z.number().int().min(0),
  t: z.number().int().min(0),
});
type Cursor = z.output<typeof cursorSchema>;

/** The page a list's rows come in order of: its sort keys, or a search's ranking. */
function orderSignature(params: ListParams): string {
  if (params.ranked) return 'rank';
  return sortKeysOf(params.order)
    .map((key) => `${key.desc ? '-' : ''}${key.field}`)
    .join(',');
}

const refusal = () => badRequest('The after cursor is not one this list gave; start again without it.');

function decode(text: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw refusal();
  }
}

/**
 * The list query that continues after `after` (a `next` cursor of the same list): from the
 * row its keys name, or from its offset for a ranked search, with the first page's total. A
 * cursor made for another order, or not made by the server, is a 400.
 */
export function continueAfter(params: ListParams, after: string | undefined): ListParams {
  if (after === undefined || after === '') return params;
  const cursor = decode(after);
  if (cursor.by !== orderSignature(params)) {
    throw badRequest('The after cursor was made for another order or search; start again without it.');
  }
  const base = { ...params, offset: cursor.o, knownTotal: cursor.t };
  if (!cursor.k) return base;
  if (params.ranked || cursor.k.length !== sortKeysOf(params.order).length) throw refusal();
  return { ...base, after: cursor.k };
}

/** What a page tells of the next one: whether rows follow, its last row's keys, the total. */
export interface PagePlace {
  readonly more?: boolean;
  readonly lastKeys?: KeysetValues | null;
  readonly rows: number;
  readonly total: number;
}

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The cursor of the page after this one (of `params`, as `continueAfter` made them), or null when no row follows it. */
export function nextCursor(params: ListParams, page: PagePlace): string | null {
  if (!page.more) return null;
  const at = { by: orderSignature(params), o: params.offset + page.rows, t: params.knownTotal ?? page.total };
  const keyed = !params.ranked && page.lastKeys ? encode({ ...at, k: [...page.lastKeys] }) : null;
  return keyed && keyed.length <= MAX_CURSOR_LENGTH ? keyed : encode(at);
}
