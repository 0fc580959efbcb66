import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { baseResource, type ResourceDef } from '../../shared/domain/resources';
import { searchTerms, type SearchTerms } from '../../shared/domain/search/searchText';
import { columnOf, tableOfResource } from '../db/columns';
import { ownSearchFields, searchDocsOf, searchTextsSql } from '../db/searchDocs';

/**
 * The SQL of a list's `q` under the search rule (shared/domain/search/searchText.ts): every
 * typed word starts a word of the record's kept search words (db/searchDocs.ts), through their
 * trigram index; ranked, when the list is not sorted otherwise, by an exact code or id first,
 * then the most typed words starting a word of the record's name, then the list's order (the
 * newest first); and, for a search that finds nothing, the closest spellings.
 */

/** `q` as a record id, when it reads as one. */
const idOf = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** A LIKE pattern for a folded word at the start of a word (folded words hold no wildcard). */
const startsWord = (word: string): string => `% ${word}%`;

/**
 * A word at the start of a word of the row's words. A word of three letters or more is looked
 * up in the trigram index as `%word%`, its own trigrams only, and checked at a word's start
 * after (`strpos`, which the index does not take): `% word%` would also look up the trigrams of
 * a word's start (`  w`, ` wo`), each held by a large part of the rows, and intersecting them
 * was most of a search's time at a million orders. A shorter word has only those.
 */
function wordAt(docs: ReturnType<typeof searchDocsOf>, word: string): SQL {
  if (word.length < 3) return sql`${docs.doc} LIKE ${startsWord(word)}`;
  return sql`(${docs.doc} LIKE ${`%${word}%`} AND strpos(${docs.doc}, ${` ${word}`}) > 0)`;
}

/** The typed words on a row's search words: each starts one of them, or the phone's digits do; or the id. */
function matchOf(docs: ReturnType<typeof searchDocsOf>, terms: SearchTerms): SQL {
  const words = and(...terms.words.map((w) => wordAt(docs, w)))!;
  const found = terms.digits ? or(words, wordAt(docs, terms.digits))! : words;
  const id = idOf(terms.folded);
  return id === null ? found : or(found, eq(docs.id, id))!;
}

/** The rows `text` finds (matchOf, through their kept words); undefined without a search. */
export function searchOf(resource: ResourceDef, text: string | null): SQL | undefined {
  if (!text) return undefined;
  const table = tableOfResource(resource);
  const id = idOf(text);
  const byId = id === null ? undefined : eq(columnOf(table, 'id'), id);
  const terms = searchTerms(text);
  // Without search fields only an id is found, and a text of punctuation alone (`%_%`) has no word to find.
  if (ownSearchFields(baseResource(resource)).length === 0 || !terms) return byId ?? sql`false`;
  const docs = searchDocsOf(resource);
  return sql`${columnOf(table, 'id')} IN (SELECT ${docs.id} FROM ${docs} WHERE ${matchOf(docs, terms)})`;
}

/**
 * A ranked search's page reads the rows joined to their search words (`searchDocsOf`): the
 * words matched in place, and its rank read off them, never folded again at the read; then
 * the newest first by id, also theirs. Ranked by the words' table alone, the matches are
 * ordered before any of their rows is read, and only the page's rows are (a word as common as
 * a family name matches thousands at a million orders).
 */
export interface RankedSearch {
  readonly docs: ReturnType<typeof searchDocsOf>;
  /** The typed words, on the joined words (the page's own form of {@link searchOf}). */
  readonly match: SQL;
  /**
   * An exact code or id first (the typed text whole as words of the record, or its id), then
   * the count of typed words at the start of a word of the record's name.
   */
  readonly rank: SQL<number>;
}

/**
 * The ranking of a list's search, when the list is ranked (a search not sorted otherwise) and
 * the resource has words to rank by; else null.
 */
export function rankedSearch(
  resource: ResourceDef,
  list: { readonly search: string | null; readonly ranked?: boolean },
): RankedSearch | null {
  const terms = list.ranked && list.search ? searchTerms(list.search) : null;
  if (!terms || ownSearchFields(baseResource(resource)).length === 0) return null;
  const docs = searchDocsOf(resource);
  const match = matchOf(docs, terms);
  const id = idOf(terms.folded);
  const exact = or(sql`${docs.doc} LIKE ${`% ${terms.folded} %`}`, ...(id === null ? [] : [eq(docs.id, id)]));
  const inName = terms.words.map((w) => sql`(${docs.title} LIKE ${startsWord(w)})::int`);
  const rank = sql<number>`(CASE WHEN ${exact} THEN 1000 ELSE 0 END + ${sql.join(inName, sql` + `)})`;
  return { docs, match, rank };
}

/**
 * A ranked search's page ids and its total, from one pass over the words' index: the matches
 * and their rank are found once (`matched`), then the total counts those whose row the list
 * reaches (`where`: scope, soft deletion, filters), stopping after `countLimit` + 1, and the
 * page takes the best of them in rank order, looking up only as many rows as it needs. Answers
 * one row: `total` (as text), `ids` in page order, and `matches` (as text): how many records
 * the words match, reached or not, the estimate past the count.
 */
export function rankedPageSql(
  resource: ResourceDef,
  ranked: RankedSearch,
  where: SQL | undefined,
  page: { readonly limit: number; readonly offset: number },
  countLimit: number,
): SQL {
  const table = tableOfResource(resource);
  const { docs } = ranked;
  const reached = (match: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${columnOf(table, 'id')} = ${match}.id AND ${where ?? sql`true`})`;
  // The page sorts the matches first and looks their rows up in that order, as few as it
  // needs: sorted after the lookup, every match's row would be read (a hash join of them all).
  return sql`WITH matched AS MATERIALIZED (
      SELECT ${docs.id} AS id, ${ranked.rank} AS rank FROM ${docs} WHERE ${ranked.match}
    )
    SELECT
      (SELECT count(*) FROM (
        SELECT 1 FROM matched WHERE ${reached(sql`matched`)} LIMIT ${countLimit + 1}
      ) AS counted)::text AS total,
      (SELECT count(*) FROM matched)::text AS matches,
      (SELECT coalesce(array_agg(found.id ORDER BY found.rank DESC, found.id DESC), '{}') FROM (
        SELECT ranked.id, ranked.rank FROM (SELECT id, rank FROM matched ORDER BY rank DESC, id DESC) AS ranked
        WHERE ${reached(sql`ranked`)}
        ORDER BY ranked.rank DESC, ranked.id DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}
      ) AS found) AS ids`;
}

/** The name of a ranked page's rank among its columns, and its ORDER BY. */
export const RANK_COLUMN = 'search_rank';
export const RANK_ORDER = sql.raw(`"${RANK_COLUMN}" DESC`);

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
  const docs = searchDocsOf(resource);
  // The nearest rows first (word similarity is cheap), then the nearest text of each.
  const near = sql`SELECT ${table}.*, word_similarity(${terms.folded}, ${docs.doc}) AS near
    FROM ${table} JOIN ${docs} ON ${docs.id} = ${columnOf(table, 'id')}
    WHERE ${and(where, sql`${terms.folded} <% ${docs.doc}`)}
    ORDER BY near DESC LIMIT ${NEAREST_ROWS}`;
  return sql`SELECT best.text FROM (${near}) AS ${table}
    CROSS JOIN LATERAL (
      SELECT found.text FROM unnest(${searchTextsSql(base)}) AS found(text)
      WHERE found.text IS NOT NULL AND found.text <> ''
      ORDER BY word_similarity(${terms.folded}, search_fold(found.text)) DESC LIMIT 1
    ) AS best
    GROUP BY best.text ORDER BY max(${table}.near) DESC, best.text LIMIT ${SUGGESTIONS}`;
}
