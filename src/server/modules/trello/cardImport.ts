import { ZodError } from 'zod';
import type { TrelloImportFields } from '../../../shared/api/trello';
import type { CardResult } from '../../../shared/domain/trello/importLog';
import { describeFieldErrors, fieldErrors } from '../../../shared/domain/validation/fieldErrors';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/httpErrors';
import { AlreadyImportedError, type OrdersService } from '../orders/index';
import type { ImageKind } from '../uploads/imageType';
import type { UploadsService } from '../uploads/uploads.service';
import type { Downloaded } from './attachmentDownload';
import { MAX_IMAGES_PER_CARD, type CardPlan } from './boardParser';
import { TRELLO_SOURCE } from './trello.repository';

/** What importing one card needs: the orders and uploads services, the downloader, the cover drawer. */
export interface CardImportDeps {
  readonly orders: Pick<OrdersService, 'createImported'>;
  readonly images: Pick<UploadsService, 'keep' | 'remove'>;
  /** Downloads one attachment (attachmentDownload.ts, with the allow-list and limits bound). */
  readonly download: (url: string, cookie: string | undefined) => Promise<Downloaded>;
  /** Draws the thumbnail of a card without images (cardCover.ts). */
  readonly drawCover: (title: string, seed: string) => Promise<Uint8Array>;
  /** Told of failures that are the server's, not the card's (logged; the card's result stays plain). */
  readonly onError: (error: unknown) => void;
}

/** One import of one board: who runs it, its log row and the fields every order takes. */
export interface ImportContext {
  readonly user: AuthUser;
  readonly boardId: string;
  readonly boardName: string;
  readonly logId: number;
  readonly fields: TrelloImportFields;
}

/** Uploads the import stores are tagged so, beside the board's id. */
const UPLOAD_TAG = 'trello';
const MESSAGE_MAX = 1000;
const PNG: ImageKind = { mime: 'image/png', ext: 'png' };

const clip = (text: string) => (text.length <= MESSAGE_MAX ? text : `${text.slice(0, MESSAGE_MAX - 1)}…`);

/** Why an order could not be made, in words fit for the log (the server's own failures stay vague). */
function failureText(error: unknown, onError: (error: unknown) => void): string {
  if (error instanceof ZodError) return describeFieldErrors(fieldErrors(error));
  if (error instanceof HttpError) return error.message;
  onError(error);
  return 'The order could not be saved.';
}

/** Turns one card plan into an order: its images downloaded and stored, then the order, claimed once. */
export class CardImporter {
  constructor(
    private readonly deps: CardImportDeps,
    private readonly context: ImportContext,
  ) {}

  private async keep(data: Uint8Array, kind: ImageKind): Promise<string> {
    const { user, boardId } = this.context;
    const [stored] = await this.deps.images.keep(user.id, [{ data, kind }], {
      type: 'order',
      tags: [UPLOAD_TAG, boardId],
    });
    return stored.image;
  }

  /** Downloads and stores the card's images; answers the stored paths and what could not be had. */
  private async storeImages(plan: CardPlan): Promise<{ paths: string[]; problems: string[] }> {
    const paths: string[] = [];
    const problems: string[] = [];
    for (const image of plan.images) {
      const got = await this.deps.download(image.url, this.context.fields.cookie);
      if (!got.ok) {
        problems.push(`${image.name}: ${got.reason}`);
        continue;
      }
      try {
        paths.push(await this.keep(got.data, got.kind));
      } catch (error) {
        problems.push(`${image.name}: ${error instanceof HttpError ? error.message : 'it could not be stored'}`);
        if (!(error instanceof HttpError)) this.deps.onError(error);
      }
    }
    if (plan.imagesLeftOut > 0) {
      problems.push(`${plan.imagesLeftOut} more images left out (at most ${MAX_IMAGES_PER_CARD} per card)`);
    }
    return { paths, problems };
  }

  /** Removes images stored for a card whose order was not made. */
  private async discard(paths: readonly string[]): Promise<void> {
    await Promise.allSettled(paths.map((path) => this.deps.images.remove(this.context.user, path)));
  }

  /** Imports the card; never throws: the result says how it ended. */
  async importCard(plan: CardPlan): Promise<CardResult> {
    const { user, boardId, boardName, logId, fields } = this.context;
    const base = { name: plan.title, cardId: plan.cardId };
    const stored: string[] = [];
    try {
      const { paths, problems } = await this.storeImages(plan);
      stored.push(...paths);
      const thumbnail = paths[0] ?? (await this.keep(await this.deps.drawCover(plan.title, plan.listId), PNG));
      if (paths.length === 0) stored.push(thumbnail);
      const order = await this.deps.orders.createImported(user, {
        input: {
          ...plan.fields,
          thumbnail,
          customerId: fields.customerId,
          channelId: fields.channelId,
          saleId: fields.saleId,
          dealerId: fields.dealerId,
          paymentStatus: fields.paymentStatus,
          finishedDate: fields.finishedDate,
        },
        status: plan.status,
        products: paths.length > 0 ? paths : null,
        note: clip(`Imported from the Trello board "${boardName}".`),
        card: { source: TRELLO_SOURCE, cardId: plan.cardId, boardId, logId },
      });
      const message = problems.length > 0 ? clip(`Images not imported: ${problems.join('; ')}`) : undefined;
      return { ...base, status: 'created', orderId: order.id, ...(message ? { message } : {}) };
    } catch (error) {
      await this.discard(stored);
      if (error instanceof AlreadyImportedError) return { ...base, status: 'skipped' };
      return { ...base, status: 'failed', message: clip(failureText(error, this.deps.onError)) };
    }
  }
}
