import { toLocalInput } from '../../../components/form/formValues';

/**
 * The order's core fields, changed after creation under `orders` `update` alone (spec
 * section 6): customer, dealer, sale, catalog, platform, finish date, package and note.
 */
export interface OrderDetailsValues {
  readonly customerId: number | null;
  /** Follows the customer, as on the create form. */
  readonly channelId: number | null;
  readonly saleId: number | null;
  readonly dealerId: number | null;
  readonly productCatalogIds: readonly number[];
  readonly platformId: number | null;
  /** `datetime-local` text, local time. */
  readonly finishedDate: string;
  readonly packageId: number | null;
  readonly note: string;
}

/** The stored order the form starts from. */
export type OrderDetailsSource = {
  readonly [K in Exclude<keyof OrderDetailsValues, 'finishedDate' | 'note' | 'productCatalogIds'>]?: number | null;
} & {
  readonly finishedDate: string;
  readonly note?: string | null;
  readonly productCatalogIds?: readonly number[] | null;
};

export function detailsOf(order: OrderDetailsSource): OrderDetailsValues {
  return {
    customerId: order.customerId ?? null,
    channelId: order.channelId ?? null,
    saleId: order.saleId ?? null,
    dealerId: order.dealerId ?? null,
    productCatalogIds: order.productCatalogIds ?? [],
    platformId: order.platformId ?? null,
    finishedDate: toLocalInput(order.finishedDate),
    packageId: order.packageId ?? null,
    note: order.note ?? '',
  };
}

/** i18n key of the finish date's error, when it has one: it is required (spec section 5). */
export function finishDateError(values: OrderDetailsValues): string | null {
  return !values.finishedDate || Number.isNaN(new Date(values.finishedDate).getTime()) ? 'form.required' : null;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * The PUT body: only the fields that changed (each becomes a line of the order's changes),
 * a trimmed note, the finish date as an instant. Empty when nothing changed.
 */
export function detailsChanges(before: OrderDetailsValues, after: OrderDetailsValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of ['customerId', 'channelId', 'saleId', 'dealerId', 'platformId', 'packageId'] as const) {
    if (before[name] !== after[name]) body[name] = after[name];
  }
  if (!sameList(before.productCatalogIds, after.productCatalogIds))
    body.productCatalogIds = [...after.productCatalogIds];
  if (before.finishedDate !== after.finishedDate) body.finishedDate = new Date(after.finishedDate).toISOString();
  const note = after.note.trim();
  if (note !== before.note.trim()) body.note = note === '' ? null : note;
  return body;
}
