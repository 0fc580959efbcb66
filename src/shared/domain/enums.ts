/**
 * Value lists of the registry's enum fields that spec sections 3 and 4 name outside the order
 * workflow (whose statuses live in `orderStatus.ts`, payment statuses in `payment.ts`). Each list
 * is the one source: the column's type, the API's validation and the renderer's options.
 */

/** Who a payment pays (spec section 3): a designer or a customer. */
export const PAYMENT_CLIENT_TYPES = ['DESIGNER', 'customer'] as const;
export type PaymentClientType = (typeof PAYMENT_CLIENT_TYPES)[number];

/** Kinds of user request; `PAYMENT_REQUEST` is the default (spec section 3). */
export const USER_REQUEST_TYPES = ['PAYMENT_REQUEST', 'LEAVE_REQUEST', 'OTHER'] as const;
export type UserRequestType = (typeof USER_REQUEST_TYPES)[number];
export const DEFAULT_USER_REQUEST_TYPE: UserRequestType = 'PAYMENT_REQUEST';

/** A user request waits for a manager, who approves or rejects it. */
export const USER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UserRequestStatus = (typeof USER_REQUEST_STATUSES)[number];

/** States of an import log (Trello boards). */
export const LOG_STATUSES = ['pending', 'inprogress', 'done', 'failed'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

export const PACKAGE_STATUSES = ['active', 'inactive', 'completed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** How much attention a customer gets: the sale's call, shown on the list and the customer's page. */
export const CUSTOMER_PRIORITIES = ['low', 'normal', 'high', 'vip'] as const;
export type CustomerPriority = (typeof CUSTOMER_PRIORITIES)[number];

/** A user's scope: `manager` passes every permission check (spec section 6). */
export const USER_SCOPES = ['manager', 'staff'] as const;
export type UserScope = (typeof USER_SCOPES)[number];

/** Where a user's invitation stands. */
export const INVITE_STATUSES = ['none', 'sent', 'accepted'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** What an audit event records: a write through the API, by whom, with the fields before and after. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'redo',
  'permission',
  'workflow',
  'password',
  // The server saw an order outlive its stage's budget (deadlines per stage).
  'late',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
