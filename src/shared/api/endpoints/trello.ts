import { ORDER_STATUSES } from '../../domain/orderStatus';
import { PAYMENT_STATUSES } from '../../domain/payment';
import { BOARD_REFUSAL_TEXTS, TRELLO_EXPORT_MAX_BYTES, TRELLO_SYNC_CARD_LIMIT } from '../../domain/trello/board';
import { access, endpoint } from '../endpoint';
import { formPart } from '../multipart';
import {
  TRELLO_COOKIE_MAX_LENGTH,
  TRELLO_FILE_FIELD,
  TRELLO_UPLOAD_PATH,
  TRELLO_WAIT_MESSAGE,
  trelloImportAnswerSchema,
} from '../trello';

const { file, text, choice, optional } = formPart;
const ID_LENGTH = 10;

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
        [TRELLO_FILE_FIELD]: file('the board export (JSON, at most 20 MB)', {
          maxBytes: TRELLO_EXPORT_MAX_BYTES,
          tooLarge: BOARD_REFUSAL_TEXTS.tooLarge,
        }),
        cookie: optional(
          text('the browser cookie for trello.com, to download attachments (optional)', TRELLO_COOKIE_MAX_LENGTH),
        ),
        customerId: optional(text('customer of every order (optional)', ID_LENGTH)),
        channelId: optional(text('channel of every order (optional)', ID_LENGTH)),
        saleId: optional(text('sales person of every order (optional)', ID_LENGTH)),
        dealerId: optional(text('dealer of every order (optional)', ID_LENGTH)),
        finishedDate: text('finish date of every order (ISO 8601); also the deadline of cards without a due date', 40),
        paymentStatus: optional(choice('payment status of every order (optional, default CTT)', PAYMENT_STATUSES)),
        status: optional(
          choice('status of the cards of lists that listStatuses leaves out (optional)', ORDER_STATUSES),
        ),
        listStatuses: optional(
          text(
            'JSON object of list id to order status (optional; a list left out starts at status, else by its name)',
            64 * 1024,
          ),
        ),
      },
    },
    response: trelloImportAnswerSchema,
  }),
] as const;
