import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { parseId } from '../../resources/resource.routes';
import { answerBody, forceBody, reopenBody, stepBody } from './orderHistories.bodies';
import type { OrderHistoriesService } from './orderHistories.service';
import type { Expectations, WorkflowService } from './workflow.service';

type Query = Record<string, unknown>;

const expectations = (body: {
  expectedStatus?: Expectations['expectedStatus'];
  currentHistoryId?: number;
  updatedAt?: string;
  status?: Expectations['targetStatus'];
}): Expectations => ({
  expectedStatus: body.expectedStatus,
  currentHistoryId: body.currentHistoryId,
  updatedAt: body.updatedAt,
  targetStatus: body.status,
});

/** Spec section 7's history calls and the workflow steps (accept, reject, assign, force, reopen). */
export function orderHistoriesRoutes(app: FastifyInstance, lists: OrderHistoriesService, workflow: WorkflowService) {
  app.get('/orderHistories', (request) => lists.list(requireUser(request), request.query as Query));
  app.get('/orderHistories/me', (request) => lists.me(requireUser(request), request.query as Query));
  app.get('/orderHistories/on-pd', (request) => lists.onPd(requireUser(request), request.query as Query));

  app.post('/orderHistories', async (request, reply) => {
    const user = requireUser(request);
    const { orderId, action, expectedStatus, currentHistoryId, updatedAt, status, ...input } = stepBody.parse(
      request.body,
    );
    const expect = expectations({ expectedStatus, currentHistoryId, updatedAt, status });
    return reply.status(201).send(await workflow.step(user, { orderId, action, input, expect }));
  });

  app.post('/orderHistories/force', async (request, reply) => {
    const user = requireUser(request);
    const { orderId, expectedStatus, currentHistoryId, updatedAt, ...input } = forceBody.parse(request.body);
    const expect = { expectedStatus, currentHistoryId, updatedAt };
    return reply.status(201).send(await workflow.step(user, { orderId, action: 'force', input, expect }));
  });

  app.put('/orderHistories/:id', (request) => {
    const user = requireUser(request);
    const id = parseId(request);
    const body = answerBody.parse(request.body);
    const { assignedUser, note, report, products, deadLine } = body;
    const input = { assignedUser, note, report, products, deadLine };
    return workflow.answer(user, id, { accept: body.accept, input, expect: expectations(body) });
  });

  app.post('/orders/:id/reopen', async (request, reply) => {
    const user = requireUser(request);
    const orderId = parseId(request);
    const { expectedStatus, currentHistoryId, updatedAt, ...input } = reopenBody.parse(request.body);
    const expect = { expectedStatus, currentHistoryId, updatedAt };
    return reply.status(201).send(await workflow.step(user, { orderId, action: 'reopen', input, expect }));
  });
}
