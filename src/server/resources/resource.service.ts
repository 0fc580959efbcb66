import type { ListResult } from '../../shared/api/contract';
import { createInputSchema, updateInputSchema } from '../../shared/domain/resourceSchema';
import type { ResourceDef } from '../../shared/domain/resources';
import type { Db } from '../db/connection';
import { sanitizeHtml } from '../modules/orders/htmlSanitizer';
import type { AuthUser } from '../plugins/auth';
import { badRequest, conflict, HttpError, notFound } from '../plugins/httpErrors';
import { assertAllowed, assertInsideView, mayAct, scopeTerms } from './access';
import type { FilterTerm } from './filterTerms';
import { embedIncludes } from './includes';
import { parseListQuery, parseOneQuery, type ListParams } from './listParams';
import { deleteRow, findOne, findPage, insertRow, updateRow, type Row } from './resource.repository';
import { prepareUserValues } from './userAccounts';

export const STALE_MESSAGE = 'This record was changed by someone else. Reload and try again.';

const softDeleted = (params: ListParams) => params.terms.some((t) => t.field === 'isDelete');

const missing = (resource: ResourceDef, id: number) => notFound(`${resource.name} #${id} was not found.`);

/** Client values as columns take them: ISO datetimes become Dates, rich text is sanitised. */
function toColumns(resource: ResourceDef, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([field, value]) => {
      const type = resource.fields[field]?.type;
      if (typeof value !== 'string') return [field, value];
      if (type === 'datetime') return [field, new Date(value)];
      return [field, type === 'html' ? sanitizeHtml(value) : value];
    }),
  );
}

/**
 * The rules of the generic engine: who may do what, which rows they reach (views,
 * outsourced users, soft deletion), input validation, owners, optimistic concurrency.
 */
export class ResourceService {
  constructor(private readonly db: Db) {}

  async list(user: AuthUser, resource: ResourceDef, query: Record<string, unknown>): Promise<ListResult<Row>> {
    assertAllowed(user, resource, 'get');
    const params = parseListQuery(resource, query);
    const hideDeleted: FilterTerm[] =
      resource.softDelete && !softDeleted(params) ? [{ field: 'isDelete', op: '$eq', value: false }] : [];
    return this.page(user, resource, params, hideDeleted);
  }

  async listDeleted(user: AuthUser, resource: ResourceDef, query: Record<string, unknown>): Promise<ListResult<Row>> {
    if (!resource.softDelete)
      throw new HttpError(405, `${resource.name} are deleted for good: there is no deleted list.`);
    assertAllowed(user, resource, 'getDelete');
    const params = parseListQuery(resource, query);
    return this.page(user, resource, params, [{ field: 'isDelete', op: '$eq', value: true }]);
  }

  async getOne(user: AuthUser, resource: ResourceDef, id: number, query: Record<string, unknown>): Promise<Row> {
    assertAllowed(user, resource, 'getOne');
    const { includes } = parseOneQuery(resource, query);
    const row = await findOne(this.db, resource, id, scopeTerms(user, resource));
    if (!row || (row.isDelete === true && !mayAct(user, resource, 'getDelete'))) throw missing(resource, id);
    await embedIncludes(this.db, user, resource, [row], includes);
    return row;
  }

  async create(user: AuthUser, resource: ResourceDef, body: unknown): Promise<Row> {
    assertAllowed(user, resource, 'create');
    const input = createInputSchema(resource).parse(body ?? undefined) as Record<string, unknown>;
    const values = toColumns(resource, input);
    for (const [field, def] of Object.entries(resource.fields)) {
      if (def.type === 'ref' && def.to === 'users' && def.readOnly) values[field] = user.id;
    }
    assertInsideView(resource, values);
    const prepared = await prepareUserValues(this.db, resource, values, null);
    return insertRow(this.db, resource, prepared);
  }

  /** PUT: a change, a redo (`{isDelete: false}`, needs `delete`), or both. */
  async update(user: AuthUser, resource: ResourceDef, id: number, body: unknown): Promise<Row> {
    const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
    const redo = keys.includes('isDelete');
    if (!redo || keys.some((key) => key !== 'isDelete' && key !== 'updatedAt')) {
      assertAllowed(user, resource, 'update');
    }
    if (redo) assertAllowed(user, resource, 'delete');
    const { updatedAt, isDelete, ...changes } = updateInputSchema(resource).parse(body ?? undefined) as Record<
      string,
      unknown
    >;
    if (Object.keys(changes).length === 0 && isDelete === undefined) {
      throw badRequest('Send at least one field to change.');
    }

    const row = await findOne(this.db, resource, id, scopeTerms(user, resource));
    if (!row || (row.isDelete === true && isDelete !== false)) throw missing(resource, id);
    const expected = typeof updatedAt === 'string' ? new Date(updatedAt) : null;
    if (expected && (row.updatedAt as Date).getTime() !== expected.getTime()) throw conflict(STALE_MESSAGE);

    const values = toColumns(resource, changes);
    assertInsideView(resource, { ...row, ...values });
    const prepared = await prepareUserValues(this.db, resource, values, id);
    if (isDelete !== undefined) prepared.isDelete = isDelete;
    prepared.updatedAt = new Date();
    const updated = await updateRow(this.db, resource, id, prepared, expected);
    if (!updated) throw conflict(STALE_MESSAGE);
    return updated;
  }

  /** DELETE: soft where the resource keeps deleted rows (always with `soft`), for good otherwise. */
  async remove(user: AuthUser, resource: ResourceDef, id: number, soft = false): Promise<Row> {
    assertAllowed(user, resource, 'delete');
    if (soft && !resource.softDelete) {
      throw new HttpError(405, `${resource.name} are deleted for good: use DELETE /${resource.name}/${id}.`);
    }
    const row = await findOne(this.db, resource, id, scopeTerms(user, resource));
    if (!row || row.isDelete === true) throw missing(resource, id);
    const removed = resource.softDelete
      ? await updateRow(this.db, resource, id, { isDelete: true, updatedAt: new Date() }, null)
      : await deleteRow(this.db, resource, id);
    if (!removed) throw missing(resource, id);
    return removed;
  }

  private async page(
    user: AuthUser,
    resource: ResourceDef,
    params: ListParams,
    extra: FilterTerm[],
  ): Promise<ListResult<Row>> {
    const terms = [...scopeTerms(user, resource), ...extra, ...params.terms];
    const { rows, total } = await findPage(this.db, resource, terms, params);
    await embedIncludes(this.db, user, resource, rows, params.includes);
    return { results: rows, total };
  }
}
