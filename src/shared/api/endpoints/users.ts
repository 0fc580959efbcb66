import { listedRowSchema, listResultSchema } from '../../domain/rowSchema';
import { changePasswordBody } from '../../domain/validation';
import { access, endpoint } from '../endpoint';
import { listQuerySchema } from '../listQuery';
import { idParams, messageSchema } from './common';

const tag = 'Auth and users';
const orderList = listResultSchema(listedRowSchema('orders'));

/** Spec section 5: a user's password is set at creation, or through this call (the edit screen's dialog). */
export const SET_PASSWORD_PATH = '/users/:id/password';

/**
 * A user's page (spec section 2, Users): setting their password, and the orders of their
 * tabs, each within the caller's own order scope.
 */
export const usersEndpoints = [
  endpoint({
    method: 'POST',
    path: SET_PASSWORD_PATH,
    sessionOnly: true,
    access: access.permission('users', 'update'),
    summary:
      "Sets a user's password (at least 6 characters); their sessions end and their reset and invitation links stop working. Only a manager sets a manager's.",
    tag,
    params: idParams,
    body: changePasswordBody,
    response: messageSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/users/:id/orders',
    access: access.resource('orders', 'get'),
    summary:
      'Orders the user works on (sale, dealer, designer, delivery, quality, guarantee), among those the caller may read.',
    tag,
    params: idParams,
    query: listQuerySchema,
    response: orderList,
  }),
  endpoint({
    method: 'GET',
    path: '/users/:id/requestedOrders',
    access: access.resource('orders', 'get'),
    summary:
      'Orders handed to the user now (their current history entry is assigned to them), among those the caller may read.',
    tag,
    params: idParams,
    query: listQuerySchema,
    response: orderList,
  }),
] as const;
