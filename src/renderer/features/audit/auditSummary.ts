import { getResource } from '../../../shared/domain/resources';
import { auditDiff, auditField, type AuditChange } from './auditDiff';
import { textPreview } from './auditFormat';

/**
 * What the trail says of an event in one line, before translation: the fields a change
 * touched, or the name of the record a create or delete made or removed. The server's own
 * `summary` is English and stays a search key only.
 */
export type AuditSummary =
  | { readonly kind: 'fields'; readonly fields: readonly string[] }
  | { readonly kind: 'title'; readonly title: string }
  | { readonly kind: 'none' };

const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'html', 'email']);

/** Longest title a summary quotes. */
const TITLE_CHARS = 160;

/** The one-line reading of an audit event. */
export function auditSummary(change: AuditChange): AuditSummary {
  const diff = auditDiff(change);
  if (diff.rows.length === 0) return { kind: 'none' };
  const fields = diff.rows.map((row) => row.field);
  if (diff.mode === 'change') return { kind: 'fields', fields };

  const textOf = (field: string | undefined): string | null => {
    const type = field === undefined ? undefined : auditField(change.resource, field)?.type;
    const row = diff.rows.find((r) => r.field === field);
    const value = diff.mode === 'after' ? row?.after : row?.before;
    if (type === undefined || !TEXT_TYPES.has(type) || typeof value !== 'string') return null;
    const text = textPreview(value, type === 'html', TITLE_CHARS)
      .replace(/\s+/g, ' ')
      .trim();
    return text === '' ? null : text;
  };
  // The record's title, else its first text value (a comment's content), else the fields it had.
  const title = textOf(getResource(change.resource)?.titleField) ?? fields.map(textOf).find((t) => t !== null);
  return title ? { kind: 'title', title } : { kind: 'fields', fields };
}
