import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { exportColumnsOf } from '../../shared/api/endpoints/exports';
import { relationsOf } from '../../shared/domain/relations';
import { allFields, RESOURCE_NAMES, RESOURCES, type ResourceDef } from '../../shared/domain/resources';
import { pageCellsSql, type CellColumn } from './pageCells';

/** The database writes the cells of every export (tests/api/exportJson.test.ts compares their values). */
describe('pageCellsSql', () => {
  const dialect = new PgDialect();
  const cellsOf = (resource: ResourceDef, cells: readonly CellColumn[]) =>
    pageCellsSql(resource, cells, sql`SELECT 1`, [sql`1`], []);

  it('writes the cells of every resource’s export by SQL, one JSON array a row', () => {
    for (const name of RESOURCE_NAMES) {
      const resource = RESOURCES[name];
      const relations = [...relationsOf(resource).values()];
      const cells = exportColumnsOf(resource).map(({ field }) => {
        const relation = relations.find((r) => r.field === field);
        return relation ? { field, embedded: { relation, scope: undefined } } : { field };
      });
      const written = pageCellsSql(resource, cells, sql`SELECT 1`, [sql`1`], ['__key0']);
      expect(written, name).not.toBeNull();
      expect(dialect.sqlToQuery(written!).sql, name).toMatch(
        /^SELECT json_build_array\(.*\)::text AS cells, .*"__key0"/s,
      );
    }
  });

  it('leaves to the service what SQL cannot write: no cells, or a json field', () => {
    expect(cellsOf(RESOURCES.orders, [])).toBeNull();
    const json = RESOURCE_NAMES.flatMap((name) =>
      Object.entries(allFields(RESOURCES[name])).flatMap(([field, def]) =>
        def.type === 'json' && !def.secret ? [{ r: RESOURCES[name], field }] : [],
      ),
    );
    for (const { r, field } of json) expect(cellsOf(r, [{ field }])).toBeNull();
  });
});
