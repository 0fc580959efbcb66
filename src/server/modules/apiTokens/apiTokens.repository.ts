import { count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PermissionMap } from '../../../shared/domain/permissionKeys';
import type { Db } from '../../db/connection';
import { apiTokens, users } from '../../db/schema';

/** A token as stored, with its owner's name; never the token itself. */
export interface ApiTokenRow {
  readonly id: number;
  readonly userId: number;
  readonly ownerName: string | null;
  readonly name: string;
  readonly shown: string;
  readonly readOnly: boolean;
  readonly permission: PermissionMap | null;
  readonly expiresAt: Date;
  readonly lastUsedAt: Date | null;
  readonly createdAt: Date;
}

export interface NewApiToken {
  readonly userId: number;
  readonly name: string;
  readonly tokenHash: string;
  readonly shown: string;
  readonly readOnly: boolean;
  readonly permission: PermissionMap | null;
  readonly expiresAt: Date;
}

/** The tokens' storage; the service holds the rules. */
export interface ApiTokensRepository {
  /** One person's tokens, or everyone's (null), newest first. */
  list(userId: number | null): Promise<ApiTokenRow[]>;
  find(id: number): Promise<ApiTokenRow | null>;
  countOwned(userId: number): Promise<number>;
  insert(values: NewApiToken): Promise<ApiTokenRow>;
  remove(id: number): Promise<boolean>;
}

const { tokenHash: _hash, ...shownColumns } = getTableColumns(apiTokens);
const withOwner = { ...shownColumns, ownerName: users.displayName };

/** The tokens in PostgreSQL (or PGlite) through Drizzle. */
export function drizzleApiTokensRepository(db: Db): ApiTokensRepository {
  const select = (where: SQL | undefined) =>
    db.select(withOwner).from(apiTokens).leftJoin(users, eq(users.id, apiTokens.userId)).where(where);
  const find = async (id: number) => (await select(eq(apiTokens.id, id)).limit(1))[0] ?? null;
  return {
    list: (userId) =>
      select(userId === null ? undefined : eq(apiTokens.userId, userId)).orderBy(
        desc(apiTokens.createdAt),
        desc(apiTokens.id),
      ),
    find,
    countOwned: async (userId) => {
      const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
      return row?.n ?? 0;
    },
    insert: async (values) => {
      const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
      const saved = row && (await find(row.id));
      if (!saved) throw new Error('an API token vanished after its insert');
      return saved;
    },
    remove: async (id) => (await db.delete(apiTokens).where(eq(apiTokens.id, id)).returning()).length > 0,
  };
}
