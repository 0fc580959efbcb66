import { f } from '../fields';
import { ORDER_FEATURES, ORDER_STATUSES, OUTSOURCE_VISIBLE_STATUSES } from '../orderStatus';
import { PAYMENT_STATUSES } from '../payment';
import { ORDER_ACTIONS } from '../permissionKeys';
import { defineResource, nameField } from './resourceDef';

export const ordersResource = defineResource({
  name: 'orders',
  table: 'orders',
  softDelete: true,
  titleField: 'name',
  extraActions: ORDER_ACTIONS,
  // Spec sections 5 and 6: once an order exists, these fields change under their own order
  // keys, by any route (the create form sets them with orders.create).
  guardedFields: [
    { fields: ['paymentStatus'], permission: ['orders', 'paymentStatus'], updateOnly: true },
    { fields: ['priceOrder'], permission: ['orders', 'priceOrder'], updateOnly: true },
    { fields: ['customerRequirements'], permission: ['orders', 'customerRequirements'], updateOnly: true },
    { fields: ['deadline'], permission: ['orders', 'deadLine'], staffOnly: true, updateOnly: true },
    { fields: ['dealPrice'], permission: ['orders', 'dealPrice'], staffOnly: true, updateOnly: true },
    // Corrections of what the order is: any holder of orders.update, never an outsourced user.
    {
      fields: ['thumbnail', 'name', 'orderFeature', 'orderRequirementId'],
      permission: ['orders', 'update'],
      staffOnly: true,
      updateOnly: true,
    },
  ],
  // The orders list's total, by status, is kept by the database (migration 0006).
  countedBy: 'status',
  // The orders late at their stage: `stageDueAt < now` (migration 0014).
  indexes: [['stageDueAt']],
  // Outsourced designers reach only the orders they design, in the statuses they see;
  // customer-role users only their own customer's orders (spec section 6).
  scope: {
    outsource: [
      { field: 'designerId', is: 'caller' },
      { field: 'status', in: OUTSOURCE_VISIBLE_STATUSES },
    ],
    customer: [{ field: 'customerId', is: 'callerCustomer' }],
  },
  // Found by its code, its customer code and name, and its customer's and designer's names.
  searchThrough: { customerId: ['displayName'], designerId: ['displayName', 'fullName'] },
  fields: {
    name: nameField(),
    thumbnail: f.image({ required: true }),
    status: f.enum(ORDER_STATUSES, { readOnly: true }),
    code: f.string({ search: true, readOnly: true }),
    codeCustomer: f.string({ search: true }),
    channelId: f.ref('channels'),
    customerId: f.ref('customers'),
    saleId: f.ref('users'),
    dealerId: f.ref('users'),
    designerId: f.ref('users', { readOnly: true }), // set by the workflow
    deliverId: f.ref('users', { readOnly: true }), // set by the workflow
    qualityAssuranceId: f.ref('users', { readOnly: true }), // set by the workflow
    guaId: f.ref('users', { readOnly: true }), // set by the workflow
    finishedDate: f.datetime({ required: true }),
    deadline: f.datetime(),
    priceOrder: f.money(),
    dealPrice: f.money(),
    paymentStatus: f.enum(PAYMENT_STATUSES),
    orderFeature: f.list({ values: ORDER_FEATURES }),
    orderRequirementId: f.ref('orderRequirements'),
    packageId: f.ref('packages'),
    packageOrder: f.int({ min: 0 }),
    numberPackage: f.int({ min: 0 }),
    productCatalogIds: f.refs('productTypes'),
    productsId: f.refs('products'),
    customerNote: f.text(),
    customerRequirements: f.html(),
    note: f.text(),
    infoOrderLink: f.string({ max: 2048 }),
    backupOrderLink: f.string({ max: 2048 }),
    typeDesigner: f.string(),
    linkDesigner: f.list(),
    nicheId: f.ref('niches'),
    platformId: f.ref('platforms'),
    happy: f.boolean(),
    // Deadlines per stage (migration 0014 keeps both): when the newest history entry was made,
    // and when the stage is due by its status's budget (null without one, or once done or canceled).
    stageStartedAt: f.datetime({ readOnly: true }),
    stageDueAt: f.datetime({ readOnly: true }),
  },
  columns: ['name', 'status', 'priceOrder', 'paymentStatus', 'customerId', 'finishedDate', 'designerId', 'createdAt'],
  form: [
    'thumbnail',
    'name',
    'productCatalogIds',
    'customerId',
    'saleId',
    'orderFeature',
    'orderRequirementId',
    'finishedDate',
    'dealerId',
    'priceOrder',
    'paymentStatus',
    'packageId',
    'customerNote',
    'customerRequirements',
  ],
});

export const orderHistoriesResource = defineResource({
  name: 'orderHistories',
  table: 'order_histories',
  softDelete: false,
  titleField: 'status',
  owner: 'assignerId',
  // An entry is reached with the order it belongs to; outsourced users see only the statuses they see.
  scope: {
    outsource: [
      { field: 'orderId', readableIn: 'orders' },
      { field: 'status', in: OUTSOURCE_VISIBLE_STATUSES },
    ],
    customer: [{ field: 'orderId', readableIn: 'orders' }],
  },
  fields: {
    orderId: f.ref('orders', { required: true }),
    assignedUser: f.refs('users'),
    assignerId: f.ref('users', { readOnly: true }),
    status: f.enum(ORDER_STATUSES, { required: true }),
    note: f.text(),
    report: f.text(),
    deadLine: f.datetime(),
    products: f.images(),
    accept: f.boolean(),
    isCurrent: f.boolean({ readOnly: true }),
    feedback: f.text(),
  },
  columns: ['orderId', 'status', 'note', 'deadLine', 'accept', 'createdAt'],
  form: ['orderId', 'status', 'assignedUser', 'note', 'deadLine'],
});
