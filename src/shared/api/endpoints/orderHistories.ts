import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/orderStatus';
import { listedRowSchema, listResultSchema, rowSchema, rowSchemaWith } from '../../domain/rowSchema';
import { idSchema, MAX_LIST_ITEMS, uploadPath } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { listQuerySchema } from '../listQuery';
import { idParams, requestBody } from './common';

const tag = 'Order workflow';
const status = z.enum(ORDER_STATUSES);
const text = (max: number) => z.string().max(max).nullable().optional();
/** A link to a design outside the app (a drive folder): http or https only. */
const url = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * What every workflow call carries so that the server can tell the order moved on
 * meanwhile (409): the status and current history entry the client saw.
 */
const expectations = {
  /** The order's status the client saw. */
  expectedStatus: status.optional(),
  /** The current history entry the client saw. */
  currentHistoryId: idSchema().optional(),
  /** The order's updatedAt the client saw. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
};

const stepFields = {
  assignedUser: z.array(idSchema()).max(20).optional(),
  note: text(20_000),
  report: text(20_000),
  products: z.array(uploadPath()).max(MAX_LIST_ITEMS).nullable().optional(),
  deadLine: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Design review: the open marks of this order the step resolves (the designer's next version answers them). */
  resolveMarks: z.array(idSchema()).max(MAX_LIST_ITEMS).optional(),
  ...expectations,
};

export const WORKFLOW_ACTIONS = ['accept', 'reject', 'assignDesigner'] as const;

/**
 * POST /orderHistories: a step of the workflow. `status` is the status the client asks the
 * order to move to; the step (accept, reject, designer assignment) follows from it, or the
 * client names it in `action`.
 */
export const stepBody = requestBody({
  orderId: idSchema(),
  action: z.enum(WORKFLOW_ACTIONS).optional(),
  status: status.optional(),
  /** The step to done (the customer's approval, the sale's done step): the customer's mood; ignored on other steps. */
  happy: z.boolean().nullable().optional(),
  ...stepFields,
});

/** POST /orderHistories/force: any status, with assignees, a note and (at verified) links. */
export const forceBody = requestBody({
  orderId: idSchema(),
  status,
  ...stepFields,
  infoOrderLink: url.nullable().optional(),
  linkDesigner: z.array(url).max(MAX_LIST_ITEMS).optional(),
});

/** PUT /orderHistories/{id}: answer the entry (accept true or false) or edit its note or report. */
export const answerBody = requestBody({
  accept: z.boolean().optional(),
  isCurrent: z.literal(false).optional(),
  status: status.optional(),
  ...stepFields,
});

/** POST /orders/{id}/reopen. */
export const reopenBody = requestBody({
  note: z.string().max(20_000),
  assignedUser: z.array(idSchema()).max(20).optional(),
  ...expectations,
});

export type StepBody = z.infer<typeof stepBody>;
export type ForceBody = z.infer<typeof forceBody>;
export type AnswerBody = z.infer<typeof answerBody>;
export type ReopenBody = z.infer<typeof reopenBody>;

/** A workflow step's answer: the new history entry, with the order as it is now. */
export const stepResultSchema = rowSchemaWith('orderHistories', { order: rowSchema('orders') });

const historyList = listResultSchema(listedRowSchema('orderHistories'));
const workflowRules = access.rules('the order workflow: the status flow key, the assignee or the designer');

export const orderHistoryEndpoints = [
  endpoint({
    method: 'GET',
    path: '/orderHistories',
    access: access.rules('orderHistories.get, or one order’s timeline with orders.get or orders.getOne'),
    summary: 'History entries; without orderHistories.get, only the timeline of one order (`filter={"orderId":N}`).',
    tag,
    query: listQuerySchema,
    response: historyList,
  }),
  endpoint({
    method: 'GET',
    path: '/orderHistories/me',
    access: access.signedIn,
    summary: 'History entries assigned to the signed-in user.',
    tag,
    query: listQuerySchema,
    response: historyList,
  }),
  endpoint({
    method: 'GET',
    path: '/orderHistories/on-pd',
    access: access.signedIn,
    summary: 'History entries assigned to the signed-in user, in the statuses outsourced users see.',
    tag,
    query: listQuerySchema,
    response: historyList,
  }),
  endpoint({
    method: 'POST',
    path: '/orderHistories',
    access: workflowRules,
    summary: 'Moves an order one step: to its accept or reject target, or assigns its designer.',
    tag,
    body: stepBody,
    response: stepResultSchema,
    status: 201,
  }),
  endpoint({
    method: 'POST',
    path: '/orderHistories/force',
    access: access.rules('orderFlow.forceCreateOne (the workflow refuses with orderHistories.error.unAuth)'),
    summary: 'Sets any status with assignees and a note (force update).',
    tag,
    body: forceBody,
    response: stepResultSchema,
    status: 201,
  }),
  endpoint({
    method: 'PUT',
    path: '/orderHistories/:id',
    access: workflowRules,
    summary: 'Answers the current entry (accept true or false), or edits its note or report.',
    tag,
    params: idParams,
    body: answerBody,
    response: z.union([stepResultSchema, rowSchema('orderHistories')]),
  }),
  endpoint({
    method: 'POST',
    path: '/orders/:id/reopen',
    access: workflowRules,
    summary: 'Re-opens a done or canceled order, with a reason.',
    tag,
    params: idParams,
    body: reopenBody,
    response: stepResultSchema,
    status: 201,
  }),
] as const;
