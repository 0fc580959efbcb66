import { loadConfig } from '../src/server/config';
import { restoreCommand } from '../src/server/db/backup/commands';

/**
 * `npm run db:restore FILE [-- --force]`: restores a backup into the database the server would
 * open (DATA_DIR's PGlite, or DATABASE_URL with pg_restore). Stop the server first.
 */
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length !== 1) {
  console.error('Usage: npm run db:restore FILE   (a backup written by npm run db:backup)');
  process.exit(2);
}
try {
  const { users, keptAside } = await restoreCommand(loadConfig(process.env), files[0], {
    force: args.includes('--force'),
  });
  console.log(`Restored ${files[0]}: the database opens and has ${users} users.`);
  for (const folder of keptAside) console.log(`The replaced folder is kept at ${folder}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
