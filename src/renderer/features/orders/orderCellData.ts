import { Intent } from '@blueprintjs/core';
import { deadlineLevel } from '../../../shared/domain/format';
import type { ListedOrder } from './orderQueries';

type Order = ListedOrder;

/** Images shown in a cell: the first few, and how many more hide behind a `+N`. */
export interface ImageStack {
  readonly shown: readonly string[];
  readonly more: number;
}

/** Splits image URLs into the shown ones and the `+N` count (spec section 2 widget). */
export function imageStack(urls: readonly (string | null | undefined)[], max = 1): ImageStack {
  const kept = urls.filter((u): u is string => typeof u === 'string' && u !== '');
  return { shown: kept.slice(0, max), more: Math.max(0, kept.length - max) };
}

/** Every product image of an order's embedded products, in order. */
export function productImagesOf(order: Pick<Order, 'products'>): string[] {
  return (order.products ?? []).flatMap((p) => p.productImages ?? []);
}

/** The intent of an order's deadline chip: danger under 2 h, warning under 4 h, none otherwise. */
export function deadlineIntent(order: Pick<Order, 'deadline' | 'status'>, now: Date = new Date()): Intent | null {
  const level = deadlineLevel(order.deadline, order.status, now);
  if (level === 'danger') return Intent.DANGER;
  if (level === 'warning') return Intent.WARNING;
  return null;
}

/** Names of the order's product types, from the embedded catalogs. */
export function productTypeNames(order: ListedOrder): string[] {
  return (order.productCatalogs ?? []).flatMap((c) => (c.name ? [c.name] : []));
}

/** `#12` with the customer's code under it when there is one. */
export function orderCodes(order: Pick<Order, 'id' | 'code' | 'codeCustomer' | 'customer'>): {
  readonly id: string;
  readonly customerCode: string | null;
} {
  return { id: `#${order.id}`, customerCode: order.codeCustomer ?? order.customer?.code ?? null };
}
