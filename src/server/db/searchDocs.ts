import { getTableName, sql, type SQL } from 'drizzle-orm';
import {
  CODE_WORD_SQL,
  COMBINING_MARKS,
  FOLD_TABLE,
  PHONE_LIKE_SQL,
  WORD_SEPARATORS,
} from '../../shared/domain/search/searchText';
import { getResource, RESOURCE_LIST, type ResourceDef } from '../../shared/domain/resources';
import { columnOf, tableOfResource } from './columns';
import type { Db } from './connection';
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
 * designer names), with a trigram index. Statement triggers keep it in the transaction of every
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

/** The base resources (not views) with something to be found by, one per table. */
export const searchedResources = (): ResourceDef[] =>
  RESOURCE_LIST.filter((resource) => !resource.view && ownSearchFields(resource).length > 0);

function definitionOf(resource: ResourceDef): DerivedDefinition {
  const table = getTableName(tableOfResource(resource));
  const docs = searchDocsTable(table);
  const t = sql.identifier(table);
  const d = sql.identifier(docs);
  const written = (from: SQL | ReturnType<typeof sql.identifier>, where?: SQL) =>
    statementText(sql`INSERT INTO ${d} (id, doc)
      SELECT ${t}.id, search_doc(VARIADIC ${searchTextsSql(resource)}) FROM ${from} AS ${t}${where ? sql` WHERE ${where}` : sql``}
      ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc WHERE ${d}.doc IS DISTINCT FROM EXCLUDED.doc`);
  const install = [
    ...FUNCTIONS,
    `CREATE TABLE IF NOT EXISTS "${docs}" (id integer PRIMARY KEY, doc text NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS "${docs}_doc_trgm_idx" ON "${docs}" USING gin (doc gin_trgm_ops)`,
    triggerFunction(`${docs}_written`, written(sql.raw('found_rows'))),
    triggerFunction(`${docs}_deleted`, `DELETE FROM "${docs}" AS d USING found_rows WHERE d.id = found_rows.id`),
    triggerFunction(`${docs}_truncated`, `TRUNCATE "${docs}"`),
    statementTrigger(`${docs}_inserted`, table, 'INSERT', 'REFERENCING NEW TABLE AS found_rows', `${docs}_written`),
    statementTrigger(`${docs}_updated`, table, 'UPDATE', 'REFERENCING NEW TABLE AS found_rows', `${docs}_written`),
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
    const changedIds = (through: Through) => {
      const columns = through.fields.map((field) => columnOf(tableOfResource(through.target), field).name);
      const differs = columns.map((c) => `n."${c}" IS DISTINCT FROM o."${c}"`).join(' OR ');
      return sql.raw(
        `"${table}"."${through.ref}" IN (SELECT n.id FROM renamed_new AS n JOIN renamed_old AS o ON o.id = n.id WHERE ${differs})`,
      );
    };
    const fn = `${docs}_${target}_renamed`;
    install.push(
      triggerFunction(fn, written(t, sql.join(throughs.map(changedIds), sql` OR `))),
      statementTrigger(fn, target, 'UPDATE', 'REFERENCING OLD TABLE AS renamed_old NEW TABLE AS renamed_new', fn),
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
