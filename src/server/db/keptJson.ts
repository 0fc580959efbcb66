import { createHash } from 'node:crypto';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from './columns';
import type { Db } from './connection';
import { publicColumns, rowJsonText } from './rowJson';

/**
 * Each row's JSON, kept by the database for the tables whose rows the lists write most: an
 * order with its customer and designer is about 1.1 kB of JSON built from ninety-odd columns,
 * and writing it at every read was half of a page's statement (docs/scale.md). The JSON is the
 * one a read writes (`rowJsonText` over the full public projection), kept in a table beside
 * the resource's (`<table>_json`: the row's id and its text) by statement triggers in the
 * transaction of every insert, update, delete and truncate, whatever writes the rows (the
 * engine, the workflow, the figures' recomputes, the seed).
 *
 * The triggers and the kept texts are derived from the resource's definition, never written by
 * hand: `keepRowJson`, run after the migrations, compares a digest of what it would install
 * with the one installed (`kept_json_definitions`), and when they differ (a field added, a
 * column's type changed) installs the new triggers and writes every row's JSON again, in one
 * transaction that holds the table's writers off. Taking a resource out of the list needs a
 * migration that drops its triggers, their functions and its table.
 */
export const KEPT_JSON_RESOURCES = ['orders', 'customers', 'users'] as const;

const kept = new Set<string>(KEPT_JSON_RESOURCES);

/** The table that keeps the JSON of a resource's rows. */
export const keptJsonTable = (resource: ResourceDef): string => `${getTableName(tableOfResource(resource))}_json`;

/**
 * True when the database keeps the JSON of these columns of the resource's rows: a kept
 * resource read whole (its full public projection; a view or a reduced list is written at the
 * read).
 */
export function keepsJson(resource: ResourceDef, columns: Readonly<Record<string, PgColumn>>): boolean {
  return kept.has(resource.name) && columns === publicColumns(resource);
}

/** Serialises the definitions' changes between instances starting together. */
const LOCK_KEY = 0x6b6a736e; // 'kjsn'

const dialect = new PgDialect();
const text = (query: SQL): string => {
  const compiled = dialect.sqlToQuery(query);
  if (compiled.params.length > 0) throw new Error('A kept JSON definition has parameters.');
  return compiled.sql;
};

interface Definition {
  readonly resource: ResourceDef;
  readonly table: string;
  readonly keptTable: string;
  /** The statements that install the triggers, in order. */
  readonly install: readonly string[];
  /** Writes the JSON of every row of the table. */
  readonly fill: string;
  readonly digest: string;
}

/** The kept table, its trigger functions and triggers for one resource, and their digest. */
function definitionOf(resource: ResourceDef): Definition {
  const table = getTableName(tableOfResource(resource));
  const keptTable = keptJsonTable(resource);
  const columns = publicColumns(resource);
  const t = sql.identifier(table);
  const k = sql.identifier(keptTable);
  const written = (from: string) =>
    text(sql`INSERT INTO ${k} (id, json)
      SELECT ${t}.id, ${rowJsonText(resource, columns)} FROM ${sql.raw(from)} AS ${t}
      ON CONFLICT (id) DO UPDATE SET json = EXCLUDED.json WHERE ${k}.json IS DISTINCT FROM EXCLUDED.json`);
  const fn = (name: string, body: string) =>
    `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $kept$
BEGIN
  ${body};
  RETURN NULL;
END $kept$`;
  const trigger = (name: string, event: string, transition: string, fnName: string) =>
    `CREATE OR REPLACE TRIGGER "${name}" AFTER ${event} ON "${table}" ${transition} FOR EACH STATEMENT EXECUTE FUNCTION "${fnName}"()`;
  const install = [
    `CREATE TABLE IF NOT EXISTS "${keptTable}" (id integer PRIMARY KEY, json text NOT NULL)`,
    fn(`${keptTable}_written`, written('kept_rows')),
    fn(`${keptTable}_deleted`, `DELETE FROM "${keptTable}" AS k USING kept_rows WHERE k.id = kept_rows.id`),
    fn(`${keptTable}_truncated`, `TRUNCATE "${keptTable}"`),
    trigger(`${keptTable}_inserted`, 'INSERT', 'REFERENCING NEW TABLE AS kept_rows', `${keptTable}_written`),
    trigger(`${keptTable}_updated`, 'UPDATE', 'REFERENCING NEW TABLE AS kept_rows', `${keptTable}_written`),
    trigger(`${keptTable}_deleted`, 'DELETE', 'REFERENCING OLD TABLE AS kept_rows', `${keptTable}_deleted`),
    trigger(`${keptTable}_truncated`, 'TRUNCATE', '', `${keptTable}_truncated`),
  ];
  // The column types are part of the digest: a migration that changes one changes the JSON
  // (an integer column made numeric writes `5.00`) without changing the statements' text.
  const types = Object.values(columns).map((column) => `${column.name} ${column.getSQLType()}`);
  const digest = createHash('sha256')
    .update([...install, ...types].join('\n'))
    .digest('hex');
  return { resource, table, keptTable, install, fill: written(`"${table}"`), digest };
}

const definitions = (): Definition[] =>
  KEPT_JSON_RESOURCES.map((name) => {
    const resource = getResource(name);
    if (!resource) throw new Error(`No resource ${name} to keep the JSON of.`);
    return definitionOf(resource);
  });

async function installed(db: Db): Promise<Map<string, string>> {
  const result: unknown = await db.execute(sql`SELECT to_regclass('kept_json_definitions') IS NOT NULL AS present`);
  const [{ present }] = (result as { rows: { present: boolean }[] }).rows;
  if (!present) return new Map();
  const rows: unknown = await db.execute(sql`SELECT resource, digest FROM kept_json_definitions`);
  return new Map((rows as { rows: { resource: string; digest: string }[] }).rows.map((r) => [r.resource, r.digest]));
}

/**
 * Installs the kept JSON's triggers whose definition changed, and writes those tables' JSON
 * again. Run after the migrations, by every instance at its start: when nothing changed it only
 * reads the digests. Returns the resources whose JSON was written again.
 */
export async function keepRowJson(db: Db): Promise<string[]> {
  const wanted = definitions();
  const current = await installed(db);
  if (wanted.every((d) => current.get(d.resource.name) === d.digest)) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    // `IF NOT EXISTS` on a table that exists is a notice, not news.
    await tx.execute(sql.raw('SET LOCAL client_min_messages = warning'));
    await tx.execute(
      sql.raw('CREATE TABLE IF NOT EXISTS kept_json_definitions (resource text PRIMARY KEY, digest text NOT NULL)'),
    );
    const now = await installed(tx);
    const changed = wanted.filter((d) => now.get(d.resource.name) !== d.digest);
    for (const d of changed) {
      // Writers wait from here to the commit, so no row is written under the old triggers
      // after its JSON is written again.
      await tx.execute(sql.raw(`LOCK TABLE "${d.table}" IN SHARE ROW EXCLUSIVE MODE`));
      for (const statement of d.install) await tx.execute(sql.raw(statement));
      // Written over, not emptied first: lists read the texts meanwhile, and a truncate would
      // make them wait for the commit.
      await tx.execute(sql.raw(d.fill));
      await tx.execute(
        sql.raw(`DELETE FROM "${d.keptTable}" AS k WHERE NOT EXISTS (SELECT FROM "${d.table}" AS t WHERE t.id = k.id)`),
      );
      await tx.execute(sql`INSERT INTO kept_json_definitions (resource, digest) VALUES (${d.resource.name}, ${d.digest})
        ON CONFLICT (resource) DO UPDATE SET digest = EXCLUDED.digest`);
    }
    return changed.map((d) => d.resource.name);
  });
}
