import { f } from '../fields';
import { PAYMENT_STATUSES } from '../payment';
import { nameField, descriptionField, type ResourceDef } from './resourceDef';

export const paymentsResource: ResourceDef = {
  name: 'payments',
  table: 'payments',
  softDelete: false,
  titleField: 'id',
  fields: {
    typeClient: f.enum(['DESIGNER', 'customer'], { required: true }),
    clientId: f.int({ required: true }),
    orders: f.refs('orders'),
    bonusAmount: f.money(),
    discountAmount: f.money(),
    totalAmount: f.money(),
    note: f.text({ search: true }),
    isConfirm: f.boolean({ readOnly: true }),
  },
  columns: ['createdAt', 'typeClient', 'bonusAmount', 'discountAmount', 'totalAmount', 'note', 'isConfirm'],
  form: ['typeClient', 'clientId', 'orders', 'bonusAmount', 'discountAmount', 'totalAmount', 'note'],
};

export const userRequestsResource: ResourceDef = {
  name: 'userRequests',
  table: 'user_requests',
  softDelete: false,
  titleField: 'title',
  fields: {
    title: f.string({ required: true, search: true }),
    content: f.text({ search: true }),
    typeRequest: f.enum(['PAYMENT_REQUEST', 'LEAVE_REQUEST', 'OTHER']),
    status: f.enum(['pending', 'approved', 'rejected']),
    userId: f.ref('users', { readOnly: true }),
  },
  columns: ['title', 'content', 'typeRequest', 'status', 'createdAt'],
  form: ['title', 'content', 'typeRequest', 'status'],
};

export const logsResource: ResourceDef = {
  name: 'logs',
  table: 'logs',
  softDelete: false,
  titleField: 'id',
  readOnly: true,
  fields: {
    customerId: f.ref('customers'),
    linkFile: f.string({ max: 2048 }),
    result: f.json(),
    status: f.enum(['pending', 'inprogress', 'done', 'failed']),
  },
  columns: ['createdAt', 'customerId', 'linkFile', 'status'],
  form: [],
};

export const mistakeRecordsResource: ResourceDef = {
  name: 'mistakeRecords',
  table: 'mistake_records',
  softDelete: false,
  titleField: 'id',
  fields: {
    orderId: f.ref('orders', { required: true }),
    victimId: f.ref('users', { required: true }),
    creatorId: f.ref('users', { readOnly: true }),
    link: f.string({ max: 2048 }),
    mistakeTypeId: f.ref('mistakeTypes', { required: true }),
    monetaryFine: f.money(),
    note: f.text({ search: true }),
    isAccept: f.boolean({ readOnly: true }),
  },
  columns: ['orderId', 'victimId', 'mistakeTypeId', 'monetaryFine', 'note', 'isAccept', 'createdAt'],
  form: ['orderId', 'victimId', 'mistakeTypeId', 'monetaryFine', 'link', 'note'],
};

export const salaryHistoriesResource: ResourceDef = {
  name: 'salaryHistories',
  table: 'salary_histories',
  softDelete: false,
  titleField: 'dateMonth',
  fields: {
    userId: f.ref('users', { required: true }),
    dateMonth: f.date({ required: true }),
    startDate: f.date(),
    endDate: f.date(),
    salaryScheme: f.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E']),
    coef: f.number({ min: 0 }),
    coefOT: f.number({ min: 0 }),
    kpi: f.number({ min: 0 }),
    workingHours: f.number({ min: 0 }),
    workingHoursOT: f.number({ min: 0 }),
    salaryInBonus: f.money(),
    salaryInKpi: f.money(),
    salaryInBasic: f.money(),
    salaryInOT: f.money(),
    salary: f.money(),
  },
  columns: ['userId', 'dateMonth', 'salaryScheme', 'coef', 'kpi', 'workingHours', 'salary'],
  form: ['userId', 'dateMonth', 'startDate', 'endDate', 'salaryScheme', 'coef', 'coefOT', 'kpi'],
};

export const salaryInfosResource: ResourceDef = {
  name: 'salaryInfos',
  table: 'salary_infos',
  softDelete: false,
  titleField: 'dateMonth',
  fields: {
    dateMonth: f.date({ required: true }),
    startDate: f.date(),
    endDate: f.date(),
    baseSalary: f.money(),
    note: f.text(),
    bonus: f.json(),
    kpis: f.json(),
  },
  columns: ['dateMonth', 'startDate', 'endDate', 'baseSalary', 'note'],
  form: ['dateMonth', 'startDate', 'endDate', 'baseSalary', 'note'],
};

export const workingRegistersResource: ResourceDef = {
  name: 'workingRegisters',
  table: 'working_registers',
  softDelete: false,
  titleField: 'date',
  hiddenFromOutsource: true,
  fields: {
    userId: f.ref('users', { required: true }),
    date: f.date({ required: true }),
    workingTimes: f.json(),
    totalHours: f.number({ min: 0 }),
    totalHoursOT: f.number({ min: 0 }),
  },
  columns: ['userId', 'date', 'totalHours', 'totalHoursOT'],
  form: ['userId', 'date', 'totalHours', 'totalHoursOT'],
};

export const productsResource: ResourceDef = {
  name: 'products',
  table: 'products',
  softDelete: true,
  titleField: 'name',
  hiddenFromOutsource: true,
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
};

export const packagesResource: ResourceDef = {
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
    status: f.enum(['active', 'inactive', 'completed']),
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
};
