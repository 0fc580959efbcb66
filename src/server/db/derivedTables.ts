import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './db';

/**
 * Tables the database derives from others and keeps in the transaction of every write, by
 * triggers built from the resource registry (each row's JSON, keptJson.ts; each row's search
 * words, searchDocs.ts). Their definitions are derived, never written by hand: at every start,
 * after the migrations, `keepDerived` compares each definition's digest with the one installed
 * and, where they differ (a field added, a column's type changed), installs the new triggers
 * and writes every derived row again, in one transaction that holds the writers of the source
 * tables off. When nothing changed it only reads the digests.
 */
export interface DerivedDefinition {
  /** Its key among the installed digests. */
  readonly name: string;
  /** The tables whose writers wait while the definition is installed and its rows written. */
  readonly sources: readonly string[];
  /** The statements that install the derived table, its functions and triggers, in order. */
  readonly install: readonly string[];
  /** The statements that write every derived row again (over the old ones) and drop orphans. */
  readonly refill: readonly string[];
  readonly digest: string;
}

/** Where a family of derived tables keeps its installed digests, and its instances' lock. */
export interface DerivedFamily {
  readonly digestsTable: string;
  readonly lockKey: number;
}

const dialect = new PgDialect();

/** A definition's statement as text: derived statements take no parameters. */
export function statementText(query: SQL): string {
  const compiled = dialect.sqlToQuery(query);
  if (compiled.params.length > 0) throw new Error('A derived table definition has parameters.');
  return compiled.sql;
}

/** The digest of what a definition installs, and of anything else its rows depend on. */
export const digestOf = (parts: readonly string[]): string =>
  createHash('sha256').update(parts.join('\n')).digest('hex');

/** A trigger function that runs `body` and returns nothing (statement triggers). */
export const triggerFunction = (name: string, body: string): string =>
  `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $derived$
BEGIN
  ${body};
  RETURN NULL;
END $derived$`;

/** A statement trigger on `table` after `event`, with its transition tables. */
export const statementTrigger = (name: string, table: string, event: string, transition: string, fn: string): string =>
  `CREATE OR REPLACE TRIGGER "${name}" AFTER ${event} ON "${table}" ${transition} FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"()`;

async function installed(db: Db, family: DerivedFamily): Promise<Map<string, string>> {
  const result: unknown = await db.execute(sql`SELECT to_regclass(${family.digestsTable}) IS NOT NULL AS present`);
  const [{ present }] = (result as { rows: { present: boolean }[] }).rows;
  if (!present) return new Map();
  const rows: unknown = await db.execute(sql`SELECT resource, digest FROM ${sql.identifier(family.digestsTable)}`);
  return new Map((rows as { rows: { resource: string; digest: string }[] }).rows.map((r) => [r.resource, r.digest]));
}

/**
 * Installs the definitions whose digest changed and writes their rows again. Run after the
 * migrations by every instance at its start; instances starting together are serialised by
 * the family's advisory lock. Returns the names of the definitions written again.
 */
export async function keepDerived(
  db: Db,
  family: DerivedFamily,
  definitions: readonly DerivedDefinition[],
): Promise<string[]> {
  const current = await installed(db, family);
  if (definitions.every((d) => current.get(d.name) === d.digest)) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${family.lockKey})`);
    // `IF NOT EXISTS` on a table that exists is a notice, not news.
    await tx.execute(sql.raw('SET LOCAL client_min_messages = warning'));
    await tx.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS "${family.digestsTable}" (resource text PRIMARY KEY, digest text NOT NULL)`),
    );
    const now = await installed(tx, family);
    const changed = definitions.filter((d) => now.get(d.name) !== d.digest);
    for (const d of changed) {
      // Writers wait from here to the commit, so no row is written under the old triggers
      // after it is written again. Readers go on: the rows are written over, not emptied first.
      for (const source of d.sources) await tx.execute(sql.raw(`LOCK TABLE "${source}" IN SHARE ROW EXCLUSIVE MODE`));
      for (const statement of [...d.install, ...d.refill]) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO ${sql.identifier(family.digestsTable)} (resource, digest) VALUES (${d.name}, ${d.digest})
        ON CONFLICT (resource) DO UPDATE SET digest = EXCLUDED.digest`);
    }
    return changed.map((d) => d.name);
  });
}
