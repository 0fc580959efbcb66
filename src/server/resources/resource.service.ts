import type { EmbedShape, ListResult } from '../../shared/api/listQuery';
import type { FieldType } from '../../shared/domain/fields';
import { mayDo } from '../../shared/domain/resourceAccess';
import type { ListedRowOf } from '../../shared/domain/resourceTypes';
import { isReference } from '../../shared/domain/fields';
import {
  baseResource,
  getResource,
  RESOURCES,
  type ResourceDef,
  type ResourceName,
} from '../../shared/domain/resources';
import type { Relation } from '../../shared/domain/relations';
import { FIELD_MESSAGES } from '../../shared/domain/validation/fieldErrors';
import { auditable, changedFields } from '../db/audit';
import type { AuthUser } from '../plugins/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../plugins/httpErrors';
import { commaSeparated, PreparedJson } from '../plugins/preparedJson';
import { assertGuardedFields } from './fieldGuards';
import { embedIncludes, requestedRelations, summaryFieldsOf } from './includes';
import { keptTotalOf } from './keptTotal';
import { nextCursor } from './listCursor';
import type { ListParams } from './listParams';
import { allOf, deletedRows, ownRows } from './rowCondition';
import type { JsonRelation } from './pageJson';
import { publicColumns } from '../db/rowJson';
import type { PageQuery, ResourceRepository, Row } from './resource.repository';
import type { CellListResult, CursorListResult, ScopedListOptions } from './listOptions';
import { outsideView } from './scope';

export const STALE_MESSAGE = 'This record was changed by someone else. Reload and try again.';

/**
 * How the server stores a value of some field types: rich text is sanitised, a password is
 * hashed. The capability modules supply them (the engine imports no module).
 */
export type WriteTransforms = Readonly<Partial<Record<FieldType, (value: string) => string | Promise<string>>>>;

export type { CellListResult, CursorListResult, ScopedListOptions } from './listOptions';

const missing = (resource: ResourceDef, id: number) => notFound(`${resource.name} #${id} was not found.`);

const filtersOnDelete = (params: ListParams) => params.terms.some((t) => t.field === 'isDelete');

/** A 409 when a change touches a field a settled row keeps (an accepted mistake record's fine). */
function assertUnsettled(resource: ResourceDef, row: Row, values: Readonly<Record<string, unknown>>): void {
  const settled = resource.settled;
  if (!settled || row[settled.when] !== true) return;
  const changed = settled.fields.filter((f) => f in values && values[f] !== row[f]);
  if (changed.length > 0) {
    throw conflict(
      `${resource.name} #${row.id} is settled (${settled.when}): ${changed.join(', ')} can no longer change.`,
      {
        fields: changed.map((path) => ({ path, message: 'The field cannot be changed here.' })),
      },
    );
  }
}

function viewRefusal(resource: ResourceDef, field: string): HttpError {
  const allowed = resource.view?.where[field];
  const expected = allowed === 'notNull' ? 'is required' : `must be one of ${(allowed ?? []).join(', ')}`;
  const message = allowed === 'notNull' ? FIELD_MESSAGES.required : FIELD_MESSAGES.format;
  return new HttpError(400, `${field} ${expected} for ${resource.name}.`, { fields: [{ path: field, message }] });
}

/**
 * The rules of the generic engine, each read from the resource's declaration: the rows a
 * user reaches (scope, views, soft deletion), owners, unique fields, how values are stored,
 * optimistic concurrency. Who may call which action is the contract's access rule, checked
 * before the request reaches here.
 */
export class ResourceService {
  constructor(
    private readonly repo: ResourceRepository,
    private readonly transforms: WriteTransforms = {},
  ) {}

  /** The page query of a list over the rows the user reaches: scope, soft deletion, kept total. */
  private pageQueryOf(user: AuthUser, resource: ResourceDef, params: ListParams, options: ScopedListOptions) {
    const deleted = options.deleted ?? (filtersOnDelete(params) ? 'any' : 'live');
    const scope = this.repo.scope(user, resource);
    const where = allOf(scope, deletedRows(resource, deleted), options.where);
    const kept = keptTotalOf(resource, { ...params, deleted, narrowed: scope !== undefined || !!options.where });
    return { ...params, where, columns: options.columns, kept, keyset: options.cursor };
  }

  /** A list of spec section 7 over the rows the user reaches. */
  async list(
    user: AuthUser,
    resource: ResourceDef,
    params: ListParams,
    options: ScopedListOptions = {},
  ): Promise<CursorListResult> {
    const query = this.pageQueryOf(user, resource, params, options);
    const page = await this.repo.findPage(resource, query);
    await embedIncludes(this.repo, user, resource, page.rows, options.includes ?? params.includes, params.embed);
    const suggestions = await this.suggestionsOf(resource, query, page.total);
    return {
      results: page.rows,
      total: page.total,
      ...(page.totalIsEstimate ? { totalIsEstimate: true as const } : {}),
      ...(suggestions.length > 0 ? { suggestions } : {}),
      ...(options.cursor ? { next: nextCursor(params, { ...page, rows: page.rows.length }) } : {}),
    };
  }

  /**
   * `list` with each row written by the database as the JSON array of `cells` (pageCells.ts: a
   * reference as the title of what it points at, in the reader's reach), and the cursor of the
   * next page; null when SQL cannot write these cells (the caller then uses `list`).
   */
  async listCells(
    user: AuthUser,
    resource: ResourceDef,
    params: ListParams,
    options: ScopedListOptions,
    cells: readonly { readonly field: string; readonly relation?: Relation }[],
  ): Promise<CellListResult | null> {
    const columns = cells.map(({ field, relation }) =>
      relation ? { field, embedded: { relation, scope: this.repo.scope(user, relation.target) } } : { field },
    );
    const page = await this.repo.findCellsPage(resource, this.pageQueryOf(user, resource, params, options), columns);
    if (!page) return null;
    return { rows: page.rows, total: page.total, next: nextCursor(params, { ...page, rows: page.rows.length }) };
  }

  /** For a search that found nothing, the closest spellings among the rows the list reaches. */
  private suggestionsOf(resource: ResourceDef, query: PageQuery, total: number): Promise<string[]> {
    return query.search && total === 0 ? this.repo.findSuggestions(resource, query) : Promise.resolve([]);
  }

  /**
   * `list`, answered as the JSON the database writes (pageJson.ts) when the requested
   * relations can be embedded by SQL; otherwise as `list` answers it. Same rows, same JSON.
   */
  async listJson(
    user: AuthUser,
    resource: ResourceDef,
    params: ListParams,
    options: ScopedListOptions = {},
  ): Promise<ListResult<Row> | PreparedJson<ListResult<Row>>> {
    const relations = this.jsonRelations(user, resource, options.includes ?? params.includes, params.embed);
    const query = this.pageQueryOf(user, resource, params, options);
    const page = await this.repo.findPageJson(resource, query, relations);
    if (!page) return this.list(user, resource, params, options);
    const estimate = page.totalIsEstimate ? ',"totalIsEstimate":true' : '';
    const suggestions = await this.suggestionsOf(resource, query, page.total);
    const suggested = suggestions.length > 0 ? `,"suggestions":${JSON.stringify(suggestions)}` : '';
    return new PreparedJson(
      '{"results":[',
      ...commaSeparated(page.rows),
      `],"total":${page.total}${estimate}${suggested}}`,
    );
  }

  /** The relations of `includes` as the database embeds them for this reader (pageJson.ts). */
  private jsonRelations(
    user: AuthUser,
    resource: ResourceDef,
    includes: readonly string[],
    embed: EmbedShape = 'full',
  ): JsonRelation[] {
    return requestedRelations(resource, includes).map((relation) => {
      const summary = summaryFieldsOf(user, relation.target, embed);
      return {
        relation,
        columns: publicColumns(relation.target, summary ?? undefined),
        scope: this.repo.scope(user, relation.target),
      };
    });
  }

  /** `GET /{resource}/me`: the caller's own rows, by the field the resource declares (`mine`). */
  async mine(user: AuthUser, resource: ResourceDef, params: ListParams) {
    if (!resource.mine) throw notFound(`${resource.name} has no rows of one's own.`);
    if (user.isOutsource && baseResource(resource).hiddenFromOutsource) {
      throw forbidden(`Outsourced users cannot open ${resource.name}.`, { resource: resource.name });
    }
    const own = ownRows(resource, resource.mine, user.id);
    return this.list(user, resource, params, { where: own });
  }

  /** `list` over a resource named in the code, with its rows typed from the registry. */
  listOf<N extends ResourceName>(
    user: AuthUser,
    name: N,
    params: ListParams,
    options: ScopedListOptions = {},
  ): Promise<ListResult<ListedRowOf<N, Date>>> {
    // The rows come from the table the registry builds for N.
    return this.list(user, RESOURCES[name], params, options) as Promise<ListResult<ListedRowOf<N, Date>>>;
  }

  /** `listJson` over a resource named in the code, typed from the registry as `listOf` is. */
  listJsonOf<N extends ResourceName>(
    user: AuthUser,
    name: N,
    params: ListParams,
    options: ScopedListOptions = {},
  ): Promise<ListResult<ListedRowOf<N, Date>> | PreparedJson<ListResult<ListedRowOf<N, Date>>>> {
    // The rows come from the table the registry builds for N.
    return this.listJson(user, RESOURCES[name], params, options) as Promise<
      ListResult<ListedRowOf<N, Date>> | PreparedJson<ListResult<ListedRowOf<N, Date>>>
    >;
  }

  /** The row, when the user reaches it (a soft-deleted one only with getDelete). */
  async getOne(user: AuthUser, resource: ResourceDef, id: number, includes: readonly string[] = []): Promise<Row> {
    const row = await this.repo.findOne(resource, id, this.repo.scope(user, resource));
    if (!row || (row.isDelete === true && !mayDo(user, resource, 'getDelete'))) throw missing(resource, id);
    await embedIncludes(this.repo, user, resource, [row], includes);
    return row;
  }

  /**
   * `getOne`, answered as the JSON the database writes (pageJson.ts) when the requested
   * relations can be embedded by SQL: the row and its relations in one statement instead of one
   * each (an order with four people was five). Same row, same JSON, same 404.
   */
  async getOneJson(
    user: AuthUser,
    resource: ResourceDef,
    id: number,
    includes: readonly string[] = [],
  ): Promise<Row | PreparedJson<Row>> {
    const deleted = mayDo(user, resource, 'getDelete') ? 'any' : 'live';
    const where = allOf(this.repo.scope(user, resource), deletedRows(resource, deleted));
    const json = await this.repo.findOneJson(resource, id, where, this.jsonRelations(user, resource, includes));
    if (json === null) return this.getOne(user, resource, id, includes);
    if (json === '') throw missing(resource, id);
    return new PreparedJson(json);
  }

  /**
   * A 404 naming the field when a value points at a row the user could not read: one that does
   * not exist, is deleted, or lies outside their scope. A write never names what its writer
   * may not see.
   */
  async assertReachable(
    user: AuthUser,
    resource: ResourceDef,
    values: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    for (const [field, value] of Object.entries(values)) {
      const def = resource.fields[field];
      const target = def && isReference(def) ? getResource(def.to) : undefined;
      if (!target || value === null || value === undefined) continue;
      const ids = [...new Set(Array.isArray(value) ? (value as number[]) : [value as number])];
      if (ids.length === 0) continue;
      const live = deletedRows(target, 'live');
      const found = await this.repo.findByIds(target, ids, allOf(this.repo.scope(user, target), live));
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) {
        const message = `${target.name} #${missing.join(', #')} was not found.`;
        throw new HttpError(404, `${field}: ${message}`, { fields: [{ path: field, message }] });
      }
    }
  }

  async create(user: AuthUser, resource: ResourceDef, input: Readonly<Record<string, unknown>>): Promise<Row> {
    await this.assertReachable(user, resource, input);
    const values = await this.toColumns(resource, input, null);
    assertGuardedFields(user, resource, null, values);
    if (resource.owner) values[resource.owner] = user.id;
    const outside = outsideView(resource, values);
    if (outside) throw viewRefusal(resource, outside);
    return this.repo.transaction(async (tx) => {
      const row = await tx.insert(resource, values);
      await tx.audit({
        userId: user.id,
        action: 'create',
        resource: resource.name,
        recordId: row.id,
        summary: `${resource.name} #${row.id} created`,
        after: auditable(resource, row),
      });
      return row;
    });
  }

  /** PUT: a change, a redo (`{isDelete: false}`), or both. */
  async update(user: AuthUser, resource: ResourceDef, id: number, input: Readonly<Record<string, unknown>>) {
    const { updatedAt, isDelete, ...changes } = input;
    if (Object.keys(changes).length === 0 && isDelete === undefined) {
      throw badRequest('Send at least one field to change.');
    }
    // A form's delete switch deletes, whatever else the change carries: it needs `delete`.
    if (isDelete === true && !mayDo(user, resource, 'delete')) {
      throw forbidden(`Missing permission: ${resource.name}.delete`, { resource: resource.name, action: 'delete' });
    }
    const row = await this.repo.findOne(resource, id, this.repo.scope(user, resource));
    if (!row || (row.isDelete === true && isDelete !== false)) throw missing(resource, id);
    const expected = typeof updatedAt === 'string' ? new Date(updatedAt) : null;
    if (expected && (row.updatedAt as Date).getTime() !== expected.getTime()) throw conflict(STALE_MESSAGE);

    await this.assertReachable(user, resource, changes);
    const values = await this.toColumns(resource, changes, id);
    assertGuardedFields(user, resource, row, values);
    assertUnsettled(resource, row, values);
    const outside = outsideView(resource, { ...row, ...values });
    if (outside) throw viewRefusal(resource, outside);
    if (typeof isDelete === 'boolean') values.isDelete = isDelete;
    values.updatedAt = new Date();
    const redo = row.isDelete === true && isDelete === false;
    return this.repo.transaction(async (tx) => {
      const updated = await tx.update(resource, id, values, expected);
      if (!updated) throw conflict(STALE_MESSAGE);
      const diff = changedFields(resource, row, updated);
      await tx.audit({
        userId: user.id,
        action: redo ? 'redo' : 'update',
        resource: resource.name,
        recordId: id,
        summary: `${resource.name} #${id} ${redo ? 'restored' : `updated: ${Object.keys(diff.after).join(', ')}`}`,
        ...diff,
      });
      return updated;
    });
  }

  /** DELETE: soft where the resource keeps deleted rows (always with `soft`), for good otherwise. */
  async remove(user: AuthUser, resource: ResourceDef, id: number, soft = false): Promise<Row> {
    if (soft && !resource.softDelete) {
      throw new HttpError(405, `${resource.name} are deleted for good: use DELETE /${resource.name}/${id}.`);
    }
    const row = await this.repo.findOne(resource, id, this.repo.scope(user, resource));
    if (!row || row.isDelete === true) throw missing(resource, id);
    if (resource.builtIn?.includes(id)) throw conflict(`${resource.name} #${id} is built in and cannot be deleted.`);
    if (resource.settled && row[resource.settled.when] === true) {
      throw conflict(`${resource.name} #${id} is settled (${resource.settled.when}) and is kept.`);
    }
    if (!resource.softDelete) await this.assertUnreferenced(resource, id);
    return this.repo.transaction(async (tx) => {
      const removed = resource.softDelete
        ? await tx.update(resource, id, { isDelete: true, updatedAt: new Date() }, null)
        : await tx.remove(resource, id);
      if (!removed) throw missing(resource, id);
      await tx.audit({
        userId: user.id,
        action: 'delete',
        resource: resource.name,
        recordId: id,
        summary: `${resource.name} #${id} deleted${resource.softDelete ? '' : ' for good'}`,
        before: auditable(resource, row),
      });
      return removed;
    });
  }

  /** A 409 saying what still points at the row, before a delete for good that would orphan it. */
  private async assertUnreferenced(resource: ResourceDef, id: number): Promise<void> {
    const users = await this.repo.countReferences(resource, id);
    if (users.length === 0) return;
    const list = users.map((u) => `${u.count} ${u.resource}`).join(', ');
    throw conflict(`${resource.name} #${id} is still used by ${list}. Change or remove those first.`, {
      references: users,
    });
  }

  /**
   * Client values as the columns store them: instants as Dates, values of transformed types
   * (rich text, passwords) through their transform; a unique value already taken is a 409.
   */
  private async toColumns(
    resource: ResourceDef,
    input: Readonly<Record<string, unknown>>,
    selfId: number | null,
  ): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(input)) {
      const field = resource.fields[name];
      if (!field || typeof value !== 'string') {
        values[name] = value;
        continue;
      }
      const transform = this.transforms[field.type];
      values[name] = field.type === 'datetime' ? new Date(value) : transform ? await transform(value) : value;
      if (field.unique && (await this.repo.isTaken(resource, name, values[name], selfId))) {
        throw conflict(`${name === 'email' ? 'Email' : name} already exists.`, {
          fields: [{ path: name, message: 'Already exists.' }],
        });
      }
    }
    return values;
  }
}
