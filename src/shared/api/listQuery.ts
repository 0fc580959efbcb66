import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from '../domain/listLimits';

/**
 * The list query of spec section 7 (`limit`, `offset`, `filter`, `includes`, `q`, `orderBy`),
 * shared by the generic resource lists and the custom ones (orders/me, orderHistories/on-pd).
 */

/**
 * A list answer: one page of rows and the count of all rows the filter matches. Past 10,000
 * matching rows the total may be the database's estimate; `totalIsEstimate` then says so.
 */
export interface ListResult<T> {
  readonly results: T[];
  readonly total: number;
  readonly totalIsEstimate?: true;
  /** A search (`q`) that found nothing: the closest spellings among the rows the list reaches. */
  readonly suggestions?: string[];
}

export {
  DEFAULT_PAGE_SIZE,
  FILTER_OPERATORS,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SORT_KEYS,
  type FilterOperator,
} from '../domain/listLimits';

const once = (name: string) => ({ error: `The ${name} parameter must be given once.` });

/** A whole number given in the query string (or as a number by a typed client). */
export const wholeParam = (name: string, max: number) =>
  z
    .union([z.number(), z.string()], once(name))
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message: `The ${name} parameter must be a whole number from 0 to ${max}.` });
        return z.NEVER;
      }
      return n;
    })
    .optional();

/** A text given once in the query string, at most `max` characters. */
export const textParam = (name: string, max: number, description: string) =>
  z
    .string(once(name))
    .max(max, { error: `The ${name} parameter is longer than ${max} characters.` })
    .optional()
    .describe(description);

/** `includes` alone: the query of a single-row read. */
export const oneQuerySchema = z.strictObject(
  { includes: textParam('includes', 2_000, 'Comma-separated relations to embed, e.g. `customer,designer`.') },
  { error: unknownParams },
);

/**
 * How a list embeds the rows of `includes`: `full` rows (the default), or their `summary`, the
 * id, title, picture and code a list shows (`includes.ts` on the server). A reader who may not
 * read the target resource always gets the summary.
 */
export const EMBED_SHAPES = ['full', 'summary'] as const;
export type EmbedShape = (typeof EMBED_SHAPES)[number];

/** The query of a list. Field names, operators and relations are checked against the resource by the server. */
export const listQuerySchema = z.strictObject(
  {
    limit: wholeParam('limit', MAX_PAGE_SIZE).describe(
      `Rows per page, at most ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
    ),
    offset: wholeParam('offset', MAX_OFFSET).describe('Rows to skip.'),
    filter: textParam(
      'filter',
      10_000,
      'JSON object of field to value, list (`$in`) or operators: `{"status":{"$in":["done"]},"createdAt":{"$gt":"2026-01-01"}}`.',
    ),
    includes: oneQuerySchema.shape.includes,
    embed: z
      .enum(EMBED_SHAPES, { error: 'The embed parameter must be given once, as `full` or `summary`.' })
      .optional()
      .describe(
        'How included rows are embedded: `full` (default) or `summary` (id, title, picture and code, what a list shows).',
      ),
    q: textParam('q', MAX_SEARCH_LENGTH, 'Free text matched against the resource’s search fields.'),
    orderBy: textParam('orderBy', 500, 'Comma-separated fields, `-` for descending: `-createdAt,name`.'),
  },
  { error: unknownParams },
);

/** The 400 message of unknown query parameters. */
export function unknownParams(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  return `Unknown query parameter: ${issue.keys.map((k) => k.slice(0, 60)).join(', ')}.`;
}

/** What a client may send as a list query. */
export type ListQuery = z.input<typeof listQuerySchema>;
/** A list query as the server reads it. */
export type ListQueryValues = z.output<typeof listQuerySchema>;
