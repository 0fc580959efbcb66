import { TRELLO_WAIT_MESSAGE, trelloImportFormSchema, type TrelloImportAnswer } from '../../../shared/api/trello';
import type { LogStatus } from '../../../shared/domain/enums';
import { BOARD_REFUSAL_TEXTS, readBoardExport, TRELLO_SYNC_CARD_LIMIT } from '../../../shared/domain/trello/board';
import {
  countResults,
  finishedLogStatus,
  type CardResult,
  type ResultCounts,
} from '../../../shared/domain/trello/importLog';
import type { AuthUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/httpErrors';
import type { OrdersService } from '../orders/index';
import type { MultipartForm } from '../uploads/multipartForm';
import type { BackgroundImports } from './backgroundImports';
import { planBoardImport, type CardPlan } from './boardParser';
import { CardImporter, type CardImportDeps, type ImportContext } from './cardImport';
import type { TrelloRepository } from './trello.repository';

/** The log row is rewritten with the results so far after this many cards. */
export const PROGRESS_EVERY = 10;

/**
 * A small board still answered 'Wait a min for updating' once its import has taken this long
 * (slow attachment hosts), well within the client's 50 s request timeout; it goes on in the background.
 */
export const SYNC_ANSWER_MS = 30_000;

const DEFAULT_FILE_NAME = 'board.json';

export interface TrelloImportDeps extends CardImportDeps {
  readonly repo: TrelloRepository;
  readonly orders: Pick<OrdersService, 'createImported' | 'assertReferences'>;
  readonly background: BackgroundImports;
  /** @default SYNC_ANSWER_MS */
  readonly syncAnswerMs?: number;
}

/** Resolves with null after `ms` (without keeping the process alive). */
const delay = (ms: number) =>
  new Promise<null>((resolve) => {
    setTimeout(resolve, ms, null).unref();
  });

const countsText = ({ created, skipped, failed }: ResultCounts) =>
  `${created} created, ${skipped} skipped (imported before), ${failed} failed`;

/**
 * POST /orders/trello-upload: checks the form and the file before anything is written, then
 * writes the log row and imports the cards, answering when done; or at once with 'Wait a min
 * for updating' when the board has more than {@link TRELLO_SYNC_CARD_LIMIT} cards, and after
 * {@link SYNC_ANSWER_MS} when a smaller one takes that long.
 */
export class TrelloImportService {
  constructor(private readonly deps: TrelloImportDeps) {}

  async import(user: AuthUser, form: MultipartForm): Promise<TrelloImportAnswer> {
    const fields = trelloImportFormSchema.parse(form.fields);
    const [file] = form.files;
    const reading = readBoardExport(file.toString('utf8').replace(/^\uFEFF/, ''), file.byteLength);
    if (!reading.ok) {
      throw badRequest(
        BOARD_REFUSAL_TEXTS[reading.refusal],
        reading.detail ? { refusal: reading.refusal, problem: reading.detail } : { refusal: reading.refusal },
      );
    }
    const { customerId, channelId, saleId, dealerId } = fields;
    await this.deps.orders.assertReferences(user, { customerId, channelId, saleId, dealerId });

    const board = reading.board;
    const plans = planBoardImport(board, fields);
    const linkFile = (form.fileNames[0] || DEFAULT_FILE_NAME).slice(0, 255);
    const logId = await this.deps.repo.startLog(
      user.id,
      { customerId: customerId ?? null, linkFile },
      `Trello import of the board "${board.name}" (${plans.length} cards) started`,
    );
    const context: ImportContext = { user, boardId: board.id, boardName: board.name, logId, fields };
    const answer = (message: string, status: LogStatus, counts: ResultCounts) => ({
      message,
      logId,
      status,
      cards: plans.length,
      ...counts,
    });

    const job = this.deps.background.track((stop) => this.run(context, plans, stop));
    const finished =
      plans.length > TRELLO_SYNC_CARD_LIMIT
        ? null
        : await Promise.race([job, delay(this.deps.syncAnswerMs ?? SYNC_ANSWER_MS)]);
    if (!finished) {
      job.catch(this.deps.onError);
      return answer(TRELLO_WAIT_MESSAGE, 'inprogress', countResults([]));
    }
    const { status, counts } = finished;
    return answer(`Imported ${plans.length} cards: ${countsText(counts)}.`, status, counts);
  }

  /** Imports the cards one by one, saving the results as it goes; the log row ends done or failed. */
  private async run(
    context: ImportContext,
    plans: readonly CardPlan[],
    stop?: AbortSignal,
  ): Promise<{ status: LogStatus; counts: ResultCounts }> {
    const { repo } = this.deps;
    const results: CardResult[] = [];
    let status: LogStatus = 'failed';
    let summary = 'Trello import stopped by an error on the server';
    try {
      const importer = new CardImporter(this.deps, context);
      const before = await repo.importedOrders(plans.map((plan) => plan.cardId));
      for (const plan of plans) {
        if (stop?.aborted) break;
        const orderId = before.get(plan.cardId);
        results.push(
          orderId === undefined
            ? await importer.importCard(plan)
            : { name: plan.title, cardId: plan.cardId, status: 'skipped', orderId },
        );
        if (results.length % PROGRESS_EVERY === 0 && results.length < plans.length) {
          await repo.saveProgress(context.logId, results);
        }
      }
      await this.fillSkippedOrders(results);
      const counts = countResults(results);
      const stopped = results.length < plans.length;
      status = stopped ? 'failed' : finishedLogStatus(counts);
      summary = stopped
        ? `Trello import stopped after ${results.length} of ${plans.length} cards: the server shut down`
        : `Trello import finished: ${countsText(counts)}`;
      return { status, counts };
    } finally {
      await repo.finishLog(context.logId, results, status, summary);
    }
  }

  /** Cards another import claimed meanwhile name the order it made. */
  private async fillSkippedOrders(results: CardResult[]): Promise<void> {
    const missing = results.filter((r) => r.status === 'skipped' && r.orderId === undefined && r.cardId);
    if (missing.length === 0) return;
    const orders = await this.deps.repo.importedOrders(missing.map((r) => r.cardId!));
    for (const result of missing) result.orderId = orders.get(result.cardId!);
  }
}
