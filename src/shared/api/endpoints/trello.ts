import { TRELLO_SYNC_CARD_LIMIT } from '../../domain/trello/board';
import { access, endpoint } from '../endpoint';
import { TRELLO_FILE_FIELD, TRELLO_UPLOAD_PATH, TRELLO_WAIT_MESSAGE, trelloImportAnswerSchema } from '../trello';

export const trelloEndpoints = [
  endpoint({
    method: 'POST',
    path: TRELLO_UPLOAD_PATH,
    access: access.permission('orders', 'create'),
    summary:
      `Imports a Trello board's JSON export: each open card of an open list becomes an order (a card imported before is skipped), ` +
      `and a logs row records the result per card. A board of more than ${TRELLO_SYNC_CARD_LIMIT} cards is answered ` +
      `'${TRELLO_WAIT_MESSAGE}' at once and imported in the background. A file that is not a board export is a 400.`,
    tag: 'Orders',
    body: {
      multipart: true,
      parts: {
        [TRELLO_FILE_FIELD]: 'the board export (JSON, at most 20 MB)',
        cookie: 'the browser cookie for trello.com, to download attachments (optional)',
        customerId: 'customer of every order (optional)',
        channelId: 'channel of every order (optional)',
        saleId: 'sales person of every order (optional)',
        dealerId: 'dealer of every order (optional)',
        finishedDate: 'finish date of every order (ISO 8601); also the deadline of cards without a due date',
        paymentStatus: 'payment status of every order (optional, default CTT)',
        status: 'status of the cards of lists that listStatuses leaves out (optional)',
        listStatuses:
          'JSON object of list id to order status (optional; a list left out starts at status, else by its name)',
      },
    },
    response: trelloImportAnswerSchema,
  }),
] as const;
