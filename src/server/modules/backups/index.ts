import type { FastifyPluginCallback } from 'fastify';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import { backupSourceOf, listBackups, pgliteCreatedAt, takeBackup } from '../../db/backup/index';
import type { Database } from '../../db/connection';
import { backupsRoutes } from './backups.routes';
import { BackupsService } from './backups.service';
import { startDailyBackups } from './dailyBackups';

export interface BackupsModuleOptions {
  readonly database: Database;
  readonly config: ServerConfig;
}

/**
 * GET and POST /backups for managers, into the backups folder (BACKUP_DIR); on PGlite with
 * `dailyBackups`, a backup a day while the server runs. Register inside /api/v1 before the
 * generic engine.
 */
export const backupsModule: FastifyPluginCallback<BackupsModuleOptions> = (app, { database, config }, done) => {
  // loadConfig always names a folder; an app built without it (the tests) uses a temporary one.
  const dir = config.backupDir ?? path.join(tmpdir(), 'bo-backups');
  const kind = database.kind;
  const service = new BackupsService({
    list: () => listBackups(dir, kind),
    take: () => takeBackup(backupSourceOf(database, config.uploadsDir), dir),
  });
  backupsRoutes(app, service);

  if (config.dailyBackups && kind === 'pglite') {
    const stop = startDailyBackups({
      newest: async () => (await listBackups(dir, kind))[0]?.createdAt ?? null,
      created: () => pgliteCreatedAt(config.dataDir),
      take: async () => {
        const entry = await service.takeNow();
        app.log.info(`Daily backup written: ${entry.name} in ${dir}`);
      },
      onError: (error) => app.log.error({ err: error }, 'The daily backup failed; the next try is in an hour'),
    });
    app.addHook('onClose', async () => {
      stop();
      await service.idle();
    });
  }
  done();
};
