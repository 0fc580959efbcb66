import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { installations } from '../../db/schema';

export interface InstallationRow {
  readonly id: number;
  readonly userId: number;
  readonly oneSignalUserId: string;
  readonly createdAt: Date;
}

export async function insertInstallation(db: Db, userId: number, oneSignalUserId: string): Promise<InstallationRow> {
  const rows = await db.insert(installations).values({ userId, oneSignalUserId }).returning();
  return rows[0];
}

/** Deletes the installation if it belongs to the user; false when there is no such row of theirs. */
export async function deleteOwnInstallation(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(installations)
    .where(and(eq(installations.id, id), eq(installations.userId, userId)))
    .returning({ id: installations.id });
  return rows.length > 0;
}
