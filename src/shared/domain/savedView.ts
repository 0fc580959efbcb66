import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './listLimits';
import { requiredText } from './validation/primitives';

/**
 * A saved list view (issue 12): a named copy of what a list screen keeps in its URL — the
 * search, the filters, the sort, the page size and the columns hidden by the list's column
 * chooser (`ListState` of the renderer's engine, less the page).
 */

/** Longest view name. */
export const SAVED_VIEW_NAME_MAX = 100;
/** Largest state, as JSON, in bytes (UTF-8). */
export const SAVED_VIEW_STATE_MAX_BYTES = 16 * 1024;
/** Most filters a state holds, and most values per filter. */
export const SAVED_VIEW_MAX_FILTERS = 40;
export const SAVED_VIEW_MAX_FILTER_VALUES = 100;
/** Longest filter value (a date range, an id, a status). */
export const SAVED_VIEW_FILTER_VALUE_MAX = 500;
/** Largest page size a list offers. */
export const SAVED_VIEW_MAX_LIMIT = 100;
/** Most columns a view hides. */
export const SAVED_VIEW_MAX_HIDDEN = 60;
/** Most views one person keeps for one list. */
export const SAVED_VIEWS_PER_LIST = 50;

/** Query parameters a list state writes itself; a filter may not take their names. */
export const LIST_RESERVED_PARAMS: readonly string[] = ['page', 'limit', 'q', 'orderBy', 'hide'];

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const fieldName = z
  .string()
  .regex(FIELD_NAME, { error: 'A field name is letters, digits and _ (at most 64), starting with a letter.' });

/** Why a filter may not have this name, or null. */
function badFilterName(name: string): string | null {
  if (!FIELD_NAME.test(name)) return 'A filter is named by a field: letters, digits and _ (at most 64).';
  return LIST_RESERVED_PARAMS.includes(name) ? `"${name}" is a list parameter, not a filter.` : null;
}

const filterValues = z
  .array(
    z
      .string()
      .min(1, { error: 'A filter value must not be empty.' })
      .max(SAVED_VIEW_FILTER_VALUE_MAX, {
        error: `A filter value is at most ${SAVED_VIEW_FILTER_VALUE_MAX} characters.`,
      }),
  )
  .min(1, { error: 'A filter holds at least one value.' })
  .max(SAVED_VIEW_MAX_FILTER_VALUES, { error: `A filter holds at most ${SAVED_VIEW_MAX_FILTER_VALUES} values.` });

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** What a saved view keeps of a list: every key but `hidden` required, nothing else accepted. */
export const savedViewStateSchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, { error: `The search is at most ${MAX_SEARCH_LENGTH} characters.` }),
    sort: z.strictObject({ field: fieldName, desc: z.boolean() }).nullable(),
    limit: z
      .number()
      .int()
      .min(1, { error: 'The page size must be at least 1.' })
      .max(SAVED_VIEW_MAX_LIMIT, { error: `The page size must be at most ${SAVED_VIEW_MAX_LIMIT}.` }),
    filters: z
      .record(z.string(), filterValues)
      .refine((filters) => Object.keys(filters).length <= SAVED_VIEW_MAX_FILTERS, {
        error: `A view holds at most ${SAVED_VIEW_MAX_FILTERS} filters.`,
      })
      .superRefine((filters, ctx) => {
        for (const name of Object.keys(filters)) {
          const message = badFilterName(name);
          if (message) ctx.addIssue({ code: 'custom', message, path: [name] });
        }
      }),
    /** Columns the view hides, by id (a field, or an added column such as `extra:stats`); none when left out. */
    hidden: z
      .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_:]{0,63}$/, { error: 'A column is named by its id.' }))
      .max(SAVED_VIEW_MAX_HIDDEN, { error: `A view hides at most ${SAVED_VIEW_MAX_HIDDEN} columns.` })
      .optional(),
  })
  .refine((state) => utf8Bytes(state) <= SAVED_VIEW_STATE_MAX_BYTES, {
    error: `The view's state is larger than ${SAVED_VIEW_STATE_MAX_BYTES / 1024} kB.`,
  });
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

/** A view's name: trimmed, 1 to 100 characters. */
export const savedViewNameSchema = () => requiredText(SAVED_VIEW_NAME_MAX, 'Name the view.');
