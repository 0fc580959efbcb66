import type { EmbedShape } from '../../shared/api/listQuery';
import { mayDo } from '../../shared/domain/resourceAccess';
import { relationsOf, type Relation } from '../../shared/domain/relations';
import type { ResourceDef } from '../../shared/domain/resources';
import type { AuthUser } from '../plugins/auth';
import type { ResourceRepository, Row } from './resource.repository';

/** Beside the id and the title, what a reader who may not read the target sees of a row: its picture. */
const SUMMARY_EXTRAS = ['avatar', 'thumbnail', 'roleId'];
/** What a list's summary (`embed=summary`) of a row the reader may read adds: its pictures and code. */
const LIST_SUMMARY_EXTRAS = [...SUMMARY_EXTRAS, 'productImages', 'code'];

/**
 * What a user sees of an embedded row they may reach: all of it when they may read the
 * target resource and asked for `full` rows (null). Otherwise a summary, so lists can still
 * name what they point at: a reader who may not read the target gets its id, title and
 * picture; a list asking for summaries of rows its reader may read also gets their product
 * pictures and code. Rows outside their scope are never embedded at all.
 */
export function summaryFieldsOf(
  user: AuthUser,
  target: ResourceDef,
  embed: EmbedShape = 'full',
): readonly string[] | null {
  const mayRead = mayDo(user, target, 'get') || mayDo(user, target, 'getOne');
  if (mayRead && embed === 'full') return null;
  const extras = mayRead ? LIST_SUMMARY_EXTRAS : SUMMARY_EXTRAS;
  return ['id', target.titleField, ...extras.filter((f) => f in target.fields)];
}

function projector(user: AuthUser, target: ResourceDef, embed: EmbedShape): (row: Row) => Row {
  const keep = summaryFieldsOf(user, target, embed);
  if (!keep) return (row) => row;
  return (row) => Object.fromEntries(keep.map((f) => [f, row[f]])) as Row;
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));

async function embed(
  repo: ResourceRepository,
  user: AuthUser,
  rows: Row[],
  relation: Relation,
  shape: EmbedShape,
): Promise<void> {
  const ids = [...new Set(rows.flatMap((row) => idsOf(row[relation.field])))];
  const project = projector(user, relation.target, shape);
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
  shape: EmbedShape = 'full',
): Promise<void> {
  if (rows.length === 0) return;
  const requested = requestedRelations(resource, includes);
  await Promise.all(requested.map((relation) => embed(repo, user, rows, relation, shape)));
}

/** The requested relations of a resource, in the order asked. */
export function requestedRelations(resource: ResourceDef, includes: readonly string[]): Relation[] {
  const relations = relationsOf(resource);
  return includes.flatMap((name) => relations.get(name) ?? []);
}
