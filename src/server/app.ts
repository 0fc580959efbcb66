import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_PREFIX } from '../shared/api/client';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/connection';
import { seedDemoData } from './seed/index';
import { analysisModule } from './modules/analysis/index';
import { authModule } from './modules/auth/index';
import { backupsModule } from './modules/backups/index';
import { commentsModule } from './modules/comments/index';
import { mistakesModule } from './modules/mistakes/index';
import { orderHistoriesModule } from './modules/orderHistories/index';
import { hashPassword } from './modules/auth/password';
import { createImageSearch, imageSearchModule } from './modules/imageSearch/index';
import { ordersModule, ordersService, sanitizeHtml } from './modules/orders/index';
import { orderStagesModule } from './modules/orderStages/index';
import { paymentsModule } from './modules/payments/index';
import { userRequestsModule } from './modules/userRequests/index';
import { peopleModule } from './modules/people/index';
import { salariesModule } from './modules/salaries/index';
import { savedViewsModule } from './modules/savedViews/index';
import { customerActivitiesModule } from './modules/customerActivities/index';
import { apiTokensModule } from './modules/apiTokens/index';
import { trelloModule } from './modules/trello/index';
import { drizzleUploadsRepository } from './modules/uploads/uploads.repository';
import { UploadsService } from './modules/uploads/uploads.service';
import { createFileStore, uploadsModule } from './modules/uploads/index';
import {
  drizzleFileLinksRepository,
  FileLinksService,
  fileLinksModule,
  uploadPageModule,
} from './modules/fileLinks/index';
import { createMailer } from './modules/mail/mailer';
import { workingRegistersModule } from './modules/workingRegisters/index';
import { eventsModule } from './modules/events/index';
import { webhooksModule } from './modules/webhooks/index';
import { designReviewModule, reviewPageModule } from './modules/designReview/index';
import { cachedSessions, installAuth, TokenUses } from './plugins/auth';
import { errorBody, installErrorHandler, sendNotFound } from './plugins/errors';
import { installClientVersionGate } from './plugins/clientVersion';
import { installInputGuard } from './plugins/inputGuard';
import { installOpenApi, zodSchemaController } from './plugins/openapi';
import { installUploadsStatic } from './modules/uploads/uploadsStatic';
import { installWebApp } from './plugins/webApp';
import { drizzleResourceRepository, resourceEngine, ResourceService, type WriteTransforms } from './resources/index';
import { notAllowedReason } from './resources/notAllowed';

/** How the engine stores rich text and passwords: the modules' sanitiser and hasher. */
const TRANSFORMS: WriteTransforms = { html: sanitizeHtml, password: hashPassword };

/** Largest JSON body accepted; uploads have their own limit in their module. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  readonly database: Database;
  readonly config: ServerConfig;
  /** Pino logger options or instance; false (the default) logs nothing. */
  readonly logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
}

const isLoggerInstance = (logger: BuildAppOptions['logger']): logger is FastifyBaseLogger =>
  typeof logger === 'object' && typeof (logger as FastifyBaseLogger).child === 'function';

/**
 * Opens the configured database (PostgreSQL with `databaseUrl`, else PGlite in `dataDir`),
 * applies pending migrations and, when the configuration asks, loads the demo data into it
 * if it has no users yet.
 */
export async function prepareDatabase(config: ServerConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    migrationsFolder: config.migrationsDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await database.migrate();
    if (config.seed) await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as `METHOD /path` (HEAD excepted): what the contract test compares. */
    readonly registeredRoutes: readonly string[];
  }
}

/** Keeps the list of registered routes, so a test can hold them against the contract and the document. */
function recordRoutes(app: FastifyInstance): void {
  const routes: string[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
}

/** Origin of the listening socket (the embedded server's port is chosen at listen time). */
function listeningOrigin(app: FastifyInstance, config: ServerConfig): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://${config.host}:${port}`;
}

/** Fastify's `trustProxy` for a hop count (the nearest N proxies) or a list of proxy addresses. */
export function trustedProxies(setting: number | string): string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Fastify's request log in one line per answered request (method, URL, status, time) instead of
 * two (on arrival, then the answer with the client's address and port read from the socket):
 * about 0.5 ms of server CPU a request. Errors are logged as Fastify logs them.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/**
 * Builds the whole server as a Fastify instance that never listens: main.ts and
 * embedded.ts listen, tests call `app.inject`.
 */
export async function buildApp({ database, config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    routerOptions: { maxParamLength: 200 },
    schemaController: zodSchemaController,
    logController: new OneLineRequestLog(),
    ...(config.trustProxy === undefined ? {} : { trustProxy: trustedProxies(config.trustProxy) }),
  }) as unknown as FastifyInstance;
  app.removeContentTypeParser('text/plain');
  recordRoutes(app);
  installErrorHandler(app);
  installInputGuard(app);
  installClientVersionGate(app, config.minClientVersion);
  await installOpenApi(app);
  await app.register(fastifyCookie);
  const sessions = await cachedSessions(database);
  app.addHook('onClose', sessions.stop);
  installAuth(
    app,
    sessions.lookup,
    new TokenUses(database.db, (error) => app.log.error({ err: error }, 'could not note an API token use')),
  );
  const files = createFileStore(config);
  const { db } = database;
  const resources = new ResourceService(drizzleResourceRepository(db), TRANSFORMS);
  const imageSearch = createImageSearch(db);
  // Every image the server stores (uploads, Trello attachments, customer links) goes through one
  // service, so each gets its thumbnail and its place in the search index.
  const uploads = new UploadsService(drizzleUploadsRepository(db), files, [imageSearch.indexer], (error) =>
    app.log.error({ err: error }, 'an upload listener failed'),
  );
  const mailer = createMailer({ db, log: app.log, smtpUrl: config.smtpUrl });
  const publicBaseUrl = () => config.publicUrl ?? listeningOrigin(app, config);
  const fileLinks = new FileLinksService({
    repo: drizzleFileLinksRepository(db),
    resources,
    store: files,
    uploads,
    mailer,
    publicBaseUrl,
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const reason = notAllowedReason(request.method, request.url);
        return reason ? reply.status(405).send(errorBody(405, reason)) : sendNotFound(request, reply);
      });
      await api.register(authModule, {
        db: database.db,
        smtpUrl: config.smtpUrl,
        ssoSecret: config.ssoSecret,
        financeUrl: config.financeUrl,
        publicBaseUrl,
      });
      await api.register(ordersModule, { db, resources });
      await api.register(orderStagesModule, { db, resources, lateCheckMs: config.lateCheckMs });
      await api.register(trelloModule, {
        db,
        orders: ordersService(db, resources),
        images: uploads,
        attachmentHosts: config.trelloAttachmentHosts,
        attachmentTimeoutMs: config.trelloAttachmentTimeoutMs,
      });
      await api.register(orderHistoriesModule, { db, resources });
      await api.register(commentsModule, { db, resources });
      await api.register(mistakesModule, { db });
      await api.register(uploadsModule, { db, store: files, service: uploads });
      await api.register(imageSearchModule, { imageSearch, store: files });
      await api.register(fileLinksModule, { service: fileLinks });
      await api.register(designReviewModule, { db, resources, store: files, mailer, publicBaseUrl });
      await api.register(backupsModule, { database, config });
      await api.register(workingRegistersModule, { db, resources });
      await api.register(salariesModule, { db });
      await api.register(paymentsModule, { db, resources });
      await api.register(userRequestsModule, { db, resources });
      await api.register(peopleModule, { db, resources });
      await api.register(analysisModule, { db, resources });
      await api.register(eventsModule, { database, heartbeatMs: config.eventHeartbeatMs });
      await api.register(savedViewsModule, { db });
      await api.register(customerActivitiesModule, { db, resources });
      await api.register(apiTokensModule, { db });
      await api.register(webhooksModule, {
        database,
        mailer,
        publicBaseUrl,
        allowPrivate: config.webhooksAllowPrivate,
        retryScheduleMs: config.webhookRetryScheduleMs,
        timeoutMs: config.webhookTimeoutMs,
        pollMs: config.webhookPollMs,
      });
      // The engine serves every generic endpoint of the contract that no module replaced.
      await api.register(resourceEngine, { service: resources });
    },
    { prefix: API_PREFIX },
  );

  await installUploadsStatic(app, config.uploadsDir, files);
  await app.register(uploadPageModule, { service: fileLinks });
  await app.register(reviewPageModule);
  if (config.webRoot) await installWebApp(app, config.webRoot);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
