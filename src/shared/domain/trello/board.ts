import { z } from 'zod';

/**
 * The parts of a Trello board's JSON export (Menu › Print, export and share › Export as JSON)
 * that the import reads; everything else in the file (actions, members, checklists) is ignored.
 * The renderer reads the file with it to show the board's lists; the server validates the
 * upload with it before anything is created.
 */

/** Largest export file accepted. */
export const TRELLO_EXPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Most cards one board may bring. */
export const TRELLO_MAX_CARDS = 5_000;
/** Most lists one board may have. */
export const TRELLO_MAX_LISTS = 1_000;
/**
 * A board with more cards to import than this is answered 'Wait a min for updating' at once
 * and imported in the background; a smaller one is answered when it is done.
 */
export const TRELLO_SYNC_CARD_LIMIT = 50;

const trelloId = z.string().min(1).max(64);
const text = (max: number) => z.string().max(max);

const labelSchema = z.object({
  name: text(1_000).nullish(),
  color: text(40).nullish(),
});

const attachmentSchema = z.object({
  id: trelloId,
  name: text(1_000).nullish(),
  url: text(4_096),
  mimeType: text(255).nullish(),
  /** False for links to other sites; true (or absent in old exports) for uploaded files. */
  isUpload: z.boolean().nullish(),
});

const listSchema = z.object({
  id: trelloId,
  name: text(1_000),
  closed: z.boolean().default(false),
  pos: z.number().optional(),
});

const cardSchema = z.object({
  id: trelloId,
  name: text(20_000),
  desc: text(200_000).nullish(),
  closed: z.boolean().default(false),
  idList: trelloId,
  /** ISO instant, or null; a value that is not a date is treated as none. */
  due: text(64).nullish(),
  labels: z.array(labelSchema).max(100).default([]),
  attachments: z.array(attachmentSchema).max(500).default([]),
  idAttachmentCover: trelloId.nullish(),
  shortUrl: text(2_048).nullish(),
  url: text(2_048).nullish(),
  pos: z.number().optional(),
});

export const trelloBoardSchema = z.object({
  id: trelloId,
  name: text(1_000),
  lists: z.array(listSchema).max(TRELLO_MAX_LISTS),
  cards: z.array(cardSchema).max(TRELLO_MAX_CARDS),
});

export type TrelloBoard = z.output<typeof trelloBoardSchema>;
export type TrelloList = TrelloBoard['lists'][number];
export type TrelloCard = TrelloBoard['cards'][number];
export type TrelloAttachment = TrelloCard['attachments'][number];

/** Why a file is not a board export the import can read. */
export type BoardRefusal = 'tooLarge' | 'notJson' | 'notBoard';

/** The English text of each refusal (the API's 400 message); the renderer translates `trello.refused.*`. */
export const BOARD_REFUSAL_TEXTS: Readonly<Record<BoardRefusal, string>> = {
  tooLarge: `The file is larger than ${TRELLO_EXPORT_MAX_BYTES / 1024 / 1024} MB: export a smaller board.`,
  notJson: 'The file is not JSON: choose the board export Trello made (Export as JSON).',
  notBoard: 'The file is not a Trello board export: it has no board with lists and cards.',
};

export type BoardReading =
  | { readonly ok: true; readonly board: TrelloBoard }
  | { readonly ok: false; readonly refusal: BoardRefusal; readonly detail?: string };

/** The first problem zod found, as `cards.3.idList: Invalid input` (for the 400's details). */
function firstIssue(error: z.ZodError): string | undefined {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(file)'}: ${issue.message}` : undefined;
}

/** Reads a board export from the file's text (`bytes`: its size, when known before decoding). */
export function readBoardExport(fileText: string, bytes = fileText.length): BoardReading {
  if (bytes > TRELLO_EXPORT_MAX_BYTES) return { ok: false, refusal: 'tooLarge' };
  let json: unknown;
  try {
    json = JSON.parse(fileText);
  } catch {
    return { ok: false, refusal: 'notJson' };
  }
  const parsed = trelloBoardSchema.safeParse(json);
  return parsed.success
    ? { ok: true, board: parsed.data }
    : { ok: false, refusal: 'notBoard', detail: firstIssue(parsed.error) };
}

/** The lists the import reads cards from: open ones, in the board's order. */
export function openLists(board: Pick<TrelloBoard, 'lists'>): TrelloList[] {
  return board.lists.filter((list) => !list.closed).sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0));
}

/** The cards the import brings in: open cards of open lists, list by list in the board's order. */
export function cardsToImport(board: Pick<TrelloBoard, 'lists' | 'cards'>): TrelloCard[] {
  const lists = openLists(board);
  const order = new Map(lists.map((list, i) => [list.id, i]));
  return board.cards
    .filter((card) => !card.closed && order.has(card.idList))
    .sort((a, b) => order.get(a.idList)! - order.get(b.idList)! || (a.pos ?? 0) - (b.pos ?? 0));
}
