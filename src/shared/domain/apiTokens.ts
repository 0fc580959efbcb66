import { z } from 'zod';
import { permissionMapSchema, type PermissionMap } from './permissionKeys';
import { requiredText } from './validation/primitives';

/**
 * Personal access tokens (issue 36): what a person gives a script or another system to call
 * the API as them, within limits. A token is shown once, kept as its SHA-256, revocable, and
 * never grants more than its owner holds at the time of each call.
 */

/** What every token starts with, so a leaked one is recognised (and the server knows it from a session). */
export const API_TOKEN_PREFIX = 'bo_pat_';

/** How much of a token its lists show: the prefix and a few characters, never enough to use it. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 6;

/** Longest token name. */
export const API_TOKEN_NAME_MAX = 100;

/** Most tokens one person keeps. */
export const API_TOKENS_PER_USER = 20;

/** The longest a token lives, in days. */
export const API_TOKEN_MAX_DAYS = 366;

/** The lifetimes the profile offers, in days. */
export const API_TOKEN_LIFETIMES = [7, 30, 90, 365] as const;

/**
 * What a token may do, on top of its owner's permissions: read-only (every read its owner may
 * make, no change) or the chosen permission keys (each one its owner held when it was made).
 */
export interface TokenGrant {
  readonly readOnly: boolean;
  /** The chosen keys; null on a read-only token. */
  readonly permission: PermissionMap | null;
}

/** True when the token lets its owner's `action` on `resource` through (the owner must hold it too). */
export function tokenAllows(grant: TokenGrant, resource: string, action: string): boolean {
  if (grant.readOnly) return true;
  const actions = grant.permission?.[resource];
  return Array.isArray(actions) && actions.includes(action);
}

/** Methods a read-only token may call. */
export const READ_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

const tokenName = () => requiredText(API_TOKEN_NAME_MAX, 'Name the token.');

/** `POST /apiTokens`: a name, when it ends, and read-only or the chosen permission keys. */
export const createApiTokenBody = z
  .strictObject(
    {
      name: tokenName(),
      expiresAt: z.iso.datetime({ offset: true, error: 'Give the expiry as an ISO date and time.' }),
      readOnly: z.boolean({ error: 'Say whether the token is read-only.' }),
      permission: permissionMapSchema.optional(),
    },
    {
      error: (issue) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : undefined),
    },
  )
  .refine((body) => body.readOnly || Object.keys(body.permission ?? {}).length > 0, {
    error: 'Choose at least one permission, or make the token read-only.',
    path: ['permission'],
  })
  .refine((body) => !(body.readOnly && body.permission !== undefined), {
    error: 'A read-only token takes no permission list.',
    path: ['permission'],
  });
export type CreateApiTokenBody = z.input<typeof createApiTokenBody>;
