import type { z } from 'zod';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  API_TOKENS_PER_USER,
  type createApiTokenBody,
} from '../../../shared/domain/apiTokens';
import type { PermissionMap } from '../../../shared/domain/permissionKeys';
import { can, isManager, sanitizePermissionMap } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, invalidFields, notFound } from '../../plugins/httpErrors';
import { hashToken, newToken } from '../../plugins/sessionToken';
import type { ApiTokenRow, ApiTokensRepository } from './apiTokens.repository';

type CreateInput = z.output<typeof createApiTokenBody>;

const DAY_MS = 86_400_000;

/** The chosen keys, each known and held by the owner; a 400 or 403 naming the first that is not. */
function heldKeys(user: AuthUser, chosen: PermissionMap): PermissionMap {
  const known = sanitizePermissionMap(chosen);
  for (const [resource, actions] of Object.entries(chosen)) {
    for (const action of actions) {
      if (!known[resource]?.includes(action)) {
        throw invalidFields(`There is no permission ${resource}.${action}.`, [
          { path: 'permission', message: `Unknown permission: ${resource}.${action}.` },
        ]);
      }
      if (!can(user, resource, action)) {
        throw forbidden(`You do not hold ${resource}.${action}, so a token of yours cannot.`, { resource, action });
      }
    }
  }
  return known;
}

/**
 * Personal access tokens (issue 36). Anyone makes their own, read-only or with chosen keys of
 * their own permissions, for at most a year; the token is answered once and kept as its
 * SHA-256. One's own tokens are listed and revoked by oneself; a manager's reach is everyone's.
 */
export class ApiTokensService {
  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /apiTokens?userId= */
  async list(user: AuthUser, userId: number | undefined): Promise<{ results: ApiTokenRow[] }> {
    if (userId !== undefined && userId !== user.id && !isManager(user)) {
      throw forbidden("Only a manager sees another person's tokens.");
    }
    const owner = userId ?? (isManager(user) ? null : user.id);
    return { results: await this.repo.list(owner) };
  }

  /** POST /apiTokens: the row, and the token this once. */
  async create(user: AuthUser, input: CreateInput): Promise<ApiTokenRow & { token: string }> {
    const now = this.now();
    const expiresAt = new Date(input.expiresAt);
    if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS) {
      throw invalidFields(`A token ends after now and within ${API_TOKEN_MAX_DAYS} days.`, [
        { path: 'expiresAt', message: `Choose a day within the next ${API_TOKEN_MAX_DAYS} days.` },
      ]);
    }
    const permission = input.readOnly ? null : heldKeys(user, input.permission ?? {});
    if ((await this.repo.countOwned(user.id)) >= API_TOKENS_PER_USER) {
      throw conflict(`You already have ${API_TOKENS_PER_USER} tokens: revoke one before making another.`);
    }
    const token = API_TOKEN_PREFIX + newToken();
    const row = await this.repo.insert({
      userId: user.id,
      name: input.name,
      tokenHash: hashToken(token),
      shown: token.slice(0, API_TOKEN_SHOWN_LENGTH),
      readOnly: input.readOnly,
      permission,
      expiresAt,
    });
    return { ...row, token };
  }

  /** DELETE /apiTokens/{id} */
  async revoke(user: AuthUser, id: number): Promise<{ success: true }> {
    const row = await this.repo.find(id);
    if (!row || (row.userId !== user.id && !isManager(user)) || !(await this.repo.remove(id))) {
      throw notFound(`There is no token #${id} of yours.`);
    }
    return { success: true };
  }
}
