import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { TrelloImportService } from './trello.service';
import { readTrelloForm } from './trelloForm';

export function trelloRoutes(app: FastifyInstance, service: TrelloImportService): void {
  // orders.create is checked before a byte of the multipart body is read.
  route(app, 'POST /orders/trello-upload', async ({ user, request }) =>
    service.import(user, await readTrelloForm(request)),
  );
}
