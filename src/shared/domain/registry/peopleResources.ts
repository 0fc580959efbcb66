import { CONTACT_CHANNELS, SALARY_SCHEMES } from '../constants';
import { CUSTOMER_PRIORITIES, GENDERS, INVITE_STATUSES, USER_SCOPES } from '../enums';
import { f } from '../fields';
import { permissionMapSchema, USER_ACTIONS } from '../permissionKeys';
import { ROLE_IDS, USER_LOOKUP_PERMISSION, USER_LOOKUP_ROLES, type UserLookup } from '../roles';
import { defineResource, descriptionField, nameField, type ScopeRule } from './resourceDef';

const userFields = {
  displayName: f.string({ required: true, search: true }),
  fullName: f.string({ search: true }),
  firstName: f.string(),
  lastName: f.string(),
  email: f.email({ required: true, search: true, unique: true, createOnly: true }),
  password: f.password({ min: 6, changedThrough: 'POST /users/{id}/password' }),
  birthday: f.date(),
  phone: f.string({ search: true, max: 32 }),
  address: f.string({ max: 500 }),
  /** Job title, shown among the members labels (spec section 2). */
  title: f.string({ max: 128 }),
  supervisorId: f.ref('users'),
  linkFB: f.string({ max: 2048 }),
  avatar: f.image(),
  roleId: f.ref('roles'),
  isOutsource: f.boolean(),
  scope: f.enum(USER_SCOPES, { readOnly: true }),
  permission: f.json(permissionMapSchema, { readOnly: true }),
  note: f.text(),
  salaryScheme: f.enum(SALARY_SCHEMES),
  coef: f.number({ min: 0 }),
  coefOT: f.number({ min: 0 }),
  customerId: f.ref('customers'),
  userTypeId: f.ref('userTypes'),
  departmentId: f.ref('departments'),
  trelloKey: f.string({ secret: true }),
  trelloToken: f.string({ secret: true }),
  rate: f.number({ readOnly: true }),
  totalRate: f.int({ readOnly: true }),
  inviteStatus: f.enum(INVITE_STATUSES, { readOnly: true }),
  inviteSentAt: f.datetime({ readOnly: true }),
} as const;

/** A user's salary terms (spec section 5): set only with salaryInfos.update. */
export const SALARY_TERM_FIELDS = ['salaryScheme', 'coef', 'coefOT'] as const;

export const usersResource = defineResource({
  name: 'users',
  table: 'users',
  fields: userFields,
  softDelete: true,
  titleField: 'displayName',
  extraActions: USER_ACTIONS,
  // Spec section 5: salary terms only with salaryInfos.update, never for the customer role.
  guardedFields: [
    {
      fields: SALARY_TERM_FIELDS,
      permission: ['salaryInfos', 'update'],
      emptyWhen: { field: 'roleId', in: [ROLE_IDS.customer], reason: 'a customer-role user draws no salary' },
    },
  ],
  columns: ['avatar', 'displayName', 'email', 'phone', 'roleId', 'departmentId', 'isOutsource', 'isDelete'],
  // The user form's order (spec section 7, user submit), the avatar first; its rules (the
  // password at creation only, the customer for the customer role, the salary terms with
  // salaryInfos.update) are the users feature's.
  form: [
    'avatar',
    'displayName',
    'email',
    'password',
    'fullName',
    'firstName',
    'lastName',
    'birthday',
    'phone',
    'address',
    'title',
    'linkFB',
    'roleId',
    'customerId',
    'departmentId',
    'supervisorId',
    'userTypeId',
    'isOutsource',
    ...SALARY_TERM_FIELDS,
    'trelloKey',
    'trelloToken',
    'note',
  ],
});

/** A user lookup selector of spec section 7 (`designers`, `leaders`, …): users of some roles. */
const userLookup = <const N extends UserLookup>(name: N) =>
  defineResource({
    ...usersResource,
    name,
    columns: ['avatar', 'displayName', 'email', 'phone', 'roleId'],
    view: {
      of: 'users',
      where: { roleId: USER_LOOKUP_ROLES[name] },
      permission: ['users', USER_LOOKUP_PERMISSION[name]],
    },
  });

export const designersResource = userLookup('designers');
export const dealersResource = userLookup('dealers');
export const salersResource = userLookup('salers');
export const leadersResource = userLookup('leaders');
export const deliversResource = userLookup('delivers');
export const guaranteesResource = userLookup('guarantees');

const commentFields = {
  content: f.text({ required: true, search: true, max: 5000 }),
  rate: f.rate(),
  orderId: f.ref('orders'),
  userId: f.ref('users'),
  customerId: f.ref('customers'),
  reviewerId: f.ref('users', { readOnly: true }),
} as const;

/**
 * A comment is read with what it is about: an order the caller may read, a customer review
 * with customerComments.get, a review of a user with userComments.get, or a review of the
 * caller themself.
 */
const readableComment: ScopeRule = {
  anyOf: [
    { field: 'orderId', readableIn: 'orders' },
    { allOf: [{ field: 'customerId', present: true }, { permitted: ['customerComments', 'get'] }] },
    { allOf: [{ field: 'userId', present: true }, { permitted: ['userComments', 'get'] }] },
    { field: 'userId', is: 'caller' },
  ],
};

export const commentsResource = defineResource({
  name: 'comments',
  table: 'comments',
  fields: commentFields,
  softDelete: false,
  titleField: 'content',
  owner: 'reviewerId',
  // Customer-role users read only the reviews of their own customer record.
  scope: {
    outsource: [readableComment],
    staff: [readableComment],
    customer: [{ field: 'customerId', is: 'callerCustomer' }],
  },
  columns: ['content', 'rate', 'orderId', 'userId', 'customerId', 'reviewerId', 'createdAt'],
  form: ['content', 'rate', 'orderId', 'userId', 'customerId'],
});

export const customerCommentsResource = defineResource({
  ...commentsResource,
  name: 'customerComments',
  view: { of: 'comments', where: { customerId: 'notNull' } },
  columns: ['content', 'rate', 'customerId', 'orderId', 'reviewerId', 'createdAt'],
  form: ['content', 'rate', 'customerId', 'orderId'],
});

export const userCommentsResource = defineResource({
  ...commentsResource,
  name: 'userComments',
  mine: 'userId',
  view: { of: 'comments', where: { userId: 'notNull' } },
  columns: ['content', 'rate', 'userId', 'reviewerId', 'createdAt'],
  form: ['content', 'rate', 'userId'],
});

export const customersResource = defineResource({
  name: 'customers',
  table: 'customers',
  softDelete: true,
  titleField: 'displayName',
  // A customer-role user stands for one customer record and reaches no other.
  scope: { customer: [{ field: 'id', is: 'callerCustomer' }] },
  fields: {
    displayName: f.string({ required: true, search: true }),
    email: f.string({ search: true }),
    address: f.string(),
    phoneNumber: f.string({ search: true, max: 32 }),
    code: f.string({ search: true, max: 32 }),
    birthday: f.date(),
    national: f.string({ max: 64 }),
    gender: f.enum(GENDERS),
    priority: f.enum(CUSTOMER_PRIORITIES),
    contactOwner: f.ref('users'),
    channelId: f.ref('channels'),
    dealPipelineId: f.ref('dealpipelines'),
    customerSegmentationId: f.ref('customerSegmentations'),
    serviceTypeId: f.ref('serviceTypes'),
    serviceTypeIds: f.refs('serviceTypes'),
    facebookLink: f.string({ search: true, max: 2048 }),
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
    'priority',
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
    'priority',
    'contactOwner',
    'channelId',
    'dealPipelineId',
    'customerSegmentationId',
    'serviceTypeIds',
    'facebookLink',
    'note',
  ],
  detail: {
    // Who the customer is and where they stand with the agency.
    about: [
      'code',
      'company',
      'priority',
      'gender',
      'birthday',
      'national',
      'contactOwner',
      'channelId',
      'dealPipelineId',
      'customerSegmentationId',
      'serviceTypeIds',
      'isActive',
      'timeWorking',
      'createdAt',
      'lastTimeOrder',
      'totalSpent',
      'feedback',
      'note',
    ],
    // How to reach them.
    contact: ['email', 'phoneNumber', 'address', 'facebookLink', 'fbId'],
  },
});

export const channelsResource = defineResource({
  name: 'channels',
  table: 'channels',
  softDelete: false,
  titleField: 'name',
  fields: {
    name: nameField(),
    thumbnail: f.image(),
    brandId: f.ref('brands'),
    ownerId: f.ref('users'),
    phone: f.string({ max: 32 }),
    email: f.string(),
    description: descriptionField(),
    type: f.enum(CONTACT_CHANNELS),
    username: f.string(),
    password: f.string({ secret: true }),
    trelloKey: f.string({ secret: true }),
    trelloToken: f.string({ secret: true }),
  },
  columns: ['thumbnail', 'name', 'type', 'brandId', 'ownerId', 'email', 'phone'],
  form: ['name', 'thumbnail', 'type', 'brandId', 'ownerId', 'phone', 'email', 'username', 'description'],
});

export const rolesResource = defineResource({
  name: 'roles',
  table: 'roles',
  softDelete: false,
  titleField: 'name',
  // The roles of spec section 6: the workflow and the role-id map rely on them.
  builtIn: Object.values(ROLE_IDS),
  fields: {
    name: f.string({ required: true, search: true, createOnly: true }),
    description: descriptionField(),
    permission: f.json(permissionMapSchema),
  },
  columns: ['id', 'name', 'description'],
  form: ['name', 'description'],
});
