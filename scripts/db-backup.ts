import { loadConfig } from '../src/server/config';
import { backupCommand } from '../src/server/db/backup/commands';

/**
 * `npm run db:backup [-- --force]`: backs up the database the server would open (DATA_DIR's
 * PGlite, or DATABASE_URL with pg_dump) into the backups folder and prints the file's path.
 */
try {
  const file = await backupCommand(loadConfig(process.env), { force: process.argv.includes('--force') });
  console.log(file);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
