import { z } from 'zod';
import { RESOURCE_NAMES, type ResourceName } from '../../domain/resources';
import { instant } from '../../domain/rowSchema';
import { savedViewNameSchema, savedViewStateSchema } from '../../domain/savedView';
import { idSchema } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { unknownParams } from '../listQuery';
import { idParams, requestBody, successSchema, versionField } from './common';

const tag = 'Saved views';

/** A list of the registry, named by its resource. */
const listResource = z.enum(RESOURCE_NAMES as [ResourceName, ...ResourceName[]], {
  error: (issue) =>
    issue.input === undefined ? 'Name the list (resource).' : `There is no list named ${JSON.stringify(issue.input)}.`,
});

/** Who shares the view: nobody (null), or the people of one role. */
const sharedRole = idSchema().nullable();

/** `GET /savedViews?resource=orders` */
export const savedViewsQuery = z.strictObject({ resource: listResource }, { error: unknownParams });

/** `POST /savedViews`: a new view of one list, the caller's own, shared with a role when `roleId` is given. */
export const createSavedViewBody = requestBody({
  resource: listResource,
  name: savedViewNameSchema(),
  state: savedViewStateSchema,
  roleId: sharedRole.optional(),
});
export type CreateSavedViewBody = z.input<typeof createSavedViewBody>;

/** `PUT /savedViews/{id}`: a new name, the list's current state, or another role (null: no longer shared). */
export const updateSavedViewBody = requestBody({
  name: savedViewNameSchema().optional(),
  state: savedViewStateSchema.optional(),
  roleId: sharedRole.optional(),
  ...versionField,
}).refine((body) => body.name !== undefined || body.state !== undefined || body.roleId !== undefined, {
  error: 'Send a name, a state or a role to change.',
});
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBody>;

/** A view as stored, with the names of its owner and of the role it is shared with. */
export const savedViewSchema = z.object({
  id: z.number(),
  userId: z.number(),
  ownerName: z.string().nullable(),
  resource: z.string(),
  name: z.string(),
  // Read back as stored: a later, tighter limit must not make an old view unreadable.
  state: z.object({
    q: z.string(),
    sort: z.object({ field: z.string(), desc: z.boolean() }).nullable(),
    limit: z.number(),
    filters: z.record(z.string(), z.array(z.string())),
    hidden: z.array(z.string()).optional(),
  }),
  roleId: z.number().nullable(),
  roleName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type SavedView = z.input<typeof savedViewSchema>;

const RULE =
  "The list's own get permission (403 otherwise, and for lists hidden from outsourced users); changes and deletion only by the view's owner or a manager.";

/**
 * Saved list views (issue 12): a list's search, filters, sort, page size and hidden columns kept under a name,
 * for oneself or shared with a role, and chosen from the list's header.
 */
export const savedViewsEndpoints = [
  endpoint({
    method: 'GET',
    path: '/savedViews',
    access: access.rules(RULE),
    summary:
      "The caller's views of a list and those shared with the caller's role (a manager: with any role), by name.",
    tag,
    query: savedViewsQuery,
    response: z.object({ results: z.array(savedViewSchema) }),
  }),
  endpoint({
    method: 'POST',
    path: '/savedViews',
    access: access.rules(RULE),
    summary:
      "Saves a view of a list, owned by the caller; roleId shares it with a role (one's own role; a manager any). 409 when the caller already has a view of that name for the list.",
    tag,
    body: createSavedViewBody,
    response: savedViewSchema,
    status: 201,
  }),
  endpoint({
    method: 'PUT',
    path: '/savedViews/:id',
    access: access.rules(RULE),
    summary:
      'Renames a view, overwrites its state or changes whom it is shared with: its owner or a manager (403); 404 for a view the caller cannot see; 409 for a taken name or a stale updatedAt.',
    tag,
    params: idParams,
    body: updateSavedViewBody,
    response: savedViewSchema,
  }),
  endpoint({
    method: 'DELETE',
    path: '/savedViews/:id',
    access: access.rules(RULE),
    summary: 'Deletes a view: its owner or a manager (403); 404 for a view the caller cannot see.',
    tag,
    params: idParams,
    response: successSchema,
  }),
] as const;
