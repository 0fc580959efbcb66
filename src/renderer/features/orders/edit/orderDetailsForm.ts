import type { OrderFeature } from '../../../../shared/domain/orderStatus';
import { toLocalInput } from '../../../components/form/formValues';

/**
 * The order's core fields, changed after creation under `orders` `update` alone (spec
 * section 6): thumbnail, name, order features and requirement (never by outsourced users,
 * who see them read-only), customer, dealer, sale, catalog, platform, finish date, package
 * and note.
 */
export interface OrderDetailsValues {
  readonly thumbnail: string;
  readonly name: string;
  readonly orderFeature: readonly OrderFeature[];
  readonly orderRequirementId: number | null;
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

/** The fields outsourced users never change (spec section 6: read-only thumbnail and name). */
export const STAFF_ONLY_DETAILS = ['thumbnail', 'name', 'orderFeature', 'orderRequirementId'] as const;

type IdField = 'customerId' | 'channelId' | 'saleId' | 'dealerId' | 'platformId' | 'packageId' | 'orderRequirementId';

/** The stored order the form starts from. */
export type OrderDetailsSource = { readonly [K in IdField]?: number | null } & {
  readonly finishedDate: string;
  readonly thumbnail?: string | null;
  readonly name?: string | null;
  readonly orderFeature?: readonly OrderFeature[] | null;
  readonly note?: string | null;
  readonly productCatalogIds?: readonly number[] | null;
};

export function detailsOf(order: OrderDetailsSource): OrderDetailsValues {
  return {
    thumbnail: order.thumbnail ?? '',
    name: order.name ?? '',
    orderFeature: order.orderFeature ?? [],
    orderRequirementId: order.orderRequirementId ?? null,
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

/** i18n keys of the form's errors: the finish date, thumbnail and name are required (spec section 5). */
export function detailsErrors(values: OrderDetailsValues): Partial<Record<keyof OrderDetailsValues, string>> {
  const errors: Partial<Record<keyof OrderDetailsValues, string>> = {};
  if (!values.finishedDate || Number.isNaN(new Date(values.finishedDate).getTime()))
    errors.finishedDate = 'form.required';
  if (values.thumbnail.trim() === '') errors.thumbnail = 'form.required';
  if (values.name.trim() === '') errors.name = 'form.required';
  return errors;
}

const sameList = <T extends string | number>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

const ID_FIELDS: readonly IdField[] = [
  'customerId',
  'channelId',
  'saleId',
  'dealerId',
  'platformId',
  'packageId',
  'orderRequirementId',
];

/**
 * The PUT body: only the fields that changed (each becomes a line of the order's changes),
 * a trimmed name and note, the finish date as an instant. Empty when nothing changed.
 */
export function detailsChanges(before: OrderDetailsValues, after: OrderDetailsValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of ID_FIELDS) if (before[name] !== after[name]) body[name] = after[name];
  if (!sameList(before.productCatalogIds, after.productCatalogIds))
    body.productCatalogIds = [...after.productCatalogIds];
  if (!sameList(before.orderFeature, after.orderFeature)) body.orderFeature = [...after.orderFeature];
  if (before.thumbnail !== after.thumbnail) body.thumbnail = after.thumbnail;
  if (before.name.trim() !== after.name.trim()) body.name = after.name.trim();
  if (before.finishedDate !== after.finishedDate) body.finishedDate = new Date(after.finishedDate).toISOString();
  const note = after.note.trim();
  if (note !== before.note.trim()) body.note = note === '' ? null : note;
  return body;
}
