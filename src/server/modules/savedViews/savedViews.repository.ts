import { and, asc, count, eq, getTableColumns, isNotNull, or, type SQL } from 'drizzle-orm';
import type { SavedViewState } from '../../../shared/domain/savedView';
import type { Db } from '../../db/connection';
import { roles, savedViews, users } from '../../db/schema';

/** A stored view with the names of its owner and of the role it is shared with. */
export interface SavedViewRow {
  readonly id: number;
  readonly userId: number;
  readonly ownerName: string | null;
  readonly resource: string;
  readonly name: string;
  readonly state: SavedViewState;
  readonly roleId: number | null;
  readonly roleName: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Whose views a list shows: one's own, those shared with one's role, or with any role. */
export interface ViewReader {
  readonly userId: number;
  readonly roleId: number | null;
  /** Views shared with any role (a manager's). */
  readonly anyRole: boolean;
}

export interface NewSavedView {
  readonly userId: number;
  readonly resource: string;
  readonly name: string;
  readonly state: SavedViewState;
  readonly roleId: number | null;
}

export type SavedViewChanges = Partial<Pick<NewSavedView, 'name' | 'state' | 'roleId'>>;

/** The saved views' storage; the service holds the rules. */
export interface SavedViewsRepository {
  list(resource: string, reader: ViewReader): Promise<SavedViewRow[]>;
  find(id: number): Promise<SavedViewRow | null>;
  countOwned(userId: number, resource: string): Promise<number>;
  roleExists(roleId: number): Promise<boolean>;
  /** 'nameTaken' when the owner already has a view of that name for the list. */
  insert(values: NewSavedView): Promise<SavedViewRow | 'nameTaken'>;
  /** 'nameTaken' when the owner already has a view of that name for the list; 'gone' when deleted meanwhile. */
  update(id: number, changes: SavedViewChanges): Promise<SavedViewRow | 'nameTaken' | 'gone'>;
  remove(id: number): Promise<boolean>;
}

/** PostgreSQL's unique_violation, as Drizzle wraps it on either engine. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { cause?: { code?: unknown } }).cause?.code === '23505';
}

const withNames = { ...getTableColumns(savedViews), ownerName: users.displayName, roleName: roles.name };

/** The saved views in PostgreSQL (or PGlite) through Drizzle. */
export function drizzleSavedViewsRepository(db: Db): SavedViewsRepository {
  const select = (where: SQL | undefined) =>
    db
      .select(withNames)
      .from(savedViews)
      .leftJoin(users, eq(users.id, savedViews.userId))
      .leftJoin(roles, eq(roles.id, savedViews.roleId))
      .where(where);
  const find = async (id: number) => (await select(eq(savedViews.id, id)).limit(1))[0] ?? null;

  return {
    list: (resource, reader) => {
      const shared = reader.anyRole
        ? isNotNull(savedViews.roleId)
        : reader.roleId === null
          ? undefined
          : eq(savedViews.roleId, reader.roleId);
      return select(and(eq(savedViews.resource, resource), or(eq(savedViews.userId, reader.userId), shared))).orderBy(
        asc(savedViews.name),
        asc(savedViews.id),
      );
    },
    find,
    countOwned: async (userId, resource) => {
      const [row] = await db
        .select({ n: count() })
        .from(savedViews)
        .where(and(eq(savedViews.userId, userId), eq(savedViews.resource, resource)));
      return row?.n ?? 0;
    },
    roleExists: async (roleId) =>
      (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1)).length > 0,
    insert: async (values) => {
      const [row] = await db.insert(savedViews).values(values).onConflictDoNothing().returning({ id: savedViews.id });
      if (!row) return 'nameTaken';
      const saved = await find(row.id);
      if (!saved) throw new Error(`saved view #${row.id} vanished after its insert`);
      return saved;
    },
    update: async (id, changes) => {
      try {
        const [row] = await db
          .update(savedViews)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(savedViews.id, id))
          .returning({ id: savedViews.id });
        return (row && (await find(row.id))) ?? 'gone';
      } catch (error) {
        if (isUniqueViolation(error)) return 'nameTaken';
        throw error;
      }
    },
    remove: async (id) => (await db.delete(savedViews).where(eq(savedViews.id, id)).returning()).length > 0,
  };
}
