import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { OrderHistoriesService } from './orderHistories.service';
import type { WorkflowService } from './workflow.service';

const histories = RESOURCES.orderHistories;

/** Spec section 7's history calls and the workflow steps (accept, reject, assign, force, reopen). */
export function orderHistoriesRoutes(app: FastifyInstance, lists: OrderHistoriesService, workflow: WorkflowService) {
  route(app, 'GET /orderHistories', ({ user, query }) => lists.list(user, resolveListQuery(histories, query)));
  route(app, 'GET /orderHistories/me', ({ user, query }) => lists.me(user, resolveListQuery(histories, query)));
  route(app, 'GET /orderHistories/on-pd', ({ user, query }) => lists.onPd(user, resolveListQuery(histories, query)));

  route(app, 'POST /orderHistories', ({ user, body }) => {
    const { orderId, action, expectedStatus, currentHistoryId, updatedAt, status, resolveMarks, ...input } = body;
    const expect = { expectedStatus, currentHistoryId, updatedAt, targetStatus: status };
    return workflow.step(user, { orderId, action: action ?? 'byStatus', input, expect, resolveMarks });
  });

  route(app, 'POST /orderHistories/force', ({ user, body }) => {
    const { orderId, expectedStatus, currentHistoryId, updatedAt, resolveMarks, ...input } = body;
    const expect = { expectedStatus, currentHistoryId, updatedAt };
    return workflow.step(user, { orderId, action: 'force', input, expect, resolveMarks });
  });

  route(app, 'PUT /orderHistories/:id', ({ user, params, body }) => {
    const {
      accept,
      expectedStatus,
      currentHistoryId,
      updatedAt,
      status,
      assignedUser,
      note,
      report,
      products,
      deadLine,
      resolveMarks,
    } = body;
    const input = { assignedUser, note, report, products, deadLine };
    const expect = { expectedStatus, currentHistoryId, updatedAt, targetStatus: status };
    return workflow.answer(user, params.id, { accept, input, expect, resolveMarks });
  });

  route(app, 'POST /orders/:id/reopen', ({ user, params, body }) => {
    const { expectedStatus, currentHistoryId, updatedAt, ...input } = body;
    const expect = { expectedStatus, currentHistoryId, updatedAt };
    return workflow.step(user, { orderId: params.id, action: 'reopen', input, expect });
  });
}
