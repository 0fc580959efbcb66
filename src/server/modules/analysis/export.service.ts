import type { z } from 'zod';
import {
  DEFAULT_EXPORT_PAGE,
  exportColumnsOf,
  type ExportCell,
  type ExportColumn,
  type ExportPage,
  type exportQuerySchema,
} from '../../../shared/api/endpoints/exports';
import { relationsOf, type Relation } from '../../../shared/domain/relations';
import type { ResourceDef } from '../../../shared/domain/resources';
import { describeFieldErrors, type FieldError } from '../../../shared/domain/validation/fieldErrors';
import { checkParam, exportRangeSchema } from '../../../shared/domain/validation/reportFilters';
import type { AuthUser } from '../../plugins/auth';
import { invalidFields } from '../../plugins/httpErrors';
import { commaSeparated, PreparedJson } from '../../plugins/preparedJson';
import type { FilterTerm } from '../../resources/filterTerms';
import {
  continueAfter,
  type CellListResult,
  resolveListQuery,
  type CursorListResult,
  type ListParams,
  type Row,
  type RowCondition,
} from '../../resources/index';

export type ExportQuery = z.output<typeof exportQuerySchema>;

/** Which columns a page reads, and which relations it embeds (`ScopedListOptions` of the engine). */
export interface ExportListOptions {
  readonly columns: readonly string[];
  readonly includes: readonly string[];
  /** A condition of the list's own beside its filter (the orders' `heldBy`). */
  readonly where?: RowCondition;
  /** Answer the cursor of the next page (always asked for). */
  readonly cursor: true;
}

/** The generic list of the engine: the caller's rows, scope, soft deletion, filter and order included. */
export type Lister = (
  user: AuthUser,
  resource: ResourceDef,
  params: ListParams,
  options: ExportListOptions,
) => Promise<CursorListResult>;

/** A column of the cells the database writes: the field, and the relation whose title it shows. */
export interface CellField {
  readonly field: string;
  readonly relation?: Relation;
}

/**
 * The engine's list with each row's cells written by the database as one JSON array's text
 * (`ResourceService.listCells`), or null when it cannot write these cells.
 */
export type CellLister = (
  user: AuthUser,
  resource: ResourceDef,
  params: ListParams,
  options: ExportListOptions,
  cells: readonly CellField[],
) => Promise<CellListResult | null>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function refuse(errors: FieldError[]): never {
  throw invalidFields(describeFieldErrors(errors), errors);
}

/** Splits an export's filter into its creation range (`startTime`, `endTime`) and the list's own filter. */
function splitFilter(text: string | undefined): { range: FilterTerm[]; list: string | undefined } {
  if (text === undefined || text.trim() === '') return { range: [], list: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse([{ path: 'filter', message: 'The filter is not valid JSON.' }]);
  }
  // Anything but an object is the list filter's to refuse, with its usual message.
  if (!isPlainObject(parsed)) return { range: [], list: text };
  const { startTime, endTime, ...rest } = parsed;
  const bounds = { ...(startTime === undefined ? {} : { startTime }), ...(endTime === undefined ? {} : { endTime }) };
  const range = checkParam(bounds, exportRangeSchema);
  if (!range.ok) return refuse(range.errors);
  const terms: FilterTerm[] = [];
  if (range.value.start) terms.push({ field: 'createdAt', op: '$gte', value: range.value.start });
  if (range.value.end) terms.push({ field: 'createdAt', op: '$lt', value: range.value.end });
  return { range: terms, list: JSON.stringify(rest) };
}

const title = (resource: ResourceDef, row: unknown): string | number | null => {
  if (!isPlainObject(row)) return null;
  const value = row[resource.titleField];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

function cellOf(row: Row, column: ExportColumn, relation: Relation | undefined): ExportCell {
  const value = row[column.field];
  if (relation) {
    const embedded = row[relation.name];
    if (relation.many) {
      return Array.isArray(embedded)
        ? embedded.flatMap((r) => {
            const t = title(relation.target, r);
            return t === null ? [] : [t];
          })
        : [];
    }
    return title(relation.target, embedded);
  }
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

/**
 * `GET /{resource}/exportExcel`: a page of the list a workbook is written from. The rows are
 * the engine's list (the same scope, filter, search and order as the screen's, ties broken by
 * id); a page asked for `after` a cursor starts after the row it names (keyset paging), so
 * consecutive pages neither skip nor repeat a row, even while rows are written; references
 * are replaced by the names of what they point at, as far as the caller may see them.
 */
export class ExportService {
  /** `cells`, when given, answers the pages; `list` those whose cells it cannot write. */
  constructor(
    private readonly list: Lister,
    private readonly cells?: CellLister,
  ) {}

  async page(
    user: AuthUser,
    resource: ResourceDef,
    query: ExportQuery,
    where?: RowCondition,
  ): Promise<ExportPage | PreparedJson<ExportPage>> {
    const { range, list } = splitFilter(query.filter);
    const columns = exportColumnsOf(resource);
    const relations = [...relationsOf(resource).values()];
    const relationOf = new Map(
      columns.flatMap((c) => {
        const relation = relations.find((r) => r.field === c.field);
        return relation ? [[c.field, relation] as const] : [];
      }),
    );
    const params = continueAfter(
      resolveListQuery(resource, { filter: list, q: query.q, orderBy: query.orderBy, offset: query.offset }),
      query.after,
    );
    const includes = [...relationOf.values()].map((r) => r.name);
    const listParams = { ...params, limit: query.limit ?? DEFAULT_EXPORT_PAGE, terms: [...params.terms, ...range] };
    // Only the exported columns are read: a list's other columns (notes, image lists) would
    // cost most of a page's time to read and parse, for nothing.
    const options: ExportListOptions = {
      columns: [...new Set(['id', ...columns.map((c) => c.field)])],
      includes,
      where,
      cursor: true,
    };
    // The cells as the database writes them: a page of 5,000 rows is then its texts, without
    // a Date per instant, nor the response schema's encoding of each cell.
    const fields = columns.map(({ field }) => ({ field, relation: relationOf.get(field) }));
    const written = await this.cells?.(user, resource, listParams, options, fields);
    if (written) {
      return new PreparedJson<ExportPage>(
        `{"columns":${JSON.stringify(columns)},"results":[`,
        ...commaSeparated(written.rows),
        `],"total":${written.total},"next":${JSON.stringify(written.next)}}`,
      );
    }
    const { results, total, next } = await this.list(user, resource, listParams, options);
    return {
      columns,
      results: results.map((row) => columns.map((c) => cellOf(row, c, relationOf.get(c.field)))),
      total,
      next: next ?? null,
    };
  }
}
