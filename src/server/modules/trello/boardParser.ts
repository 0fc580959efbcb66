import { UPLOAD_IMAGE_TYPES, MAX_UPLOAD_FILES } from '../../../shared/api/uploads';
import { maxLength } from '../../../shared/domain/fields';
import type { OrderFeature, OrderStatus } from '../../../shared/domain/orderStatus';
import { RESOURCES } from '../../../shared/domain/resources';
import {
  cardsToImport,
  type TrelloAttachment,
  type TrelloBoard,
  type TrelloCard,
} from '../../../shared/domain/trello/board';
import { defaultListStatus, featuresOfLabels } from '../../../shared/domain/trello/mapping';

/** What the import makes of a board: one plan per card, pure data, nothing fetched yet. */

/** Image attachments downloaded per card at most; the rest are left out (and the card's result says so). */
export const MAX_IMAGES_PER_CARD = MAX_UPLOAD_FILES;

const FIELDS = RESOURCES.orders.fields;
const NAME_MAX = maxLength(FIELDS.name);
const HTML_MAX = maxLength(FIELDS.customerRequirements);
const NOTE_MAX = maxLength(FIELDS.note);
const LINK_MAX = maxLength(FIELDS.infoOrderLink);

/** How the board's lists and the form's fields decide each order. */
export interface ImportSettings {
  /** List id → status, as the dialog's mapping says. */
  readonly listStatuses?: Readonly<Record<string, OrderStatus>>;
  /** Status of cards of lists the mapping leaves out; without it, the list's name decides. */
  readonly status?: OrderStatus;
  /** ISO instant: the deadline of cards without a due date. */
  readonly finishedDate: string;
}

/** One image attachment to download. */
export interface PlannedImage {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** A card as the order it becomes. */
export interface CardPlan {
  readonly cardId: string;
  readonly listId: string;
  /** The card's title as Trello has it: the log names the card by it. */
  readonly title: string;
  readonly status: OrderStatus;
  readonly fields: {
    readonly name: string;
    /** The description as HTML paragraphs (the orders module sanitises it again). */
    readonly customerRequirements: string | null;
    readonly orderFeature: OrderFeature[];
    readonly deadline: string;
    /** Labels that are not order features. */
    readonly note: string | null;
    /** The card's link on Trello. */
    readonly infoOrderLink: string | null;
  };
  /** Image attachments to download, the card's cover first. */
  readonly images: readonly PlannedImage[];
  /** Image attachments past {@link MAX_IMAGES_PER_CARD}, left out. */
  readonly imagesLeftOut: number;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Text with its web addresses as links; the href is left raw for the sanitiser, which escapes it. */
function linkedHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${match[0]}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** A card description (plain text with Markdown) as HTML: paragraphs, line breaks and links. */
export function descriptionHtml(desc: string | null | undefined): string | null {
  const text = desc?.trim();
  if (!text) return null;
  // Escaping makes the text at most six times longer; keep the result within the field.
  const source = text.length * 6 > HTML_MAX ? clip(text, Math.floor(HTML_MAX / 6)) : text;
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${linkedHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** An uploaded file in a format the server stores (by its type, or its name when the export gives none). */
export function isImportableImage(attachment: TrelloAttachment): boolean {
  if (attachment.isUpload === false) return false;
  const mime = attachment.mimeType?.toLowerCase();
  if (mime) return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);
  return IMAGE_NAME.test(attachment.name ?? '') || IMAGE_NAME.test(pathOf(attachment.url));
}

function imagesOf(card: TrelloCard): PlannedImage[] {
  return card.attachments
    .filter(isImportableImage)
    .sort((a, b) => Number(b.id === card.idAttachmentCover) - Number(a.id === card.idAttachmentCover))
    .map((a) => ({ id: a.id, name: a.name?.trim() || pathOf(a.url).split('/').pop() || a.id, url: a.url }));
}

function deadlineOf(due: string | null | undefined, finishedDate: string): string {
  const at = due ? Date.parse(due) : NaN;
  return new Date(Number.isNaN(at) ? finishedDate : at).toISOString();
}

function linkOf(card: TrelloCard): string | null {
  const link = card.shortUrl ?? card.url;
  return link && /^https?:\/\//.test(link) && link.length <= LINK_MAX ? link : null;
}

/** The orders a board becomes: open cards of open lists, in the board's order. */
export function planBoardImport(board: TrelloBoard, settings: ImportSettings): CardPlan[] {
  const listNames = new Map(board.lists.map((list) => [list.id, list.name]));
  return cardsToImport(board).map((card) => {
    const { features, otherLabels } = featuresOfLabels(card.labels);
    const images = imagesOf(card);
    const title = card.name.trim() || card.id;
    return {
      cardId: card.id,
      listId: card.idList,
      title,
      status:
        settings.listStatuses?.[card.idList] ?? settings.status ?? defaultListStatus(listNames.get(card.idList) ?? ''),
      fields: {
        name: clip(title, NAME_MAX),
        customerRequirements: descriptionHtml(card.desc),
        orderFeature: features,
        deadline: deadlineOf(card.due, settings.finishedDate),
        note: otherLabels.length > 0 ? clip(`Trello labels: ${otherLabels.join(', ')}`, NOTE_MAX) : null,
        infoOrderLink: linkOf(card),
      },
      images: images.slice(0, MAX_IMAGES_PER_CARD),
      imagesLeftOut: Math.max(0, images.length - MAX_IMAGES_PER_CARD),
    };
  });
}
