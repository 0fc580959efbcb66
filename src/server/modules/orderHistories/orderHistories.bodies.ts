import { z } from 'zod';
import { ORDER_STATUSES } from '../../../shared/domain/orderStatus';
import { INT_MAX, MAX_LIST_ITEMS } from '../../../shared/domain/resourceSchema';

const id = z.number().int().min(1).max(INT_MAX);
const status = z.enum(ORDER_STATUSES);
const text = (max: number) => z.string().max(max).nullable().optional();
const url = z.string().min(1).max(2048);

/** What every workflow call may carry to detect that the order moved on meanwhile. */
const expectations = {
  /** The order's status the client saw. */
  expectedStatus: status.optional(),
  /** The current history entry the client saw. */
  currentHistoryId: id.optional(),
  /** The order's updatedAt the client saw. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
};

const stepFields = {
  assignedUser: z.array(id).max(20).optional(),
  note: text(20_000),
  report: text(20_000),
  products: z.array(url).max(MAX_LIST_ITEMS).nullable().optional(),
  deadLine: z.iso.datetime({ offset: true }).nullable().optional(),
  ...expectations,
};

/** POST /orderHistories: accept, reject or assign the designer; `status` is the target the client expects. */
export const stepBody = z.strictObject({
  orderId: id,
  action: z.enum(['accept', 'reject', 'assignDesigner']),
  status: status.optional(),
  ...stepFields,
});

/** POST /orderHistories/force: any status, with assignees, a note and (at verified) links. */
export const forceBody = z.strictObject({
  orderId: id,
  status,
  ...stepFields,
  infoOrderLink: z.string().max(2048).nullable().optional(),
  linkDesigner: z.array(url).max(MAX_LIST_ITEMS).optional(),
});

/** PUT /orderHistories/{id}: answer the entry (accept true or false) or edit its note or report. */
export const answerBody = z.strictObject({
  accept: z.boolean().optional(),
  isCurrent: z.literal(false).optional(),
  status: status.optional(),
  ...stepFields,
});

/** POST /orders/{id}/reopen. */
export const reopenBody = z.strictObject({
  note: z.string().max(20_000),
  assignedUser: z.array(id).max(20).optional(),
  ...expectations,
});

export type StepBody = z.infer<typeof stepBody>;
export type ForceBody = z.infer<typeof forceBody>;
export type AnswerBody = z.infer<typeof answerBody>;
