import { z } from 'zod';
import { KPI_SUBLEVELS, SALARY_LEVELS, SALARY_SCHEMES } from '../constants';
import {
  AUDIT_ACTIONS,
  LOG_STATUSES,
  PACKAGE_STATUSES,
  PAYMENT_CLIENT_TYPES,
  USER_REQUEST_STATUSES,
  USER_REQUEST_TYPES,
} from '../enums';
import { f } from '../fields';
import { jsonValue } from '../jsonValue';
import { PAYMENT_STATUSES } from '../payment';
import { defineResource, descriptionField, nameField } from './resourceDef';

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Bonus per salary level, in VND. */
export const salaryBonusSchema = z.partialRecord(z.enum(SALARY_LEVELS), amount);
/** KPI amount per salary level and sublevel (A1, A2, A3), in VND. */
export const salaryKpisSchema = z.partialRecord(z.enum(SALARY_LEVELS), z.partialRecord(z.enum(KPI_SUBLEVELS), amount));
/** The registered hours of a day: 8 stands for 08:00-09:00. */
export const workingTimesSchema = z.array(z.number().int().min(0).max(23)).max(24);
/** An import's result per card: its status and name, the card, the order it became, and what went wrong. */
export const logResultSchema = z
  .array(
    z.object({
      status: z.string().max(32),
      name: z.string().max(1000),
      cardId: z.string().max(64).optional(),
      orderId: z.number().int().optional(),
      message: z.string().max(1000).optional(),
    }),
  )
  .max(20_000);

export const paymentsResource = defineResource({
  name: 'payments',
  table: 'payments',
  softDelete: false,
  titleField: 'id',
  // Outsourced designers see the payments made to them; customer users those of their customer.
  scope: {
    outsource: [
      { field: 'typeClient', in: ['DESIGNER'] },
      { field: 'clientId', is: 'caller' },
    ],
    customer: [
      { field: 'typeClient', in: ['customer'] },
      { field: 'clientId', is: 'callerCustomer' },
    ],
  },
  // POST /payments (the payments module) gathers the orders and counts the total; afterwards
  // only the note changes, until the payment is confirmed (POST /payments/{id}/confirm).
  settled: { when: 'isConfirm', fields: ['note'] },
  fields: {
    typeClient: f.enum(PAYMENT_CLIENT_TYPES, { required: true, createOnly: true }),
    clientId: f.int({ required: true, createOnly: true }),
    orders: f.refs('orders', { createOnly: true }),
    bonusAmount: f.money({ createOnly: true }),
    discountAmount: f.money({ createOnly: true }),
    totalAmount: f.money({ createOnly: true }),
    note: f.text({ search: true }),
    isConfirm: f.boolean({ readOnly: true }),
  },
  // The payments screen adds the Confirmed tag or the Review button after these.
  columns: ['createdAt', 'typeClient', 'bonusAmount', 'discountAmount', 'totalAmount', 'note'],
  form: ['note'],
});

export const userRequestsResource = defineResource({
  name: 'userRequests',
  table: 'user_requests',
  softDelete: false,
  titleField: 'title',
  owner: 'userId',
  mine: 'userId',
  scope: { outsource: [{ field: 'userId', is: 'caller' }], customer: [{ field: 'userId', is: 'caller' }] },
  fields: {
    title: f.string({ required: true, search: true }),
    content: f.text({ search: true }),
    typeRequest: f.enum(USER_REQUEST_TYPES),
    status: f.enum(USER_REQUEST_STATUSES, {
      readOnly: true,
      changedThrough: 'POST /userRequests/{id}/approve or /reject',
    }),
    userId: f.ref('users', { readOnly: true }),
  },
  columns: ['title', 'content', 'typeRequest', 'status', 'createdAt'],
  form: ['title', 'content', 'typeRequest'],
});

/** The values of an audited row: its fields (secrets never among them). */
export const auditValuesSchema = z.record(z.string(), jsonValue);

/**
 * The audit trail: every create, update, delete, redo, permission change and workflow step,
 * with who, when, and the fields before and after. Written by the server only.
 */
export const auditEventsResource = defineResource({
  name: 'auditEvents',
  table: 'audit_events',
  softDelete: false,
  titleField: 'summary',
  readOnly: true,
  hiddenFromOutsource: true,
  indexes: [['resource', 'recordId']],
  fields: {
    userId: f.ref('users'),
    action: f.enum(AUDIT_ACTIONS, { required: true }),
    resource: f.string({ required: true, max: 64 }),
    recordId: f.int(),
    summary: f.string({ search: true, max: 500 }),
    before: f.json(auditValuesSchema, { max: 200_000 }),
    after: f.json(auditValuesSchema, { max: 200_000 }),
  },
  columns: ['createdAt', 'userId', 'action', 'resource', 'recordId', 'summary'],
  form: [],
});

export const logsResource = defineResource({
  name: 'logs',
  table: 'logs',
  softDelete: false,
  titleField: 'id',
  readOnly: true,
  fields: {
    customerId: f.ref('customers'),
    linkFile: f.string({ max: 2048 }),
    result: f.json(logResultSchema),
    status: f.enum(LOG_STATUSES),
  },
  columns: ['createdAt', 'customerId', 'linkFile', 'status'],
  form: [],
});

export const mistakeRecordsResource = defineResource({
  name: 'mistakeRecords',
  table: 'mistake_records',
  softDelete: false,
  titleField: 'id',
  owner: 'creatorId',
  mine: 'victimId',
  // Once its victim accepts it, who was fined, how much and for which order is settled.
  settled: { when: 'isAccept', fields: ['victimId', 'monetaryFine', 'orderId', 'mistakeTypeId'] },
  // Fines are personal: an outsourced designer sees only the records against them.
  scope: { outsource: [{ field: 'victimId', is: 'caller' }], customer: [{ field: 'victimId', is: 'caller' }] },
  fields: {
    orderId: f.ref('orders', { required: true }),
    victimId: f.ref('users', { required: true }),
    creatorId: f.ref('users', { readOnly: true }),
    link: f.string({ max: 2048 }),
    mistakeTypeId: f.ref('mistakeTypes', { required: true }),
    monetaryFine: f.money(),
    note: f.text({ search: true }),
    isAccept: f.boolean({ readOnly: true }),
    // When the victim accepted it: the salary period whose pay the fine is deducted from.
    acceptedAt: f.datetime({ readOnly: true }),
  },
  columns: ['orderId', 'victimId', 'mistakeTypeId', 'monetaryFine', 'note', 'isAccept', 'createdAt'],
  form: ['orderId', 'victimId', 'mistakeTypeId', 'monetaryFine', 'link', 'note'],
});

/** Rows of a person's own: outsourced and customer users reach only theirs, whatever they hold. */
const ownRows = {
  outsource: [{ field: 'userId', is: 'caller' }],
  customer: [{ field: 'userId', is: 'caller' }],
} as const;

/**
 * What a salary row was computed from, kept with it so a closed month still explains itself:
 * the period's standard hours, the rates used, and the orders and fines that counted.
 */
export const salaryDetailsSchema = z.object({
  baseSalary: amount,
  standardHours: z.number().min(0),
  hourlyRate: z.number().min(0),
  level: z.enum(SALARY_LEVELS),
  levelBonus: amount,
  kpiRates: z.partialRecord(z.enum(KPI_SUBLEVELS), amount),
  doneOrders: z.partialRecord(z.enum(KPI_SUBLEVELS), z.number().int().min(0)),
  registeredDays: z.number().int().min(0),
  orders: z.array(z.object({ id: z.number().int(), sublevel: z.enum(KPI_SUBLEVELS) })).max(20_000),
  fines: z.array(z.object({ id: z.number().int(), amount })).max(5_000),
});

/**
 * A person's salary for a month, computed by the server from the month's salary info, their
 * registers, their done orders and their accepted fines (`POST /salaryHistories/compute`,
 * docs/salary.md); never typed in, so the API only reads it.
 */
export const salaryHistoriesResource = defineResource({
  name: 'salaryHistories',
  table: 'salary_histories',
  softDelete: false,
  titleField: 'dateMonth',
  readOnly: true,
  mine: 'userId',
  scope: ownRows,
  indexes: [['dateMonth', 'userId']],
  fields: {
    userId: f.ref('users', { required: true }),
    dateMonth: f.date({ required: true }),
    startDate: f.date(),
    endDate: f.date(),
    salaryScheme: f.enum(SALARY_SCHEMES),
    coef: f.number({ min: 0 }),
    coefOT: f.number({ min: 0 }),
    kpi: f.number({ min: 0 }),
    workingHours: f.number({ min: 0 }),
    workingHoursOT: f.number({ min: 0 }),
    salaryInBonus: f.money(),
    salaryInKpi: f.money(),
    salaryInBasic: f.money(),
    salaryInOT: f.money(),
    fines: f.money(),
    salary: f.money(),
    details: f.json(salaryDetailsSchema, { max: 1_000_000 }),
  },
  columns: ['userId', 'dateMonth', 'salaryScheme', 'coef', 'kpi', 'workingHours', 'workingHoursOT', 'salary'],
  form: [],
});

export const salaryInfosResource = defineResource({
  name: 'salaryInfos',
  table: 'salary_infos',
  softDelete: false,
  titleField: 'dateMonth',
  // A month a manager has closed keeps its rates, and the salaries computed from them never change.
  settled: { when: 'isClosed', fields: ['dateMonth', 'startDate', 'endDate', 'baseSalary', 'bonus', 'kpis'] },
  fields: {
    dateMonth: f.date({ required: true, unique: true }),
    startDate: f.date(),
    endDate: f.date(),
    baseSalary: f.money(),
    note: f.text(),
    bonus: f.json(salaryBonusSchema),
    kpis: f.json(salaryKpisSchema),
    isClosed: f.boolean({ readOnly: true }),
    closedAt: f.datetime({ readOnly: true }),
  },
  columns: ['dateMonth', 'startDate', 'endDate', 'baseSalary', 'note', 'isClosed'],
  form: ['dateMonth', 'startDate', 'endDate', 'baseSalary', 'note'],
});

export const workingRegistersResource = defineResource({
  name: 'workingRegisters',
  table: 'working_registers',
  softDelete: false,
  titleField: 'date',
  hiddenFromOutsource: true,
  mine: 'userId',
  scope: ownRows,
  indexes: [['userId', 'date']],
  fields: {
    userId: f.ref('users', { required: true }),
    date: f.date({ required: true }),
    workingTimes: f.json(workingTimesSchema),
    // Computed by the server from the hours (normal, and overtime: from 19:00 and on day index 6).
    totalHours: f.number({ min: 0, readOnly: true }),
    totalHoursOT: f.number({ min: 0, readOnly: true }),
  },
  columns: ['userId', 'date', 'totalHours', 'totalHoursOT'],
  form: ['userId', 'date'],
});

export const productsResource = defineResource({
  name: 'products',
  table: 'products',
  softDelete: true,
  titleField: 'name',
  hiddenFromOutsource: true,
  owner: 'creatorId',
  mine: 'creatorId', // GET /products/me: the caller's own work
  fields: {
    name: nameField(),
    productCatalogIds: f.refs('productTypes'),
    productImages: f.images(),
    price: f.money(),
    creatorId: f.ref('users', { readOnly: true }),
    orderId: f.ref('orders'),
  },
  columns: ['productImages', 'name', 'productCatalogIds', 'price', 'creatorId', 'createdAt'],
  form: ['name', 'productCatalogIds', 'productImages', 'price'],
});

export const packagesResource = defineResource({
  name: 'packages',
  table: 'packages',
  softDelete: true,
  titleField: 'name',
  hiddenFromOutsource: true,
  fields: {
    name: nameField(),
    customerId: f.ref('customers'),
    channelId: f.ref('channels'),
    dealerId: f.ref('users'),
    orderCount: f.int({ min: 0 }),
    orderUsed: f.int({ min: 0, readOnly: true }),
    price: f.money(),
    finishDate: f.datetime(),
    note: f.text(),
    status: f.enum(PACKAGE_STATUSES),
    paymentStatus: f.enum(PAYMENT_STATUSES),
    description: descriptionField(),
  },
  columns: ['name', 'customerId', 'orderCount', 'orderUsed', 'price', 'finishDate', 'status', 'paymentStatus'],
  form: [
    'name',
    'customerId',
    'channelId',
    'dealerId',
    'orderCount',
    'price',
    'finishDate',
    'status',
    'paymentStatus',
    'note',
    'description',
  ],
});
