import { z } from 'zod';
import type { FieldType } from '../../domain/fields';
import { allFields, RESOURCE_NAMES, RESOURCES, type ResourceDef, type ResourceName } from '../../domain/resources';
import { access, endpoint } from '../endpoint';
import { listQuerySchema, textParam, unknownParams, wholeParam } from '../listQuery';
import { ordersListQuerySchema } from './orderStages';

/**
 * `GET /{resource}/exportExcel` (spec section 7): the rows of a list, page by page, ready for
 * a workbook: the list's columns, references as the names of what they point at, in the list's
 * order. Each page answers `next`, the cursor of the page after it: the client asks for
 * `after=<next>` until `next` is null, and every page then costs what the first does (keyset
 * paging). `offset` still works, as on any list.
 */

const tag = 'Export';

export const DEFAULT_EXPORT_PAGE = 1_000;
export const MAX_EXPORT_PAGE = 5_000;
/** The longest `after` cursor accepted (the server keeps its own under 2,000 characters). */
export const MAX_EXPORT_CURSOR = 4_000;

/** How a workbook writes a column's cells. */
export const EXPORT_KINDS = [
  'text',
  'number',
  'money',
  'boolean',
  'date',
  'datetime',
  'enum',
  'list',
  'reference',
  'image',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * The kind of each field type: `money` is whole VND, `date` a calendar date (`YYYY-MM-DD`),
 * `datetime` an instant (ISO 8601), `enum` a value the screens translate, `reference` the
 * name(s) of what a `ref`/`refs` field points at, `list` values to join.
 */
export const EXPORT_KIND_OF: Readonly<Record<FieldType, ExportKind>> = {
  string: 'text',
  text: 'text',
  html: 'text',
  email: 'text',
  password: 'text',
  color: 'text',
  json: 'text',
  int: 'number',
  number: 'number',
  rate: 'number',
  money: 'money',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  enum: 'enum',
  list: 'list',
  images: 'list',
  ref: 'reference',
  refs: 'reference',
  image: 'image',
};

/** A column of an export: the field (headers are its translation, `fields.{field}`) and how to write it. */
export const exportColumnSchema = z.object({
  field: z.string(),
  kind: z.enum(EXPORT_KINDS),
});

/** What a workbook shows of a row: `id`, then the list's columns (secret fields never). */
export function exportColumnsOf(resource: ResourceDef): ExportColumn[] {
  const fields = allFields(resource);
  return ['id', ...resource.columns.filter((c) => c !== 'id')].flatMap((field) => {
    const def = fields[field];
    return def && !def.secret ? [{ field, kind: EXPORT_KIND_OF[def.type] }] : [];
  });
}

/**
 * One cell: text, a number (money in VND), a boolean, an instant as ISO 8601 text, a list
 * (names of `refs`, values of lists), or null when empty or out of the caller's reach.
 */
export const exportCellSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);

export const exportPageSchema = z.object({
  columns: z.array(exportColumnSchema),
  /** One array per row, its cells in the order of `columns`. */
  results: z.array(z.array(exportCellSchema)),
  /**
   * Rows the whole export holds, for a progress bar: counted for the first page, carried by
   * the cursor to the next ones. Rows written or deleted meanwhile can make it differ from the
   * rows the pages hold; a client stops when `next` is null.
   */
  total: z.number().int().min(0),
  /**
   * Where the next page starts, to send back as `after`: an opaque text (the last row's sort
   * keys); null when no row follows this page.
   */
  next: z.string().nullable(),
});

export type ExportColumn = z.output<typeof exportColumnSchema>;
export type ExportCell = z.output<typeof exportCellSchema>;
export type ExportPage = z.output<typeof exportPageSchema>;

/** The list's query (no `includes`: references always come as names), with bigger pages. */
export const exportQuerySchema = z.strictObject(
  {
    limit: wholeParam('limit', MAX_EXPORT_PAGE).describe(
      `Rows per page, at most ${MAX_EXPORT_PAGE} (default ${DEFAULT_EXPORT_PAGE}).`,
    ),
    offset: listQuerySchema.shape.offset,
    after: textParam(
      'after',
      MAX_EXPORT_CURSOR,
      'The `next` cursor of the page before: the page starts after that page’s last row (replaces `offset`).',
    ),
    filter: listQuerySchema.shape.filter.describe(
      'The list’s filter plus `startTime` (included) and `endTime` (excluded): instants with their zone bounding `createdAt`.',
    ),
    q: listQuerySchema.shape.q,
    orderBy: listQuerySchema.shape.orderBy,
  },
  { error: unknownParams },
);

/** `GET /orders/exportExcel` also takes the orders list's `heldBy`, so the workbook holds the rows the list shows. */
export const ordersExportQuerySchema = exportQuerySchema.extend({ heldBy: ordersListQuerySchema.shape.heldBy });

export function exportEndpoint<const N extends ResourceName>(name: N) {
  return endpoint({
    method: 'GET',
    path: `/${name}/exportExcel`,
    access: access.resource(name, 'exportExcel'),
    summary: `A page of the ${name} list for a workbook: its columns, references as names, in the list's order.`,
    tag,
    query: exportQuerySchema,
    response: exportPageSchema,
  });
}

export const ordersExportEndpoint = endpoint({
  ...exportEndpoint('orders'),
  query: ordersExportQuerySchema,
});

type GenericExportName = Exclude<ResourceName, 'orders'>;
type ExportEndpoint =
  { [N in GenericExportName]: ReturnType<typeof exportEndpoint<N>> }[GenericExportName] | typeof ordersExportEndpoint;

/** The export of every resource of the registry. */
export const exportEndpoints: readonly ExportEndpoint[] = [
  ...RESOURCE_NAMES.filter((name): name is GenericExportName => name !== 'orders' && !!RESOURCES[name]).map(
    (name) => exportEndpoint(name) as ExportEndpoint,
  ),
  ordersExportEndpoint,
];
