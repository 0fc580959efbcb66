import { z } from 'zod';

/**
 * The permission keys of spec section 6. A non-manager user carries a map of resource name
 * to the action keys they hold; these lists are the keys the permission matrix offers.
 */
export const RESOURCE_ACTIONS = [
  'get',
  'getOne',
  'create',
  'update',
  'delete',
  'getDelete',
  'analysis',
  'designersAnalysis',
  'exportExcel',
  'clone',
] as const;

/** Order keys: the single-field edits and the designer recommendation. */
export const ORDER_ACTIONS = [
  'deadLine',
  'dealPrice',
  'paymentStatus',
  'priceOrder',
  'customerRequirements',
  'recommendDesigner',
] as const;

/** User keys: the lookup selectors of spec section 7. */
export const USER_ACTIONS = [
  'getDesigners',
  'getGuarantees',
  'getDelivers',
  'getDealer',
  'getSalerB',
  'getLeaders',
] as const;

/** The pseudo-resource of the order flow's next-action keys. */
export const ORDER_FLOW = 'orderFlow';

/** Next-action keys of the order flow, one per status an order can be moved out of. */
export const ORDER_FLOW_ACTIONS = [
  'nextPreOrder',
  'nextNewDeal',
  'nextDesignerConfirm',
  'nextDesignInProgress',
  'nextVerified',
  'nextDelivery',
  'nextWaitingApproved',
  'nextFeedback',
  'nextWaitingForFile',
  'nextDone',
  'nextCanceled',
  'nextGuaPd',
  'nextPaymentProgress',
  'forceCreateOne',
] as const;

/** A stored permission map: resource name to its action keys. */
export const permissionMapSchema = z
  .record(z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(100).readonly())
  .readonly();

export type PermissionMap = z.output<typeof permissionMapSchema>;
