import { getTableName, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  CODE_WORD_SQL,
  COMBINING_MARKS,
  FOLD_TABLE,
  PHONE_LIKE_SQL,
  WORD_SEPARATORS,
} from '../../shared/domain/search/searchText';
import { getResource, RESOURCE_LIST, type ResourceDef } from '../../shared/domain/resources';
import { columnOf, tableOfResource } from './columns';
import type { Db } from './db';
import {
  digestOf,
  keepDerived,
  statementText,
  statementTrigger,
  triggerFunction,
  type DerivedDefinition,
} from './derivedTables';

/**
 * Each record's search words, kept by the database (docs/api.md, Search; docs/scale.md): for
 * every table with search fields, `<table>_search` holds each row's words folded by the search
 * rule (shared/domain/search/searchText.ts) as ` word word … `, from its own search fields and
 * the fields it is found by through its references (`searchThrough`: an order's customer and
 * designer names), with a trigram index; and the words of its name, which the ranking reads. Statement triggers keep it in the transaction of every
 * write of the row, and of every change of a name it is found by. `q` then matches each typed
 * word as `doc LIKE '% word%'`, through the index.
 *
 * Built from the registry and installed by `keepSearchDocs` after the migrations, rebuilt when
 * its definition changes (derivedTables.ts), as the kept JSON is.
 */

const FAMILY = { digestsTable: 'search_doc_definitions', lockKey: 0x73726368 /* 'srch' */ };

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * `search_fold(text)`, the words of a text as `foldSearchText` folds them, and
 * `search_doc(texts…)`, a record's words as `searchDoc` keeps them: each word after a space,
 * then the digits of each phone-like text and the number of each code, and a space. Immutable:
 * the same texts always give the same words. `search_doc` is PL/pgSQL, a loop over a few texts:
 * as SQL over unnest it took 1 ms a row on PGlite.
 */
const FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$
  SELECT btrim(regexp_replace(translate(regexp_replace(normalize($1, NFD), ${literal(COMBINING_MARKS)}, '', 'g'),
    ${literal(FOLD_TABLE.from)}, ${literal(FOLD_TABLE.to)}), ${literal(WORD_SEPARATORS)}, ' ', 'g'))
$fold$`,
  `CREATE OR REPLACE FUNCTION search_doc(VARIADIC texts text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $doc$
DECLARE
  t text;
  folded text;
  word text;
  words text := '';
  digits text := '';
  numbers text := '';
BEGIN
  FOREACH t IN ARRAY texts LOOP
    CONTINUE WHEN t IS NULL;
    folded := search_fold(t);
    IF folded <> '' THEN
      words := words || ' ' || folded;
      IF folded ~ '[a-z][0-9]' THEN
        FOREACH word IN ARRAY string_to_array(folded, ' ') LOOP
          IF word ~ ${literal(CODE_WORD_SQL)} THEN
            numbers := numbers || ' ' || substring(word FROM ${literal(CODE_WORD_SQL)});
          END IF;
        END LOOP;
      END IF;
    END IF;
    IF t ~ ${literal(PHONE_LIKE_SQL)} AND t ~ '[0-9][^0-9]+[0-9]' THEN
      digits := digits || ' ' || regexp_replace(t, '[^0-9]', '', 'g');
    END IF;
  END LOOP;
  RETURN words || digits || numbers || ' ';
END $doc$`,
];

/** The table of a resource's search words. */
export const searchDocsTable = (table: string): string => `${table}_search`;

/** The fields of the resource's own row it is found by. */
export const ownSearchFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, def]) => def.search && !def.secret)
    .map(([name]) => name);

interface Through {
  /** The reference's column on the source table. */
  readonly ref: string;
  readonly target: ResourceDef;
  readonly fields: readonly string[];
}

function throughOf(resource: ResourceDef): Through[] {
  return Object.entries(resource.searchThrough ?? {}).map(([field, fields]) => {
    const target = getResource(resource.fields[field]?.to ?? '');
    if (!target) throw new Error(`${resource.name}.${field} is not a reference to search through.`);
    return { ref: columnOf(tableOfResource(resource), field).name, target, fields };
  });
}

/**
 * The texts a row of the resource is found by, as SQL over the table named as itself: its own
 * search fields, then each field read through its references.
 */
export function searchTextsSql(resource: ResourceDef): SQL {
  const table = tableOfResource(resource);
  const own = ownSearchFields(resource).map((field) => sql`${columnOf(table, field)}`);
  const through = throughOf(resource).flatMap(({ ref, target, fields }) => {
    const targetTable = tableOfResource(target);
    const alias = sql.identifier(`${getTableName(targetTable)}_found`);
    return fields.map(
      (field) =>
        sql`(SELECT ${alias}.${sql.identifier(columnOf(targetTable, field).name)} FROM ${targetTable} AS ${alias}
          WHERE ${alias}.id = ${table}.${sql.identifier(ref)})`,
    );
  });
  return sql`ARRAY[${sql.join([...own, ...through], sql`, `)}]::text[]`;
}

/** The record's name (its title field) as text, for its own words: the ranking's. */
function titleSql(resource: ResourceDef): SQL {
  const table = tableOfResource(resource);
  return resource.titleField in resource.fields ? sql`${columnOf(table, resource.titleField)}::text` : sql`NULL::text`;
}

const docsTables = new Map<string, ReturnType<typeof docsTableOf>>();
const docsTableOf = (name: string) =>
  pgTable(name, { id: integer('id').primaryKey(), doc: text('doc').notNull(), title: text('title').notNull() });

/**
 * The table of a resource's search words, as Drizzle reads it: each row's id, its words (`doc`)
 * and the words of its name (`title`), each as ` word word … `.
 */
export function searchDocsOf(resource: ResourceDef) {
  const name = searchDocsTable(getTableName(tableOfResource(resource)));
  let table = docsTables.get(name);
  if (!table) docsTables.set(name, (table = docsTableOf(name)));
  return table;
}

/** The columns a row's words are made of: its search fields, its name, and the references it is found through. */
function wordColumns(resource: ResourceDef): string[] {
  const table = tableOfResource(resource);
  const fields = [...ownSearchFields(resource), ...Object.keys(resource.searchThrough ?? {})];
  if (resource.titleField in resource.fields) fields.push(resource.titleField);
  return [...new Set(fields.map((field) => columnOf(table, field).name))];
}

/** A row trigger after an update of `table` that runs `fn` only for the rows where one of `columns` changed. */
const whenChanged = (name: string, table: string, columns: readonly string[], fn: string): string =>
  `CREATE OR REPLACE TRIGGER "${name}" AFTER UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')} ON "${table}"
    FOR EACH ROW WHEN (${columns.map((c) => `OLD."${c}" IS DISTINCT FROM NEW."${c}"`).join(' OR ')})
    EXECUTE FUNCTION "${fn}"()`;

/** The base resources (not views) with something to be found by, one per table. */
export const searchedResources = (): ResourceDef[] =>
  RESOURCE_LIST.filter((resource) => !resource.view && ownSearchFields(resource).length > 0);

function definitionOf(resource: ResourceDef): DerivedDefinition {
  const table = getTableName(tableOfResource(resource));
  const docs = searchDocsTable(table);
  const t = sql.identifier(table);
  const d = sql.identifier(docs);
  const written = (from: SQL | ReturnType<typeof sql.identifier>, where?: SQL) =>
    statementText(sql`INSERT INTO ${d} (id, doc, title)
      SELECT ${t}.id, search_doc(VARIADIC ${searchTextsSql(resource)}), search_doc(${titleSql(resource)})
      FROM ${from} AS ${t}${where ? sql` WHERE ${where}` : sql``}
      ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, title = EXCLUDED.title
        WHERE (${d}.doc, ${d}.title) IS DISTINCT FROM (EXCLUDED.doc, EXCLUDED.title)`);
  const install = [
    ...FUNCTIONS,
    `CREATE TABLE IF NOT EXISTS "${docs}" (id integer PRIMARY KEY, doc text NOT NULL, title text NOT NULL)`,
    `ALTER TABLE "${docs}" ADD COLUMN IF NOT EXISTS title text NOT NULL DEFAULT ' '`,
    `CREATE INDEX IF NOT EXISTS "${docs}_doc_trgm_idx" ON "${docs}" USING gin (doc gin_trgm_ops)`,
    triggerFunction(`${docs}_written`, written(sql.raw('found_rows'))),
    triggerFunction(`${docs}_deleted`, `DELETE FROM "${docs}" AS d USING found_rows WHERE d.id = found_rows.id`),
    triggerFunction(`${docs}_truncated`, `TRUNCATE "${docs}"`),
    statementTrigger(`${docs}_inserted`, table, 'INSERT', 'REFERENCING NEW TABLE AS found_rows', `${docs}_written`),
    triggerFunction(`${docs}_changed`, written(t, sql.raw(`"${table}".id = NEW.id`))),
    // A row's words are written again when a column they are made of changes: the other
    // updates (an order's status, a customer's figures) run nothing.
    whenChanged(`${docs}_updated`, table, wordColumns(resource), `${docs}_changed`),
    statementTrigger(`${docs}_deleted`, table, 'DELETE', 'REFERENCING OLD TABLE AS found_rows', `${docs}_deleted`),
    statementTrigger(`${docs}_truncated`, table, 'TRUNCATE', '', `${docs}_truncated`),
  ];
  // A change of a name the rows are found by writes their words again (an order's, when its
  // customer is renamed), only where one of those names changed.
  const targets = new Map<string, Through[]>();
  for (const through of throughOf(resource)) {
    const name = getTableName(tableOfResource(through.target));
    targets.set(name, [...(targets.get(name) ?? []), through]);
  }
  for (const [target, throughs] of targets) {
    // A row trigger too: a write that changes no name (the figures a new order updates on its
    // customer) runs nothing, where a statement trigger joining the old rows to the new ones had
    // no statistics to join them by and walked both whole.
    const names = [
      ...new Set(throughs.flatMap((t) => t.fields.map((f) => columnOf(tableOfResource(t.target), f).name))),
    ];
    const fn = `${docs}_${target}_renamed`;
    install.push(
      triggerFunction(fn, written(t, sql.raw(throughs.map((t) => `"${table}"."${t.ref}" = NEW.id`).join(' OR ')))),
      whenChanged(fn, target, names, fn),
    );
  }
  return {
    name: resource.name,
    sources: [table, ...targets.keys()],
    install,
    refill: [written(t), `DELETE FROM "${docs}" AS d WHERE NOT EXISTS (SELECT FROM "${table}" AS t WHERE t.id = d.id)`],
    digest: digestOf(install),
  };
}

/**
 * Installs the search words' triggers whose definition changed and writes those tables' words
 * again (derivedTables.ts). Returns the resources whose words were written again.
 */
export const keepSearchDocs = (db: Db): Promise<string[]> =>
  keepDerived(db, FAMILY, searchedResources().map(definitionOf));
