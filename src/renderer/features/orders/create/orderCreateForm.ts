import { ORDER_CREATE_DEADLINE_HOURS, PRICE_MIN } from '../../../../shared/domain/constants';
import type { RowOf } from '../../../../shared/domain/resourceTypes';
import { INITIAL_ORDER_STATUS, type OrderFeature } from '../../../../shared/domain/orderStatus';
import { DEFAULT_PAYMENT_STATUS, type PaymentStatus } from '../../../../shared/domain/payment';
import { toLocalInput } from '../../../components/form/formValues';
import { HOUR_MS } from '../../../../shared/domain/time';
import { withoutEmpty } from '../../../../shared/domain/withoutEmpty';
import type { CreateOrderBody } from '../../../../shared/api/endpoints/orders';

/** What the order create form holds while the user fills it (spec section 2, create form). */
export interface OrderFormValues {
  readonly thumbnail: string;
  /** Hidden: taken from the chosen customer's channel. */
  readonly channelId: number | null;
  readonly name: string;
  readonly productCatalogIds: readonly number[];
  readonly customerId: number | null;
  readonly saleId: number | null;
  readonly orderFeature: readonly OrderFeature[];
  readonly orderRequirementId: number | null;
  /** `datetime-local` text, local time. */
  readonly finishedDate: string;
  readonly dealerId: number | null;
  readonly priceOrder: number | null;
  readonly paymentStatus: PaymentStatus;
  readonly packageId: number | null;
  readonly customerNote: string;
  /** HTML. */
  readonly customerRequirements: string;
}

/** i18n key of each field's error. */
export type OrderFormErrors = Partial<Record<keyof OrderFormValues, string>>;

/** The customer requirements template: sections Template/size, requirement and Note. */
export const REQUIREMENT_TEMPLATE =
  '<h3>Template/size</h3><p><br></p><h3>requirement</h3><p><br></p><h3>Note</h3><p><br></p>';

/** Finish date default: 24 hours from now (spec section 5). */
export function defaultFinishDate(now: Date): Date {
  return new Date(now.getTime() + ORDER_CREATE_DEADLINE_HOURS * HOUR_MS);
}

export function initialOrderForm(now: Date = new Date()): OrderFormValues {
  return {
    thumbnail: '',
    channelId: null,
    name: '',
    productCatalogIds: [],
    customerId: null,
    saleId: null,
    orderFeature: [],
    orderRequirementId: null,
    finishedDate: toLocalInput(defaultFinishDate(now).toISOString()),
    dealerId: null,
    priceOrder: null,
    paymentStatus: DEFAULT_PAYMENT_STATUS,
    packageId: null,
    customerNote: '',
    customerRequirements: REQUIREMENT_TEMPLATE,
  };
}

/** The fields of a form that follow the order's customer. */
export interface CustomerBound {
  readonly customerId: number | null;
  readonly channelId: number | null;
  readonly packageId: number | null;
}

/** A new customer brings its channel and drops the package, whose list depends on the customer. */
export function withCustomer<V extends CustomerBound>(
  values: V,
  customer: Pick<RowOf<'customers'>, 'id' | 'channelId'> | null,
): V {
  const changed = (customer?.id ?? null) !== values.customerId;
  return {
    ...values,
    customerId: customer?.id ?? null,
    channelId: customer?.channelId ?? null,
    packageId: changed ? null : values.packageId,
  };
}

/** A money amount as whole VND (deal and order prices are sent rounded). */
export function toWholeVnd(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value);
}

/** Spec section 5: thumbnail, name and finish date are required; the price is at least 0. */
export function validateOrderForm(values: OrderFormValues): OrderFormErrors {
  const errors: OrderFormErrors = {};
  if (!values.thumbnail.trim()) errors.thumbnail = 'form.required';
  if (!values.name.trim()) errors.name = 'form.required';
  if (!values.finishedDate || Number.isNaN(new Date(values.finishedDate).getTime())) {
    errors.finishedDate = 'form.required';
  }
  if (values.priceOrder !== null && values.priceOrder < PRICE_MIN) errors.priceOrder = 'form.errorFormat';
  return errors;
}

/** POST /orders body: the form plus the deadline (the finish date) and the first status. */
export function orderCreateBody(values: OrderFormValues): CreateOrderBody {
  const finishedDate = new Date(values.finishedDate).toISOString();
  return withoutEmpty({
    thumbnail: values.thumbnail.trim(),
    name: values.name.trim(),
    channelId: values.channelId,
    productCatalogIds: [...values.productCatalogIds],
    customerId: values.customerId,
    saleId: values.saleId,
    orderFeature: [...values.orderFeature],
    orderRequirementId: values.orderRequirementId,
    finishedDate,
    deadline: finishedDate,
    dealerId: values.dealerId,
    priceOrder: toWholeVnd(values.priceOrder),
    paymentStatus: values.paymentStatus,
    packageId: values.packageId,
    customerNote: values.customerNote.trim() || null,
    customerRequirements: values.customerRequirements,
    status: INITIAL_ORDER_STATUS,
  });
}
