import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';

/** What a user's order tabs need of the database beyond the engine's orders list. */
export interface UserOrdersRepository {
  /** True when user `id` exists, deleted or not. */
  userExists(id: number): Promise<boolean>;
}

/** The user order tabs' repository on a Drizzle database. */
export function drizzleUserOrdersRepository(db: Db): UserOrdersRepository {
  return {
    async userExists(id) {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}
