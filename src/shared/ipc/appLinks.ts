import { z } from 'zod';

/**
 * Links into the app: the `backoffice://` deep links mail and chat carry, and the paths a
 * notification opens. Only a record page of orders, customers or users is ever opened this
 * way; main validates a link before anything is navigated.
 */

export const APP_PROTOCOL = 'backoffice';

const LINKED = ['orders', 'customers', 'users'] as const;
export type LinkedResource = (typeof LINKED)[number];

/** The app path of a record's page. */
export const recordPath = (resource: LinkedResource, id: number): string => `/${resource}/${id}/edit`;

/** A path the app may be sent to from outside the window: a record page. */
export const appLinkPathSchema = z
  .string()
  .max(64)
  .regex(/^\/(orders|customers|users)\/[1-9]\d{0,9}\/edit$/, 'must be a record page');

const MAX_ID = 2_147_483_647;

/**
 * The app path of `backoffice://orders/12` (also `backoffice://orders/12/`, `backoffice:///orders/12`),
 * or null for anything else: another scheme, another kind of record, a query, credentials or a malformed id.
 */
export function pathOfDeepLink(link: string): string | null {
  if (typeof link !== 'string' || link.length > 200) return null;
  const match = /^backoffice:\/\/\/?([a-z]+)\/([1-9]\d{0,9})\/?$/.exec(link);
  if (!match) return null;
  const [, resource, rawId] = match;
  const id = Number(rawId);
  if (!(LINKED as readonly string[]).includes(resource) || id > MAX_ID) return null;
  return recordPath(resource as LinkedResource, id);
}

/** The first deep link among a process's arguments (Windows and Linux pass it there), as an app path. */
export function pathOfArgv(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (arg.startsWith(`${APP_PROTOCOL}:`)) return pathOfDeepLink(arg);
  }
  return null;
}

/** A system notification the renderer asks for; clicking it opens `path`. */
export const notifySchema = z.strictObject({
  title: z.string().min(1).max(120),
  body: z.string().max(300),
  path: appLinkPathSchema,
});
export type NotifyInput = z.infer<typeof notifySchema>;
