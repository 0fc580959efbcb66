import { z } from 'zod';
import { createApiTokenBody } from '../../domain/apiTokens';
import { permissionMapSchema } from '../../domain/permissionKeys';
import { instant } from '../../domain/rowSchema';
import { access, endpoint } from '../endpoint';
import { unknownParams } from '../listQuery';
import { idParam, idParams, successSchema } from './common';

const tag = 'API tokens';

/** A token as its lists show it: never the token itself, only its first characters. */
export const apiTokenSchema = z.object({
  id: z.number(),
  userId: z.number(),
  ownerName: z.string().nullable(),
  name: z.string(),
  /** The token's first characters, to recognise it. */
  shown: z.string(),
  readOnly: z.boolean(),
  /** The chosen permission keys; null on a read-only token. */
  permission: permissionMapSchema.nullable(),
  expiresAt: instant,
  lastUsedAt: instant.nullable(),
  createdAt: instant,
});
export type ApiToken = z.input<typeof apiTokenSchema>;

/** What `POST /apiTokens` answers: the token, this once, beside its row. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.input<typeof createdApiTokenSchema>;

/** `GET /apiTokens?userId=`: one person's tokens; without it, a manager's lists everyone's. */
export const apiTokensQuery = z.strictObject({ userId: idParam('userId').optional() }, { error: unknownParams });

const RULE = "A signed-in session (an API token cannot see or make tokens): one's own tokens; a manager's, anyone's.";

/**
 * Personal access tokens (issue 36): made in the profile, sent as `Authorization: Bearer
 * bo_pat_…`, acting as their owner within their grant.
 */
export const apiTokensEndpoints = [
  endpoint({
    method: 'GET',
    path: '/apiTokens',
    access: access.rules(RULE),
    sessionOnly: true,
    summary:
      "The caller's tokens, newest first; a manager gets everyone's, or one person's with userId (403 for another's to anyone else).",
    tag,
    query: apiTokensQuery,
    response: z.object({ results: z.array(apiTokenSchema) }),
  }),
  endpoint({
    method: 'POST',
    path: '/apiTokens',
    access: access.rules(RULE),
    sessionOnly: true,
    summary:
      "Makes a token of the caller's: read-only, or holding the chosen permission keys (each one the caller holds, 403 otherwise), until expiresAt (at most a year ahead). The answer carries the token itself, which is shown this once.",
    tag,
    body: createApiTokenBody,
    response: createdApiTokenSchema,
    status: 201,
  }),
  endpoint({
    method: 'DELETE',
    path: '/apiTokens/:id',
    access: access.rules(RULE),
    sessionOnly: true,
    summary: 'Revokes a token at once, on every server: its owner or a manager; 404 for a token the caller cannot see.',
    tag,
    params: idParams,
    response: successSchema,
  }),
] as const;
