import type { z } from 'zod';
import type { createSavedViewBody, updateSavedViewBody } from '../../../shared/api/endpoints/savedViews';
import { isManager } from '../../../shared/domain/permissions';
import { refusalOf } from '../../../shared/domain/resourceAccess';
import { getResource } from '../../../shared/domain/resources';
import { SAVED_VIEWS_PER_LIST } from '../../../shared/domain/savedView';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, HttpError, invalidFields, notFound } from '../../plugins/httpErrors';
import { STALE_MESSAGE } from '../../resources/index';
import type { SavedViewChanges, SavedViewRow, SavedViewsRepository } from './savedViews.repository';

/** What the handlers receive once the contract's schemas parsed the request. */
type CreateInput = z.output<typeof createSavedViewBody>;
type UpdateInput = z.output<typeof updateSavedViewBody>;

const nameTaken = (name: string, resource: string) =>
  conflict(`You already have a view named "${name}" for ${resource}.`, {
    fields: [{ path: 'name', message: 'This name is taken.' }],
  });

/**
 * Saved list views (issue 12). Every call needs the list's own `get` (the list a view
 * belongs to); a view is seen by its owner and by the people of the role it is shared with
 * (a manager sees every view); only its owner or a manager changes or deletes it. Sharing:
 * one's own role, or, for a manager, any role.
 */
export class SavedViewsService {
  constructor(private readonly repo: SavedViewsRepository) {}

  /** GET /savedViews?resource= */
  async list(user: AuthUser, resource: string): Promise<{ results: SavedViewRow[] }> {
    assertMayList(user, resource);
    const rows = await this.repo.list(resource, { userId: user.id, roleId: user.roleId, anyRole: isManager(user) });
    return { results: rows };
  }

  /** POST /savedViews */
  async create(user: AuthUser, input: CreateInput): Promise<SavedViewRow> {
    assertMayList(user, input.resource);
    const roleId = await this.sharedRole(user, input.roleId ?? null);
    if ((await this.repo.countOwned(user.id, input.resource)) >= SAVED_VIEWS_PER_LIST) {
      throw conflict(
        `You already keep ${SAVED_VIEWS_PER_LIST} views of ${input.resource}: delete one before saving another.`,
      );
    }
    const row = await this.repo.insert({
      userId: user.id,
      resource: input.resource,
      name: input.name,
      state: input.state,
      roleId,
    });
    if (row === 'nameTaken') throw nameTaken(input.name, input.resource);
    return row;
  }

  /** PUT /savedViews/{id} */
  async update(user: AuthUser, id: number, input: UpdateInput): Promise<SavedViewRow> {
    const view = await this.changeable(user, id);
    if (input.updatedAt && view.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) {
      throw conflict(STALE_MESSAGE);
    }
    const changes: SavedViewChanges = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.state !== undefined ? { state: input.state } : {}),
      ...(input.roleId !== undefined ? { roleId: await this.sharedRole(user, input.roleId) } : {}),
    };
    const row = await this.repo.update(id, changes);
    if (row === 'nameTaken') throw nameTaken(input.name ?? view.name, view.resource);
    if (row === 'gone') throw notFound(`Saved view #${id} was not found.`);
    return row;
  }

  /** DELETE /savedViews/{id} */
  async remove(user: AuthUser, id: number): Promise<{ success: true }> {
    await this.changeable(user, id);
    if (!(await this.repo.remove(id))) throw notFound(`Saved view #${id} was not found.`);
    return { success: true };
  }

  /**
   * The view, when the user sees it (404 otherwise, as for an unknown id), may list what it
   * shows (403) and owns it or is a manager (403).
   */
  private async changeable(user: AuthUser, id: number): Promise<SavedViewRow> {
    const view = await this.repo.find(id);
    if (!view || !sees(user, view)) throw notFound(`Saved view #${id} was not found.`);
    assertMayList(user, view.resource);
    if (view.userId !== user.id && !isManager(user)) {
      throw forbidden('Only the owner of a view (or a manager) can change or delete it.', { resource: view.resource });
    }
    return view;
  }

  /** The role a view may be shared with: none, one's own, or (a manager) any role that exists. */
  private async sharedRole(user: AuthUser, roleId: number | null): Promise<number | null> {
    if (roleId === null) return null;
    if (isManager(user)) {
      if (!(await this.repo.roleExists(roleId))) {
        throw invalidFields(`There is no role #${roleId}.`, [{ path: 'roleId', message: 'This role does not exist.' }]);
      }
      return roleId;
    }
    if (roleId !== user.roleId) throw forbidden('You can share a view only with your own role.');
    return roleId;
  }
}

/** True when the user sees the view: their own, shared with their role, or any (a manager). */
function sees(user: AuthUser, view: SavedViewRow): boolean {
  return isManager(user) || view.userId === user.id || (view.roleId !== null && view.roleId === user.roleId);
}

/** A 403 unless the user may read the list (its own `get`; lists hidden from outsourced users). */
function assertMayList(user: AuthUser, resourceName: string): void {
  const resource = getResource(resourceName);
  if (!resource) throw new HttpError(400, `There is no list named "${resourceName}".`);
  const refusal = refusalOf(user, resource, 'get');
  if (!refusal) return;
  if (refusal.reason === 'permission') {
    throw forbidden(`Missing permission: ${refusal.resource}.${refusal.action}`, {
      resource: refusal.resource,
      action: refusal.action,
    });
  }
  throw forbidden(`Outsourced users cannot open ${resource.name}.`, { resource: resource.name });
}
