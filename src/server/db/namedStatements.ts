import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named statements on PostgreSQL. A statement sent unnamed is parsed and planned at every call.
 * A named one is parsed once per connection, and PostgreSQL stops planning it once it judges
 * its generic plan as good as the plans it made for the values seen. This only fits a statement
 * whose best plan does not depend on its values. Otherwise a generic plan chosen on a few
 * values could serve the others badly, as a list's filter would be served.
 *
 * Two kinds of statements run named:
 * - those the code names itself (`executeNamed`: the JSON of rows by their ids);
 * - those `planIsFixed` recognises: a one-row insert, and a read, update or delete of the row
 *   with a given id.
 *
 * PGlite runs every statement in this process, so none of this applies to it.
 */

/**
 * Most statement texts the server runs as named statements. Each connection keeps every named
 * statement it has run, parsed and planned, for its life; the texts depend on what the code
 * writes and on the `includes` a client asks for, so a client asking for every subset of a
 * resource's relations could otherwise make a connection keep thousands. Past the limit a new
 * text runs unnamed, planned each call as any statement is.
 */
export const MAX_NAMED_STATEMENTS = 400;

const namedTexts = new Set<string>();

/** The name a statement's text runs under: its hash while fewer than `limit` texts have one, else none. */
export function statementNameOf(
  text: string,
  named: Set<string> = namedTexts,
  limit = MAX_NAMED_STATEMENTS,
): string | undefined {
  const name = `stmt_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  if (named.has(name)) return name;
  if (named.size >= limit) return undefined;
  named.add(name);
  return name;
}

/** `insert into "t" (…) values (`, alone or as the first statement of a `with`. */
const INSERT_VALUES = /^\s*(?:with\s[^()]*\(\s*)?insert\s+into\s+"\w+"\s*\([^()]*\)\s*values\s*\(/i;
/** A second row of values: `), (`. */
const MORE_ROWS = /\)\s*,\s*\(/;
const READ_OR_WRITE = /^\s*(?:select|update|delete)\s/i;
const WHERE = /\swhere\s/i;
/** Anything before the `where` that could bring rows of another table: a subquery or a join. */
const OTHER_ROWS = /\b(?:select|join)\b/i;
/**
 * The `where` starts with the id's equality (`= $1`, or `in ($1)`), alone or as the first of an
 * `and`: at most one row matches, so the primary key's index serves every value.
 */
const BY_ID =
  /^\swhere\s+\(?"(\w+)"\."id"\s*(?:=\s*\$\d+|in\s*\(\s*\$\d+\s*\))(?:\s+and\s|\s*\)|\s+for\s+(?:no\s+key\s+)?update\b|\s+limit\s|\s+returning\s|\s*$)/i;

/**
 * Whether a statement's best plan is the same for all its values: a single-row `insert …
 * values`, or a `select`, `update` or `delete` of one table whose `where` starts with its id's
 * equality. Recognised on the text drizzle writes; a text not recognised runs unnamed, as before.
 */
export function planIsFixed(text: string): boolean {
  const insert = INSERT_VALUES.exec(text);
  if (insert) return !MORE_ROWS.test(text.slice(insert[0].length));
  const verb = READ_OR_WRITE.exec(text);
  if (!verb) return false;
  const where = WHERE.exec(text);
  if (!where || OTHER_ROWS.test(text.slice(verb[0].length, where.index))) return false;
  return BY_ID.test(text.slice(where.index));
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** The config of a statement, named when its plan is fixed and a name is left. */
function named(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (name !== undefined || typeof text !== 'string' || !planIsFixed(text)) return config;
  const statement = statementNameOf(text);
  return statement ? { ...config, name: statement } : config;
}

/**
 * Makes a pool's connections run the statements whose plan is fixed as named statements. It
 * wraps each client's `query` when the pool connects it (pg-pool's `connect` event comes before
 * the client is handed out).
 */
export function nameFixedPlans(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    client.query = ((config: unknown, ...rest: unknown[]) => query(named(config), ...rest)) as typeof client.query;
  });
}
