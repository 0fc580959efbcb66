import type { ReactNode } from 'react';
import type { DashboardOrder as Order } from './dashboardQueries';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import type { Language } from '../../../shared/domain/constants';
import { OrderStatusTag } from '../../components/OrderStatusTag';

/** A column of the dashboard's order list. */
export interface OrderColumn {
  /** i18n key `dashboard.columns.{key}`. */
  readonly key: string;
  readonly numeric?: boolean;
  render(order: Order, language: Language): ReactNode;
}

const status: OrderColumn = { key: 'status', render: (o) => <OrderStatusTag status={o.status} /> };
const finishedDate: OrderColumn = { key: 'finishedDate', render: (o) => formatDateTime(o.finishedDate) };

/** Staff see the customer and the order price. */
export const STAFF_COLUMNS: readonly OrderColumn[] = [
  status,
  { key: 'customer', render: (o) => o.customer?.displayName ?? '' },
  finishedDate,
  { key: 'priceOrder', numeric: true, render: (o, lang) => formatMoney(o.priceOrder, lang) },
];

/** Outsourced users get the reduced view of spec section 2: deadline and deal price, no customer. */
export const OUTSOURCE_COLUMNS: readonly OrderColumn[] = [
  status,
  { key: 'deadline', render: (o) => formatDateTime(o.deadline) },
  finishedDate,
  { key: 'dealPrice', numeric: true, render: (o, lang) => formatMoney(o.dealPrice, lang) },
];
