import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from './columns';
import type { Db } from './db';
import {
  digestOf,
  keepDerived,
  statementText,
  statementTrigger,
  triggerFunction,
  type DerivedDefinition,
} from './derivedTables';
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
const FAMILY = { digestsTable: 'kept_json_definitions', lockKey: 0x6b6a736e /* 'kjsn' */ };

/** The kept table, its trigger functions and triggers for one resource, and their digest. */
function definitionOf(resource: ResourceDef): DerivedDefinition {
  const table = getTableName(tableOfResource(resource));
  const keptTable = keptJsonTable(resource);
  const columns = publicColumns(resource);
  const t = sql.identifier(table);
  const k = sql.identifier(keptTable);
  const written = (from: string) =>
    statementText(sql`INSERT INTO ${k} (id, json)
      SELECT ${t}.id, ${rowJsonText(resource, columns)} FROM ${sql.raw(from)} AS ${t}
      ON CONFLICT (id) DO UPDATE SET json = EXCLUDED.json WHERE ${k}.json IS DISTINCT FROM EXCLUDED.json`);
  const trigger = (name: string, event: string, transition: string, fn: string) =>
    statementTrigger(name, table, event, transition, fn);
  const install = [
    `CREATE TABLE IF NOT EXISTS "${keptTable}" (id integer PRIMARY KEY, json text NOT NULL)`,
    triggerFunction(`${keptTable}_written`, written('kept_rows')),
    triggerFunction(
      `${keptTable}_deleted`,
      `DELETE FROM "${keptTable}" AS k USING kept_rows WHERE k.id = kept_rows.id`,
    ),
    triggerFunction(`${keptTable}_truncated`, `TRUNCATE "${keptTable}"`),
    trigger(`${keptTable}_inserted`, 'INSERT', 'REFERENCING NEW TABLE AS kept_rows', `${keptTable}_written`),
    trigger(`${keptTable}_updated`, 'UPDATE', 'REFERENCING NEW TABLE AS kept_rows', `${keptTable}_written`),
    trigger(`${keptTable}_deleted`, 'DELETE', 'REFERENCING OLD TABLE AS kept_rows', `${keptTable}_deleted`),
    trigger(`${keptTable}_truncated`, 'TRUNCATE', '', `${keptTable}_truncated`),
  ];
  // The column types are part of the digest: a migration that changes one changes the JSON
  // (an integer column made numeric writes `5.00`) without changing the statements' text.
  const types = Object.values(columns).map((column) => `${column.name} ${column.getSQLType()}`);
  return {
    name: resource.name,
    sources: [table],
    install,
    refill: [
      written(`"${table}"`),
      `DELETE FROM "${keptTable}" AS k WHERE NOT EXISTS (SELECT FROM "${table}" AS t WHERE t.id = k.id)`,
    ],
    digest: digestOf([...install, ...types]),
  };
}

const definitions = (): DerivedDefinition[] =>
  KEPT_JSON_RESOURCES.map((name) => {
    const resource = getResource(name);
    if (!resource) throw new Error(`No resource ${name} to keep the JSON of.`);
    return definitionOf(resource);
  });

/**
 * Installs the kept JSON's triggers whose definition changed, and writes those tables' JSON
 * again (derivedTables.ts). Run after the migrations, by every instance at its start: when
 * nothing changed it only reads the digests. Returns the resources whose JSON was written again.
 */
export const keepRowJson = (db: Db): Promise<string[]> => keepDerived(db, FAMILY, definitions());
