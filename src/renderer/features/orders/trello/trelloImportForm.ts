import type { FormPartsFor } from '../../../../shared/api/formCaller';
import { ORDER_CREATE_DEADLINE_HOURS } from '../../../../shared/domain/constants';
import type { OrderStatus } from '../../../../shared/domain/orderStatus';
import { DEFAULT_PAYMENT_STATUS, type PaymentStatus } from '../../../../shared/domain/payment';
import { hoursAfter } from '../../../../shared/domain/time';
import {
  cardsToImport,
  openLists,
  readBoardExport,
  type BoardRefusal,
  type TrelloBoard,
} from '../../../../shared/domain/trello/board';
import { defaultListStatuses } from '../../../../shared/domain/trello/mapping';
import { toLocalInput } from '../../../components/form/formValues';

/** What the import dialog learnt of the chosen file: the board's open lists with their card counts. */
export interface BoardPreview {
  readonly name: string;
  readonly cards: number;
  readonly lists: readonly { readonly id: string; readonly name: string; readonly cards: number }[];
}

/** The chosen file, read: its bytes and the board's preview, or why it is not a board export. */
export type ChosenFile =
  | { readonly name: string; readonly data: Uint8Array<ArrayBuffer>; readonly board: BoardPreview }
  | { readonly name: string; readonly refusal: BoardRefusal };

/** What the import dialog holds (spec section 2: file, cookie, customer, sale, finish date, dealer, payment status). */
export interface TrelloImportValues {
  readonly file: ChosenFile | null;
  readonly cookie: string;
  readonly customerId: number | null;
  /** Hidden: the chosen customer's channel. */
  readonly channelId: number | null;
  readonly saleId: number | null;
  /** `datetime-local` text, local time. */
  readonly finishedDate: string;
  readonly dealerId: number | null;
  readonly paymentStatus: PaymentStatus;
  /** List id → the status its cards start at. */
  readonly listStatuses: Readonly<Record<string, OrderStatus>>;
}

export type TrelloImportErrors = Partial<Record<'file' | 'finishedDate', string>>;

export function initialTrelloImport(now: Date = new Date()): TrelloImportValues {
  return {
    file: null,
    cookie: '',
    customerId: null,
    channelId: null,
    saleId: null,
    finishedDate: toLocalInput(hoursAfter(now, ORDER_CREATE_DEADLINE_HOURS)),
    dealerId: null,
    paymentStatus: DEFAULT_PAYMENT_STATUS,
    listStatuses: {},
  };
}

/** The preview of a board: its open lists in order, each with the cards the import brings. */
export function previewBoard(board: TrelloBoard): BoardPreview {
  const cards = cardsToImport(board);
  return {
    name: board.name,
    cards: cards.length,
    lists: openLists(board).map((list) => ({
      id: list.id,
      name: list.name,
      cards: cards.filter((card) => card.idList === list.id).length,
    })),
  };
}

/** Reads a chosen file in the browser as the server will: a board export, or the reason it is not one. */
export function readChosenFile(name: string, data: Uint8Array<ArrayBuffer>): ChosenFile {
  const reading = readBoardExport(new TextDecoder().decode(data).replace(/^\uFEFF/, ''), data.byteLength);
  return reading.ok ? { name, data, board: previewBoard(reading.board) } : { name, refusal: reading.refusal };
}

/** A new file brings its lists' default statuses (guessed from their names). */
export function withFile(values: TrelloImportValues, file: ChosenFile): TrelloImportValues {
  return { ...values, file, listStatuses: 'board' in file ? defaultListStatuses(file.board.lists) : {} };
}

/** Spec section 5: the file must be a board export and the finish date is required. */
export function validateTrelloImport(values: TrelloImportValues): TrelloImportErrors {
  const errors: TrelloImportErrors = {};
  if (!values.file) errors.file = 'form.required';
  else if (!('board' in values.file)) errors.file = `trello.refused.${values.file.refusal}`;
  if (!values.finishedDate || Number.isNaN(new Date(values.finishedDate).getTime())) {
    errors.finishedDate = 'form.required';
  }
  return errors;
}

/** The parts POST /orders/trello-upload takes. */
export type TrelloImportParts = FormPartsFor<'POST /orders/trello-upload'>;

const idText = (id: number | null) => (id === null ? undefined : String(id));

/** What the form caller sends to POST /orders/trello-upload: the file, the fields as text and the list mapping as JSON. */
export function trelloImportRequest(values: TrelloImportValues): TrelloImportParts {
  const { file } = values;
  if (!file || !('board' in file)) throw new Error('validate the form first');
  return {
    file: { name: file.name.slice(0, 255), type: 'application/json', bytes: file.data },
    cookie: values.cookie.trim() || undefined,
    customerId: idText(values.customerId),
    channelId: idText(values.channelId),
    saleId: idText(values.saleId),
    dealerId: idText(values.dealerId),
    finishedDate: new Date(values.finishedDate).toISOString(),
    paymentStatus: values.paymentStatus,
    listStatuses: JSON.stringify(values.listStatuses),
  };
}
