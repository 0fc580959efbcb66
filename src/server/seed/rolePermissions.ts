import { actionsFor, type PermissionMap } from '../../shared/domain/permissions';
import type { RoleName } from '../../shared/domain/roles';
import { permissionCatalogue } from '../modules/auth/index';

const READ = ['get', 'getOne'];
const WRITE = [...READ, 'create', 'update'];
const SETTINGS = [
  'orderRequirements',
  'niches',
  'platforms',
  'productTypes',
  'serviceTypes',
  'dealpipelines',
  'channels',
];
const readAll = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, READ]));
/**
 * Staff register their own shifts and send their own requests; they read their own salary,
 * shifts and requests through the `/me` lists. Reading everyone's needs `get`, which only
 * the managing roles hold.
 */
const SELF_SERVICE = { workingRegisters: ['create'], userRequests: ['create'] };

/** Every key of every group: the manager's map, so "reset to default" gives a manager everything. */
function everything(): Record<string, string[]> {
  return Object.fromEntries(permissionCatalogue().map((e) => [e.key, [...actionsFor(e.key)]]));
}

/** Everything readable plus reports, the order keys and the whole flow: the chief executive. */
function executive(): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const entry of permissionCatalogue()) {
    map[entry.key] = entry.permissions.filter((a) => !['create', 'update', 'delete'].includes(a));
  }
  return { ...map, orders: [...actionsFor('orders')], orderFlow: [...actionsFor('orderFlow')] };
}

/** The default permission map of each role (stored as `roles.permission`, copied to new users). */
export const ROLE_PERMISSIONS: Readonly<Record<RoleName, PermissionMap>> = {
  manager: everything(),
  cso_and_ceo: executive(),
  // Sales export their orders and customers, and read the reports of their funnel: orders,
  // customers, the channels they come through and the deal pipeline.
  sale_B_dealer: {
    orders: [
      ...WRITE,
      'clone',
      'exportExcel',
      'analysis',
      'priceOrder',
      'paymentStatus',
      'customerRequirements',
      'deadLine',
    ],
    customers: [...WRITE, 'exportExcel', 'analysis'],
    packages: WRITE,
    users: ['getDesigners', 'getDealer', 'getSalerB'],
    orderFlow: ['nextPreOrder', 'nextNewDeal', 'nextWaitingApproved', 'nextWaitingForFile', 'nextCanceled', 'nextDone'],
    comments: WRITE,
    customerComments: WRITE,
    payments: READ,
    products: READ,
    mistakeRecords: READ,
    ...readAll(SETTINGS),
    channels: [...READ, 'analysis'],
    dealpipelines: [...READ, 'analysis'],
    // They import Trello boards (orders.create) and follow each import on Logs › Imports.
    logs: READ,
    ...SELF_SERVICE,
  },
  cbo: { customers: READ, orders: READ },
  // Designers move only their own orders: the workflow lets the assigned designer act without a flow key.
  pd: {
    orders: READ,
    users: ['getLeaders'],
    comments: [...READ, 'create'],
    products: [...READ, 'create'],
    mistakeRecords: READ,
    ...SELF_SERVICE,
  },
  cao: {
    orders: [...READ, 'analysis'],
    customers: [...READ, 'analysis'],
    users: ['getDesigners', 'getLeaders', 'designersAnalysis'],
    orderFlow: ['nextVerified'],
    mistakeRecords: WRITE,
    mistakeTypes: READ,
    comments: [...READ, 'create'],
    ...SELF_SERVICE,
  },
  // Leaders read the production reports: orders, niches and designers.
  cpo: {
    orders: [...READ, 'update', 'analysis', 'recommendDesigner', 'deadLine', 'dealPrice', 'customerRequirements'],
    users: ['getDesigners', 'getLeaders', 'getDelivers', 'getGuarantees', 'designersAnalysis'],
    orderFlow: ['nextNewDeal', 'nextDesignerConfirm', 'nextDesignInProgress', 'nextVerified'],
    orderHistories: READ,
    products: WRITE,
    mistakeRecords: [...READ, 'create'],
    mistakeTypes: READ,
    comments: [...READ, 'create'],
    ...readAll(['niches', 'platforms', 'productTypes', 'orderRequirements']),
    niches: [...READ, 'analysis'],
    ...SELF_SERVICE,
  },
  delivery_GD: {
    orders: READ,
    users: ['getDelivers'],
    orderFlow: ['nextDelivery', 'nextWaitingApproved'],
    comments: [...READ, 'create'],
    ...SELF_SERVICE,
  },
  gua_pd: {
    orders: READ,
    users: ['getGuarantees', 'getDesigners'],
    orderFlow: ['nextFeedback', 'nextGuaPd'],
    comments: [...READ, 'create'],
    mistakeRecords: READ,
    ...SELF_SERVICE,
  },
  // Customers approve and confirm receipt only on their own customer's orders (workflow/actors.ts).
  customer: {
    orders: READ,
    orderFlow: ['nextWaitingApproved', 'nextWaitingForFile'],
    comments: [...READ, 'create'],
    customerComments: [...READ, 'create'],
  },
  pd_outsource: {
    orders: READ,
    users: ['getLeaders'],
    products: [...READ, 'create'],
    payments: READ,
    userRequests: ['create'],
  },
};
