import { and, eq, getTableName, or, sql, type SQL } from 'drizzle-orm';
import { baseResource, type ResourceDef } from '../../shared/domain/resources';
import { searchTerms, type SearchTerms } from '../../shared/domain/search/searchText';
import { columnOf, tableOfResource } from '../db/columns';
import { ownSearchFields, searchDocsTable, searchTextsSql } from '../db/searchDocs';

/**
 * The SQL of a list's `q` under the search rule (shared/domain/search/searchText.ts): every
 * typed word starts a word of the record's kept search words (db/searchDocs.ts), through their
 * trigram index; ranked, when the list is not sorted otherwise, by an exact code or id first,
 * then the most typed words starting a word of the record's name, then the newest; and, for a
 * search that finds nothing, the closest spellings.
 */

/** `q` as a record id, when it reads as one. */
const idOf = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

const docsOf = (resource: ResourceDef) => sql.identifier(searchDocsTable(getTableName(tableOfResource(resource))));

/** A LIKE pattern for a folded word at the start of a word (folded words hold no wildcard). */
const startsWord = (word: string): string => `% ${word}%`;

/** The rows `text` finds (each word starting one of theirs, or the phone's digits); undefined without a search. */
export function searchOf(resource: ResourceDef, text: string | null): SQL | undefined {
  if (!text) return undefined;
  const table = tableOfResource(resource);
  const id = idOf(text);
  const byId = id === null ? undefined : eq(columnOf(table, 'id'), id);
  if (ownSearchFields(baseResource(resource)).length === 0) return byId ?? sql`false`;
  const terms = searchTerms(text);
  // A text of punctuation alone (`%_%`) has no word to find.
  if (!terms) return byId ?? sql`false`;
  const docs = docsOf(resource);
  const word = (w: string) => sql`${docs}.doc LIKE ${startsWord(w)}`;
  const words = and(...terms.words.map(word));
  const matched = terms.digits ? or(words, word(terms.digits)) : words;
  const found = sql`${columnOf(table, 'id')} IN (SELECT ${docs}.id FROM ${docs} WHERE ${matched})`;
  return byId ? or(found, byId) : found;
}

/** The fields the ranking reads of a row (a page's ids are ordered again over them). */
export function rankFields(resource: ResourceDef): string[] {
  const base = baseResource(resource);
  return [...new Set(['id', base.titleField, ...ownSearchFields(base)])].filter((f) => f === 'id' || f in base.fields);
}

/**
 * The ranking of a search, before the list's own order: an exact code (any search field
 * equal to the typed text, folded) or id first, then the count of typed words that start a
 * word of the record's name.
 */
export function rankOf(resource: ResourceDef, terms: SearchTerms | null): SQL[] {
  if (!terms) return [];
  const base = baseResource(resource);
  const table = tableOfResource(resource);
  const id = idOf(terms.folded);
  const exact = [
    ...(id === null ? [] : [eq(columnOf(table, 'id'), id)]),
    ...ownSearchFields(base).map((field) => sql`search_fold(${columnOf(table, field)}) = ${terms.folded}`),
  ];
  const keys = [sql`coalesce(${or(...exact)}, false) DESC`];
  if (base.titleField in base.fields) {
    const name = sql`(' ' || coalesce(search_fold(${columnOf(table, base.titleField)}::text), ''))`;
    const starts = terms.words.map((w) => sql`(${name} LIKE ${startsWord(w)})::int`);
    keys.push(sql`(${sql.join(starts, sql` + `)}) DESC`);
  }
  return keys;
}

/** The terms a list is ranked by: its search, when it is not sorted otherwise. */
export const rankedTerms = (search: string | null, ranked: boolean | undefined): SearchTerms | null =>
  ranked && search ? searchTerms(search) : null;

/** How many closest spellings a search that finds nothing offers. */
export const SUGGESTIONS = 5;
/** The rows nearest the typed words whose texts the spellings are chosen among. */
const NEAREST_ROWS = 50;

/**
 * The closest spellings of `text` among the rows meeting `where` (the list's scope and
 * filters, without its search): for each row whose words are near the typed ones (pg_trgm's
 * word similarity, `<%`, through the index), the text of it nearest to them, best first.
 */
export function suggestionsSql(resource: ResourceDef, text: string, where: SQL | undefined): SQL | null {
  const base = baseResource(resource);
  const terms = searchTerms(text);
  if (!terms || ownSearchFields(base).length === 0) return null;
  const table = tableOfResource(resource);
  const docs = docsOf(resource);
  // The nearest rows first (word similarity is cheap), then the nearest text of each.
  const near = sql`SELECT ${table}.*, word_similarity(${terms.folded}, ${docs}.doc) AS near
    FROM ${table} JOIN ${docs} ON ${docs}.id = ${columnOf(table, 'id')}
    WHERE ${and(where, sql`${terms.folded} <% ${docs}.doc`)}
    ORDER BY near DESC LIMIT ${NEAREST_ROWS}`;
  return sql`SELECT best.text FROM (${near}) AS ${table}
    CROSS JOIN LATERAL (
      SELECT found.text FROM unnest(${searchTextsSql(base)}) AS found(text)
      WHERE found.text IS NOT NULL AND found.text <> ''
      ORDER BY word_similarity(${terms.folded}, search_fold(found.text)) DESC LIMIT 1
    ) AS best
    GROUP BY best.text ORDER BY max(${table}.near) DESC, best.text LIMIT ${SUGGESTIONS}`;
}
