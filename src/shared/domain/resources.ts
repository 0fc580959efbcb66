import { f, type FieldDef } from './fields';
import { ORDER_FEATURES, ORDER_STATUSES } from './orderStatus';
import { PAYMENT_STATUSES } from './payment';
import { USER_LOOKUP_PERMISSION, USER_LOOKUP_ROLES, type UserLookup } from './roles';

/**
 * The resource registry: every entity of spec section 3 that the generic engine serves at
 * `/api/v1/{name}` and the generic screens show at `/{name}`. Each row also gets `id`,
 * `createdAt` and `updatedAt`; `softDelete` adds `isDelete`.
 */
export interface ResourceDef {
  /** Path segment, permission key and i18n key (`resources.{name}`). */
  readonly name: string;
  /** Database table. Views (user lookups, comment kinds) share their base's table. */
  readonly table: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** Deleting sets `isDelete` instead of removing the row; redo clears it. */
  readonly softDelete: boolean;
  /** Field shown as the row's name in references and breadcrumbs. */
  readonly titleField: string;
  /** Columns of the generic list, in order. */
  readonly columns: readonly string[];
  /** Fields of the generic create and edit form, in order. */
  readonly form: readonly string[];
  /** Listed and read only: no create, update or delete through the API. */
  readonly readOnly?: boolean;
  /** A filtered window on another resource (user lookups, comment kinds). */
  readonly view?: {
    readonly of: string;
    /** Field and allowed values every row of the view has. */
    readonly where: Readonly<Record<string, readonly (string | number)[] | 'notNull'>>;
    /** Permission (resource, action) that opens the view instead of `get` on its own name. */
    readonly permission?: readonly [string, string];
  };
  /** Hidden from outsourced users (spec section 2). */
  readonly hiddenFromOutsource?: boolean;
}

const lookup = (
  name: string,
  fields: Record<string, FieldDef>,
  opts: { softDelete?: boolean; columns?: string[]; hiddenFromOutsource?: boolean; titleField?: string } = {},
): ResourceDef => ({
  name,
  table: snake(name),
  fields,
  softDelete: opts.softDelete ?? false,
  titleField: opts.titleField ?? 'name',
  columns: opts.columns ?? Object.keys(fields),
  form: Object.keys(fields),
  hiddenFromOutsource: opts.hiddenFromOutsource,
});

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const name = () => f.string({ required: true, search: true });
const description = () => f.text({ search: true });

const userFields: Record<string, FieldDef> = {
  displayName: f.string({ required: true, search: true }),
  fullName: f.string({ search: true }),
  firstName: f.string(),
  lastName: f.string(),
  email: f.string({ required: true, search: true }),
  password: f.string({ secret: true, max: 128 }),
  birthday: f.date(),
  phone: f.string({ search: true, max: 32 }),
  linkFB: f.string({ max: 2048 }),
  avatar: f.image(),
  roleId: f.ref('roles'),
  isOutsource: f.boolean(),
  scope: f.enum(['manager', 'staff'], { readOnly: true }),
  permission: f.json({ readOnly: true }),
  note: f.text(),
  salaryScheme: f.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E']),
  coef: f.number({ min: 0 }),
  coefOT: f.number({ min: 0 }),
  customerId: f.ref('customers'),
  userTypeId: f.ref('userTypes'),
  departmentId: f.ref('departments'),
  trelloKey: f.string({ secret: true }),
  trelloToken: f.string({ secret: true }),
  rate: f.number({ readOnly: true }),
  totalRate: f.int({ readOnly: true }),
  inviteStatus: f.enum(['none', 'sent', 'accepted'], { readOnly: true }),
  inviteSentAt: f.datetime({ readOnly: true }),
};

const usersDef: ResourceDef = {
  name: 'users',
  table: 'users',
  fields: userFields,
  softDelete: true,
  titleField: 'displayName',
  columns: ['avatar', 'displayName', 'email', 'phone', 'roleId', 'departmentId', 'isOutsource', 'isDelete'],
  form: [
    'displayName',
    'email',
    'password',
    'fullName',
    'firstName',
    'lastName',
    'birthday',
    'phone',
    'linkFB',
    'roleId',
    'departmentId',
    'userTypeId',
    'isOutsource',
    'customerId',
    'salaryScheme',
    'coef',
    'coefOT',
    'note',
  ],
};

const userLookup = (lookupName: UserLookup): ResourceDef => ({
  ...usersDef,
  name: lookupName,
  columns: ['avatar', 'displayName', 'email', 'phone', 'roleId'],
  view: {
    of: 'users',
    where: { roleId: USER_LOOKUP_ROLES[lookupName] },
    permission: ['users', USER_LOOKUP_PERMISSION[lookupName]],
  },
});

const commentFields: Record<string, FieldDef> = {
  content: f.text({ required: true, search: true, max: 5000 }),
  rate: f.rate(),
  orderId: f.ref('orders'),
  userId: f.ref('users'),
  customerId: f.ref('customers'),
  reviewerId: f.ref('users', { readOnly: true }),
};

const commentsDef: ResourceDef = {
  name: 'comments',
  table: 'comments',
  fields: commentFields,
  softDelete: false,
  titleField: 'content',
  columns: ['content', 'rate', 'orderId', 'userId', 'customerId', 'reviewerId', 'createdAt'],
  form: ['content', 'rate', 'orderId', 'userId', 'customerId'],
};

export const RESOURCE_LIST: readonly ResourceDef[] = [
  {
    name: 'orders',
    table: 'orders',
    softDelete: true,
    titleField: 'name',
    fields: {
      name: name(),
      thumbnail: f.image({ required: true }),
      status: f.enum(ORDER_STATUSES, { readOnly: true }),
      code: f.string({ search: true, readOnly: true }),
      codeCustomer: f.string({ search: true }),
      channelId: f.ref('channels'),
      customerId: f.ref('customers'),
      saleId: f.ref('users'),
      dealerId: f.ref('users'),
      designerId: f.ref('users'),
      deliverId: f.ref('users'),
      qualityAssuranceId: f.ref('users'),
      guaId: f.ref('users'),
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
  },
  {
    name: 'orderHistories',
    table: 'order_histories',
    softDelete: false,
    titleField: 'status',
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
  },
  {
    name: 'customers',
    table: 'customers',
    softDelete: true,
    titleField: 'displayName',
    fields: {
      displayName: f.string({ required: true, search: true }),
      email: f.string({ search: true }),
      address: f.string(),
      phoneNumber: f.string({ search: true, max: 32 }),
      code: f.string({ search: true, max: 32 }),
      birthday: f.date(),
      national: f.string({ max: 64 }),
      gender: f.enum(['male', 'female', 'other']),
      contactOwner: f.ref('users'),
      channelId: f.ref('channels'),
      dealPipelineId: f.ref('dealpipelines'),
      customerSegmentationId: f.ref('customerSegmentations'),
      serviceTypeId: f.ref('serviceTypes'),
      serviceTypeIds: f.refs('serviceTypes'),
      facebookLink: f.string({ max: 2048 }),
      fbId: f.string(),
      note: f.text(),
      feedback: f.text(),
      lastTimeOrder: f.datetime({ readOnly: true }),
      rate: f.number({ readOnly: true }),
      totalRate: f.int({ readOnly: true }),
      company: f.string({ search: true }),
      isActive: f.boolean(),
      totalSpent: f.money({ readOnly: true }),
      timeWorking: f.string(),
    },
    columns: [
      'createdAt',
      'displayName',
      'contactOwner',
      'channelId',
      'lastTimeOrder',
      'dealPipelineId',
      'serviceTypeIds',
      'isDelete',
    ],
    form: [
      'displayName',
      'email',
      'phoneNumber',
      'code',
      'company',
      'address',
      'birthday',
      'national',
      'gender',
      'contactOwner',
      'channelId',
      'dealPipelineId',
      'customerSegmentationId',
      'serviceTypeIds',
      'facebookLink',
      'note',
    ],
  },
  usersDef,
  ...(Object.keys(USER_LOOKUP_ROLES) as UserLookup[]).map(userLookup),
  {
    name: 'channels',
    table: 'channels',
    softDelete: false,
    titleField: 'name',
    fields: {
      name: name(),
      thumbnail: f.image(),
      brandId: f.ref('brands'),
      ownerId: f.ref('users'),
      phone: f.string({ max: 32 }),
      email: f.string(),
      description: description(),
      type: f.enum(['facebook', 'skype', 'instagram', 'fiverr', 'gmail']),
      username: f.string(),
      password: f.string({ secret: true }),
      trelloKey: f.string({ secret: true }),
      trelloToken: f.string({ secret: true }),
    },
    columns: ['thumbnail', 'name', 'type', 'brandId', 'ownerId', 'email', 'phone'],
    form: ['name', 'thumbnail', 'type', 'brandId', 'ownerId', 'phone', 'email', 'username', 'description'],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  lookup('mistakeTypes', { name: name(), level: f.rate({ required: true }), description: description() }),
  {
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
  },
  lookup(
    'permissions',
    {
      key: f.string({ required: true, search: true, max: 64 }),
      title: f.string({ required: true, search: true }),
      permissions: f.list(),
    },
    { titleField: 'title' },
  ),
  {
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
  },
  {
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
  },
  {
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
  },
  lookup('orderRequirements', { name: name(), description: description() }),
  lookup('dealpipelines', { name: name(), description: description(), color: f.color() }),
  commentsDef,
  {
    ...commentsDef,
    name: 'customerComments',
    view: { of: 'comments', where: { customerId: 'notNull' } },
    columns: ['content', 'rate', 'customerId', 'orderId', 'reviewerId', 'createdAt'],
    form: ['content', 'rate', 'customerId', 'orderId'],
  },
  {
    ...commentsDef,
    name: 'userComments',
    view: { of: 'comments', where: { userId: 'notNull' } },
    columns: ['content', 'rate', 'userId', 'reviewerId', 'createdAt'],
    form: ['content', 'rate', 'userId'],
  },
  {
    name: 'roles',
    table: 'roles',
    softDelete: false,
    titleField: 'name',
    fields: { name: name(), description: description(), permission: f.json() },
    columns: ['id', 'name', 'description'],
    form: ['name', 'description'],
  },
  lookup('niches', { name: name(), description: description() }, { hiddenFromOutsource: true }),
  lookup('brands', { name: name() }, { hiddenFromOutsource: true }),
  {
    name: 'products',
    table: 'products',
    softDelete: true,
    titleField: 'name',
    hiddenFromOutsource: true,
    fields: {
      name: name(),
      productCatalogIds: f.refs('productTypes'),
      productImages: f.images(),
      price: f.money(),
      creatorId: f.ref('users', { readOnly: true }),
      orderId: f.ref('orders'),
    },
    columns: ['productImages', 'name', 'productCatalogIds', 'price', 'creatorId', 'createdAt'],
    form: ['name', 'productCatalogIds', 'productImages', 'price'],
  },
  {
    name: 'packages',
    table: 'packages',
    softDelete: true,
    titleField: 'name',
    hiddenFromOutsource: true,
    fields: {
      name: name(),
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
      description: description(),
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
  },
  lookup('serviceTypes', { name: name(), description: description() }),
  lookup('orderStatuses', { name: name(), description: description(), color: f.color() }, { softDelete: true }),
  lookup('customerSegmentations', { name: name(), description: description() }, { softDelete: true }),
  lookup(
    'productTypes',
    { name: name(), description: description(), templateFile: f.image(), mockupFile: f.image() },
    { softDelete: true, columns: ['templateFile', 'name', 'description'] },
  ),
  lookup(
    'platforms',
    {
      name: name(),
      productCatalogId: f.ref('productTypes'),
      description: description(),
      productDemoFile: f.image(),
    },
    { softDelete: true },
  ),
  lookup('departments', { name: name(), description: description() }, { softDelete: true }),
  lookup('userTypes', { name: name(), description: description(), departmentId: f.ref('departments') }),
];

export const RESOURCES: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCE_LIST.map((r) => [r.name, r]),
);

export const RESOURCE_NAMES: readonly string[] = RESOURCE_LIST.map((r) => r.name);

/** Resources that own a table (not views). */
export const TABLE_RESOURCES: readonly ResourceDef[] = RESOURCE_LIST.filter((r) => !r.view);

export function getResource(resourceName: string): ResourceDef | undefined {
  return Object.hasOwn(RESOURCES, resourceName) ? RESOURCES[resourceName] : undefined;
}

/** Fields every row has, besides the resource's own. */
export const BASE_FIELDS: Readonly<Record<string, FieldDef>> = {
  id: f.int({ readOnly: true }),
  createdAt: f.datetime({ readOnly: true }),
  updatedAt: f.datetime({ readOnly: true }),
};

/** All fields of a resource, base fields and `isDelete` included. */
export function allFields(resource: ResourceDef): Readonly<Record<string, FieldDef>> {
  return {
    ...BASE_FIELDS,
    ...resource.fields,
    ...(resource.softDelete ? { isDelete: f.boolean({ readOnly: true }) } : {}),
  };
}

/** Settings tabs of spec section 2, in order. */
export const SETTINGS_TABS = [
  'orderRequirements',
  'mistakeTypes',
  'salaryInfos',
  'niches',
  'brands',
  'platforms',
  'productTypes',
  'customerSegmentations',
  'serviceTypes',
  'dealpipelines',
  'channels',
  'products',
] as const;
