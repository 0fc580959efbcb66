import { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { AuditAction } from '../../../shared/domain/enums';
import type { Principal } from '../../../shared/domain/permissions';
import { getResource } from '../../../shared/domain/resources';
import { canAccessRoute } from '../../../shared/domain/routeAccess';

/** How an action's tag looks: a colour (intent) and an icon per action. */
export interface ActionStyle {
  readonly intent: Intent;
  readonly icon: IconName;
  /** Extra class where the five intents run out (workflow steps are violet). */
  readonly className?: string;
}

export const ACTION_STYLE: Readonly<Record<AuditAction, ActionStyle>> = {
  create: { intent: Intent.SUCCESS, icon: 'add' },
  update: { intent: Intent.PRIMARY, icon: 'edit' },
  delete: { intent: Intent.DANGER, icon: 'trash' },
  redo: { intent: Intent.WARNING, icon: 'undo' },
  permission: { intent: Intent.NONE, icon: 'key', className: 'bo-audit-tag-permission' },
  workflow: { intent: Intent.NONE, icon: 'flows', className: 'bo-audit-tag-workflow' },
  password: { intent: Intent.NONE, icon: 'lock' },
  late: { intent: Intent.WARNING, icon: 'time' },
};

/** The page of a record: an order's edit page, any other resource's show page; null when it has none. */
export function recordPath(resource: string, id: number | null | undefined): string | null {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || !getResource(resource)) return null;
  return resource === 'orders' ? `/orders/${id}/edit` : `/auth/${resource}/${id}/show`;
}

/** The record's page when `user` may open it (spec section 6 route access), else null. */
export function openableRecordPath(user: Principal, resource: string, id: number | null | undefined): string | null {
  const path = recordPath(resource, id);
  return path !== null && canAccessRoute(user, path) ? path : null;
}

/** Longest JSON shown in a change before it is cut. */
export const JSON_PREVIEW_CHARS = 600;
/** Longest text shown in a change before it is cut. */
export const TEXT_PREVIEW_CHARS = 400;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A JSON value pretty-printed (two-space indent) and cut at `max` characters. */
export function jsonPreview(value: unknown, max = JSON_PREVIEW_CHARS): string {
  return cut(JSON.stringify(value, null, 2) ?? String(value), max);
}

/** Long text or rich text as plain text, cut at `max` characters. */
export function textPreview(value: unknown, html: boolean, max = TEXT_PREVIEW_CHARS): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const plain = html
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;
  return cut(plain, max);
}
