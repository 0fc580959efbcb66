import { isManager } from '../../../shared/domain/permissions';
import type { BackupEntry } from '../../db/backup/index';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';

/** The backups folder as the service sees it. */
export interface BackupStore {
  /** The backups, newest first. */
  list(): Promise<BackupEntry[]>;
  /** Takes one (and keeps the newest seven); answers it. */
  take(): Promise<BackupEntry>;
}

/**
 * Backups for managers (GET and POST /backups) and the daily schedule, one at a time: a
 * manager's backup asked for while the daily one runs waits for it.
 */
export class BackupsService {
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: BackupStore) {}

  list(user: AuthUser): Promise<BackupEntry[]> {
    assertManager(user);
    return this.store.list();
  }

  create(user: AuthUser): Promise<BackupEntry> {
    assertManager(user);
    return this.takeNow();
  }

  /** Takes a backup after any that is running. */
  takeNow(): Promise<BackupEntry> {
    const next = this.running.then(() => this.store.take());
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Resolves when no backup is running (before the database closes). */
  idle(): Promise<void> {
    return this.running.then(() => undefined);
  }
}

function assertManager(user: AuthUser): void {
  if (!isManager(user)) throw forbidden('Only managers may see or take backups.');
}
