import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { roles, users, userTypes } from '../../db/schema';

/** A user row as stored (password hash and Trello secrets included). */
export type UserRow = typeof users.$inferSelect;
/** The columns of a user to insert or update. */
export type UserValues = typeof users.$inferInsert;

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

const roleColumns = { id: roles.id, name: roles.name, permission: roles.permission };

export async function findRole(db: Db, id: number): Promise<RoleRow | null> {
  const [role] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return role ?? null;
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

/** What the accounts need of the users, roles and user types tables: the functions above as one object. */
export interface UsersRepository {
  findUserByEmail(email: string): Promise<UserRow | null>;
  findUserById(id: number): Promise<UserRow | null>;
  insertUser(values: UserValues): Promise<UserRow>;
  updateUser(id: number, values: Partial<UserValues>): Promise<UserRow | null>;
  findRole(id: number): Promise<RoleRow | null>;
  findUserTypePermission(id: number): Promise<Record<string, unknown> | null>;
}

/** The users repository on a Drizzle database or transaction. */
export function drizzleUsersRepository(db: Db): UsersRepository {
  return {
    findUserByEmail: (email) => findUserByEmail(db, email),
    findUserById: (id) => findUserById(db, id),
    insertUser: (values) => insertUser(db, values),
    updateUser: (id, values) => updateUser(db, id, values),
    findRole: (id) => findRole(db, id),
    findUserTypePermission: (id) => findUserTypePermission(db, id),
  };
}
