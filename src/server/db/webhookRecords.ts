import { getTableName, sql } from 'drizzle-orm';
import { getResource } from '../../shared/domain/resources';
import { WEBHOOK_EVENT_RESOURCES } from '../../shared/domain/webhook';
import { tableOfResource } from './columns';
import type { Db } from './db';
import { digestOf, keepDerived, statementText, type DerivedDefinition } from './derivedTables';
import { publicColumns, rowJsonText } from './rowJson';

/**
 * `webhook_record(resource, id)`: the record a webhook event carries, as the JSON a read of the
 * API writes (`rowJsonText` over the resource's public columns: never a secret field), for the
 * resources the events concern. The trigger of migration 0022 calls it at the write's commit.
 * Derived from the registry, never written by hand: installed after the migrations and again
 * whenever a field of those resources changes (derivedTables.ts), as the kept JSON is.
 */

const FAMILY = { digestsTable: 'webhook_record_definitions', lockKey: 0x77686f6b /* 'whok' */ };

function definition(): DerivedDefinition {
  const branches = WEBHOOK_EVENT_RESOURCES.map((name) => {
    const resource = getResource(name);
    if (!resource) throw new Error(`No resource ${name} for the webhook events.`);
    const table = sql.identifier(getTableName(tableOfResource(resource)));
    const json = statementText(
      sql`SELECT ${rowJsonText(resource, publicColumns(resource))}::jsonb FROM ${table} WHERE ${table}.id = record_id`,
    );
    return `    WHEN '${name}' THEN RETURN (${json});`;
  });
  const install = `CREATE OR REPLACE FUNCTION webhook_record(resource text, record_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $record$
BEGIN
  CASE resource
${branches.join('\n')}
    ELSE RETURN NULL;
  END CASE;
END $record$`;
  return { name: 'webhook_record', sources: [], install: [install], refill: [], digest: digestOf([install]) };
}

/** Installs `webhook_record` when its definition changed (run after the migrations). */
export const keepWebhookRecords = (db: Db): Promise<string[]> => keepDerived(db, FAMILY, [definition()]);
