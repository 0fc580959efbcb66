import { createInputSchema } from '../../domain/resourceSchema';
import { rowSchema } from '../../domain/rowSchema';
import { access, endpoint } from '../endpoint';
import { idParams } from './common';

const tag = 'User requests';

/** What a manager can answer a request. */
export const USER_REQUEST_DECISIONS = ['approve', 'reject'] as const;
export type UserRequestDecision = (typeof USER_REQUEST_DECISIONS)[number];

/** The answer of a decided request: the request as it now stands. */
const requestRow = rowSchema('userRequests');

/**
 * Requests staff send the managers (spec section 3, UserRequest): made pending, of type
 * PAYMENT_REQUEST unless told, by their sender; approved or rejected once by someone with
 * userRequests.update who did not send it.
 */
export const userRequestsEndpoints = [
  endpoint({
    method: 'POST',
    path: '/userRequests',
    access: access.resource('userRequests', 'create'),
    summary: 'Sends a request: pending, from the caller, of type PAYMENT_REQUEST unless another is given.',
    tag,
    body: createInputSchema('userRequests'),
    response: requestRow,
    status: 201,
  }),
  ...USER_REQUEST_DECISIONS.map((decision) =>
    endpoint({
      method: 'POST',
      path: `/userRequests/:id/${decision}`,
      access: access.resource('userRequests', 'update'),
      summary: `${decision === 'approve' ? 'Approves' : 'Rejects'} a pending request, once: a request already decided (or decided at the same moment) is a 409; one's own request is a 403.`,
      tag,
      params: idParams,
      response: requestRow,
    }),
  ),
] as const;
