import { z } from 'zod';
import { LOG_STATUSES } from '../domain/enums';
import { ORDER_STATUSES } from '../domain/orderStatus';
import { PAYMENT_STATUSES } from '../domain/payment';
import { TRELLO_MAX_LISTS } from '../domain/trello/board';

/**
 * The Trello import's contract (spec section 7, `POST orders/trello-upload`; section 8): the
 * board's JSON export as the multipart part `file`, and the fields every order of the board
 * takes.
 */

export const TRELLO_UPLOAD_PATH = '/orders/trello-upload' as const;
/** The part that carries the board's export. */
export const TRELLO_FILE_FIELD = 'file';
/** Longest cookie text accepted (a browser sends at most a few kilobytes). */
export const TRELLO_COOKIE_MAX_LENGTH = 16_384;

/** Spec section 8: this answer closes the dialog; the import goes on in the background. */
export const TRELLO_WAIT_MESSAGE = 'Wait a min for updating';

const id = z.number().int().min(1).max(2_147_483_647);

/** List id → the status its cards start at. */
export const listStatusesSchema = z
  .record(z.string().min(1).max(64), z.enum(ORDER_STATUSES))
  .refine((map) => Object.keys(map).length <= TRELLO_MAX_LISTS, `At most ${TRELLO_MAX_LISTS} lists.`);

/** The fields of the import, typed (what a client gives; multipart sends each as text). */
const FIELDS = {
  /** The browser's cookie for trello.com, sent only to Trello's hosts to download attachments. */
  cookie: z.string().max(TRELLO_COOKIE_MAX_LENGTH).optional(),
  customerId: id.optional(),
  channelId: id.optional(),
  saleId: id.optional(),
  dealerId: id.optional(),
  /** Every order's finish date, and its deadline when its card has no due date. */
  finishedDate: z.iso.datetime({ offset: true }),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Status of the cards of lists the mapping leaves out. */
  status: z.enum(ORDER_STATUSES).optional(),
  listStatuses: listStatusesSchema.optional(),
};

export const trelloImportFieldsShape = z.strictObject(FIELDS);
export type TrelloImportFields = z.output<typeof trelloImportFieldsShape>;

const numberText = (text: string): unknown => (/^\d{1,10}$/.test(text) ? Number(text) : text);
const jsonText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const FORM_DECODERS: Partial<Record<keyof TrelloImportFields, (text: string) => unknown>> = {
  customerId: numberText,
  channelId: numberText,
  saleId: numberText,
  dealerId: numberText,
  listStatuses: jsonText,
};

/** The same fields as multipart text: ids as digits, the list mapping as JSON. */
export const trelloImportFormSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(FIELDS).map(([name, schema]) => {
      const decode = FORM_DECODERS[name as keyof TrelloImportFields];
      return [name, decode ? z.preprocess((v) => (typeof v === 'string' ? decode(v) : v), schema) : schema];
    }),
  ),
) as unknown as z.ZodType<TrelloImportFields>;

/** The answer: the log row that follows the import, and the cards counted so far. */
export const trelloImportAnswerSchema = z.object({
  message: z.string(),
  logId: z.number(),
  status: z.enum(LOG_STATUSES),
  /** Cards the board brings (open cards of open lists). */
  cards: z.number(),
  created: z.number(),
  skipped: z.number(),
  failed: z.number(),
});
export type TrelloImportAnswer = z.output<typeof trelloImportAnswerSchema>;
