import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { roles, users } from '../../db/schema';
import type { PermissionMap } from '../../../shared/domain/permissions';
import { insertRow } from '../../db/insertRow';

/** A user row as stored (password hash and Trello secrets included). */
export type UserRow = Record<string, unknown> & {
  readonly id: number;
  readonly email: string;
  readonly password: string | null;
  readonly roleId: number | null;
  readonly isOutsource: boolean | null;
  readonly isDelete: boolean;
  readonly inviteStatus: string | null;
};

export interface RoleRow {
  readonly id: number;
  readonly name: string;
  readonly permission: PermissionMap | null;
}

/** The user with this email, compared case-insensitively, deleted or not. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return (rows[0] as UserRow | undefined) ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return (rows[0] as UserRow | undefined) ?? null;
}

export function insertUser(db: Db, values: Record<string, unknown>): Promise<UserRow> {
  return insertRow<UserRow>(db, users, values);
}

/** Updates a user and returns the new row, or null when there is no such user. */
export async function updateUser(db: Db, id: number, values: Record<string, unknown>): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return (rows[0] as UserRow | undefined) ?? null;
}

export async function findRole(db: Db, id: number): Promise<RoleRow | null> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, permission: roles.permission })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return (rows[0] as RoleRow | undefined) ?? null;
}
