import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { deviceTokens } from '../../db/schema';

export interface DeviceTokenRow {
  readonly id: number;
  readonly userId: number;
}

/** The unexpired device token with this hash, or null. */
export async function findDeviceToken(db: Db, tokenHash: string, now: Date): Promise<DeviceTokenRow | null> {
  const rows = await db
    .select({ id: deviceTokens.id, userId: deviceTokens.userId })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.tokenHash, tokenHash), gt(deviceTokens.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function createDeviceToken(
  db: Db,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(deviceTokens).values(token);
}

export async function deleteDeviceToken(db: Db, id: number): Promise<void> {
  await db.delete(deviceTokens).where(eq(deviceTokens.id, id));
}

/** Drops the user's expired device tokens and all but the newest `keep`. */
export async function pruneDeviceTokens(db: Db, userId: number, now: Date, keep: number): Promise<void> {
  const newest = db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .where(eq(deviceTokens.userId, userId))
    .orderBy(desc(deviceTokens.id))
    .limit(keep);
  await db
    .delete(deviceTokens)
    .where(
      and(eq(deviceTokens.userId, userId), or(lte(deviceTokens.expiresAt, now), notInArray(deviceTokens.id, newest))),
    );
}

/** What knowing a device again needs of the device_tokens table: the functions above as one object. */
export interface DeviceTokensRepository {
  findDeviceToken(tokenHash: string, now: Date): Promise<DeviceTokenRow | null>;
  createDeviceToken(token: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void>;
  deleteDeviceToken(id: number): Promise<void>;
  pruneDeviceTokens(userId: number, now: Date, keep: number): Promise<void>;
}

/** The device tokens' repository on a Drizzle database or transaction. */
export function drizzleDeviceTokensRepository(db: Db): DeviceTokensRepository {
  return {
    findDeviceToken: (tokenHash, now) => findDeviceToken(db, tokenHash, now),
    createDeviceToken: (token) => createDeviceToken(db, token),
    deleteDeviceToken: (id) => deleteDeviceToken(db, id),
    pruneDeviceTokens: (userId, now, keep) => pruneDeviceTokens(db, userId, now, keep),
  };
}
