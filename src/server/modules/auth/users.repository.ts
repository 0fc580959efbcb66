import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { roles, users, userTypes } from '../../db/schema';

/** A user row as stored (password hash and Trello secrets included). */
export type UserRow = typeof users.$inferSelect;
type UserValues = typeof users.$inferInsert;

export type RoleRow = Pick<typeof roles.$inferSelect, 'id' | 'name' | 'permission'>;

/** The user with this email, compared case-insensitively, deleted or not. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Db, values: UserValues): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Updates a user and returns the new row, or null when there is no such user. */
export async function updateUser(db: Db, id: number, values: Partial<UserValues>): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function findRole(db: Db, id: number): Promise<RoleRow | null> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, permission: roles.permission })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** A user type's default permission map, or null when there is no such type. */
export async function findUserTypePermission(db: Db, id: number): Promise<Record<string, unknown> | null> {
  const rows = await db
    .select({ permission: userTypes.permission })
    .from(userTypes)
    .where(eq(userTypes.id, id))
    .limit(1);
  return rows.length === 0 ? null : (rows[0]?.permission ?? {});
}
