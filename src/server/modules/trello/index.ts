import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import type { OrdersService } from '../orders/index';
import type { UploadsService } from '../uploads/uploads.service';
import { attachmentHostTest } from './attachmentHosts';
import { downloadImage } from './attachmentDownload';
import { BackgroundImports } from './backgroundImports';
import { drawCardCover } from './cardCover';
import { drizzleTrelloRepository } from './trello.repository';
import { trelloRoutes } from './trello.routes';
import { TrelloImportService } from './trello.service';
import { TRELLO_FORM } from './trelloForm';

/** An attachment download may take this long unless configured. */
export const DEFAULT_ATTACHMENT_TIMEOUT_MS = 15_000;

export interface TrelloModuleOptions {
  readonly db: Db;
  /** Order creation, as POST /orders does it. */
  readonly orders: OrdersService;
  /** Where downloaded attachments and covers are stored, as uploads. */
  readonly images: UploadsService;
  /** config.trelloAttachmentHosts: where attachments may be downloaded from (default Trello's hosts). */
  readonly attachmentHosts?: readonly string[];
  /** config.trelloAttachmentTimeoutMs. */
  readonly attachmentTimeoutMs?: number;
}

/**
 * POST /orders/trello-upload (spec section 7): a Trello board's export becomes orders and a
 * `logs` row. Register inside /api/v1 before the generic engine; the multipart parser is
 * registered inside this plugin only. Imports still running when the server closes are
 * stopped after their current card and finish their log rows first.
 */
export const trelloModule: FastifyPluginAsync<TrelloModuleOptions> = async (app, options) => {
  await app.register(fastifyMultipart, { limits: TRELLO_FORM.limits });
  const background = new BackgroundImports();
  const allowed = attachmentHostTest(options.attachmentHosts);
  const timeoutMs = options.attachmentTimeoutMs ?? DEFAULT_ATTACHMENT_TIMEOUT_MS;
  const service = new TrelloImportService({
    repo: drizzleTrelloRepository(options.db),
    orders: options.orders,
    images: options.images,
    download: (url, cookie) => downloadImage(url, cookie, { allowed, timeoutMs }),
    drawCover: drawCardCover,
    onError: (error) => app.log.error({ err: error }, 'the Trello import failed'),
    background,
  });
  trelloRoutes(app, service);
  app.addHook('onClose', () => background.close());
};
