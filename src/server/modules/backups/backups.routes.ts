import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { BackupsService } from './backups.service';

/** GET and POST /backups. */
export function backupsRoutes(app: FastifyInstance, backups: BackupsService): void {
  route(app, 'GET /backups', ({ user }) => backups.list(user));
  route(app, 'POST /backups', ({ user }) => backups.create(user));
}
