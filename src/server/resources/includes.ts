import { mayDo } from '../../shared/domain/resourceAccess';
import { relationsOf, type Relation } from '../../shared/domain/relations';
import type { ResourceDef } from '../../shared/domain/resources';
import type { AuthUser } from '../plugins/auth';
import type { ResourceRepository, Row } from './resource.repository';

const SUMMARY_EXTRAS = ['avatar', 'thumbnail', 'roleId'];

/**
 * What a user sees of an embedded row they may reach: all of it when they may read the
 * target resource, otherwise a summary (id, title, picture) so lists can still name what
 * they point at. Rows outside their scope are never embedded at all.
 */
function projector(user: AuthUser, target: ResourceDef): (row: Row) => Row {
  if (mayDo(user, target, 'get') || mayDo(user, target, 'getOne')) return (row) => row;
  const keep = ['id', target.titleField, ...SUMMARY_EXTRAS.filter((f) => f in target.fields)];
  return (row) => Object.fromEntries(keep.map((f) => [f, row[f]])) as Row;
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));

async function embed(repo: ResourceRepository, user: AuthUser, rows: Row[], relation: Relation): Promise<void> {
  const ids = [...new Set(rows.flatMap((row) => idsOf(row[relation.field])))];
  const project = projector(user, relation.target);
  const reachable = await repo.findByIds(relation.target, ids, repo.scope(user, relation.target));
  const found = new Map(reachable.map((row) => [row.id, project(row)]));
  for (const row of rows) {
    const value = row[relation.field];
    row[relation.name] = relation.many
      ? idsOf(value).flatMap((id) => found.get(id) ?? [])
      : typeof value === 'number'
        ? (found.get(value) ?? null)
        : null;
  }
}

/** Adds each requested relation to the rows, one batched query per relation, asked for together. */
export async function embedIncludes(
  repo: ResourceRepository,
  user: AuthUser,
  resource: ResourceDef,
  rows: Row[],
  includes: readonly string[],
): Promise<void> {
  if (rows.length === 0) return;
  const relations = relationsOf(resource);
  const requested = includes.flatMap((name) => relations.get(name) ?? []);
  await Promise.all(requested.map((relation) => embed(repo, user, rows, relation)));
}
