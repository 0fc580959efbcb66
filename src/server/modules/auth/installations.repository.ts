import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { installations } from '../../db/schema';

export interface InstallationRow {
  readonly id: number;
  readonly userId: number;
  readonly oneSignalUserId: string;
  readonly createdAt: Date;
}

/**
 * Registers a device of the user, once: a device that signs in again gets its existing row
 * back, so each sign-in does not add another installation.
 */
export async function insertInstallation(db: Db, userId: number, oneSignalUserId: string): Promise<InstallationRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(installations)
      .where(and(eq(installations.userId, userId), eq(installations.oneSignalUserId, oneSignalUserId)))
      .limit(1);
    if (existing) return existing;
    const rows = await tx.insert(installations).values({ userId, oneSignalUserId }).returning();
    return rows[0];
  });
}

/** Deletes the installation if it belongs to the user; false when there is no such row of theirs. */
export async function deleteOwnInstallation(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(installations)
    .where(and(eq(installations.id, id), eq(installations.userId, userId)))
    .returning({ id: installations.id });
  return rows.length > 0;
}

/** The devices' push-notification installations: the functions above as one object. */
export interface InstallationsRepository {
  insertInstallation(userId: number, oneSignalUserId: string): Promise<InstallationRow>;
  deleteOwnInstallation(id: number, userId: number): Promise<boolean>;
}

/** The installations repository on a Drizzle database. */
export function drizzleInstallationsRepository(db: Db): InstallationsRepository {
  return {
    insertInstallation: (userId, oneSignalUserId) => insertInstallation(db, userId, oneSignalUserId),
    deleteOwnInstallation: (id, userId) => deleteOwnInstallation(db, id, userId),
  };
}
