import { Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../shared/domain/constants';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import type { KeyedColumn } from '../../engine';
import { DeadlineChip } from './DeadlineChip';
import { ImageThumbs } from './ImageThumbs';
import { orderCodes, productImagesOf, productTypeNames } from './orderCellData';
import type { ListedOrder } from './orderQueries';
import { StageLateTag } from './StageLateTag';

/** What a cell needs besides its order. */
export interface CellContext {
  readonly language: Language;
  readonly enumLabel: (value: string) => string;
}

/** One column of the orders list (spec section 2); its key names the label `orders.columns.{key}`. */
export type OrderColumn = KeyedColumn<ListedOrder, CellContext>;

const twoLines = (top: ReactNode, bottom: ReactNode) => (
  <div className="bo-order-cell">
    <div className="bo-order-cell-top">{top}</div>
    <div className="bo-order-cell-bottom">{bottom}</div>
  </div>
);

const editLink = (order: ListedOrder) => <Link to={`/orders/${order.id}/edit`}>#{order.id}</Link>;

const featureTags = (order: ListedOrder, ctx: CellContext) =>
  (order.orderFeature ?? []).map((f) => (
    <Tag key={f} minimal>
      {ctx.enumLabel(f)}
    </Tag>
  ));

const paymentTag = (order: ListedOrder, ctx: CellContext) =>
  order.paymentStatus ? (
    <Tag minimal intent={order.paymentStatus === 'TT' ? Intent.SUCCESS : Intent.WARNING}>
      {ctx.enumLabel(order.paymentStatus)}
    </Tag>
  ) : null;

/** The staff list: every column of spec section 2. */
export const STAFF_COLUMNS: readonly OrderColumn[] = [
  {
    key: 'id',
    width: 100,
    field: 'id',
    render: (o) =>
      twoLines(
        <>
          {editLink(o)}
          <ImageThumbs urls={productImagesOf(o)} />
        </>,
        <span className={Classes.TEXT_MUTED}>{orderCodes(o).customerCode}</span>,
      ),
  },
  {
    key: 'name',
    width: 200,
    field: 'name',
    render: (o) => (
      <div className="bo-order-name">
        <ImageThumbs urls={[o.thumbnail]} />
        <span className="bo-clamp">{o.name}</span>
      </div>
    ),
  },
  {
    key: 'status',
    width: 180,
    field: 'status',
    render: (o, ctx) =>
      twoLines(
        <OrderStatusTag status={o.status} />,
        <>
          <StageLateTag stageDueAt={o.stageDueAt} />
          {featureTags(o, ctx)}
        </>,
      ),
  },
  { key: 'priceOrder', width: 110, field: 'priceOrder', render: (o, ctx) => formatMoney(o.priceOrder, ctx.language) },
  {
    key: 'createdAt',
    width: 130,
    field: 'createdAt',
    render: (o, ctx) => twoLines(formatDateTime(o.createdAt), paymentTag(o, ctx)),
  },
  {
    key: 'productTypes',
    width: 110,
    render: (o) => <span className="bo-clamp">{productTypeNames(o).join(', ')}</span>,
  },
  {
    key: 'customer',
    width: 170,
    field: 'customerId',
    render: (o) => twoLines(o.customer?.displayName, <DeadlineChip deadline={o.deadline} status={o.status} />),
  },
  {
    key: 'designer',
    width: 150,
    field: 'designerId',
    render: (o, ctx) =>
      twoLines(
        o.designer?.displayName,
        o.dealPrice !== null && (
          <Tag minimal icon="bank-account" intent={Intent.PRIMARY}>
            {formatMoney(o.dealPrice, ctx.language)}
          </Tag>
        ),
      ),
  },
  {
    key: 'package',
    width: 120,
    render: (o) =>
      o.package &&
      twoLines(
        <span className="bo-clamp">{o.package.name}</span>,
        o.numberPackage !== null && (
          <span className={Classes.TEXT_MUTED}>
            <Icon icon="numerical" size={12} /> {o.numberPackage}
          </span>
        ),
      ),
  },
];

/** The outsourced list of orders/on-pd: id, deadline, images, status, finished date, deal price. */
export const OUTSOURCE_COLUMNS: readonly OrderColumn[] = [
  { key: 'id', width: 90, field: 'id', render: editLink },
  { key: 'images', width: 90, render: (o) => <ImageThumbs urls={[o.thumbnail]} /> },
  {
    key: 'deadline',
    width: 170,
    field: 'deadline',
    render: (o) => <DeadlineChip deadline={o.deadline} status={o.status} />,
  },
  {
    key: 'status',
    width: 190,
    field: 'status',
    render: (o) => twoLines(<OrderStatusTag status={o.status} />, <StageLateTag stageDueAt={o.stageDueAt} />),
  },
  { key: 'finishedDate', width: 150, field: 'finishedDate', render: (o) => formatDateTime(o.finishedDate) },
  { key: 'dealPrice', width: 130, field: 'dealPrice', render: (o, ctx) => formatMoney(o.dealPrice, ctx.language) },
];
