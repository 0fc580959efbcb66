import type { CustomerActivity } from '../../../shared/api/endpoints/customerActivities';
import type { CustomerActivityKind } from '../../../shared/domain/customerActivity';
import type { AuditAction } from '../../../shared/domain/enums';

/**
 * The kinds of a customer's activity log (spec section 2's detail labels), in their order:
 * - `package`: a package the customer bought (who: its dealer);
 * - `productAttended`: a finished product an order of theirs reused (`orders.productsId`);
 * - `orderRequested`: an order of theirs (who: its sale);
 * - `note`, `email`: the record's note or email set or changed (from the audit trail);
 * - `callLog`: what staff wrote down on their orders (order comments without a rating);
 * - `summary`: every change of the record itself (created, fields updated, deleted, restored);
 * - `createdProduct`: a product made for one of their orders (who: its creator);
 * - `comment`: a review of the customer, with its stars (who: the reviewer);
 * - `call`, `emailSent`, `meeting`: what staff logged on the customer (who: the author, who
 *   alone edits it).
 */
export const ACTIVITY_KINDS = [
  'call',
  'emailSent',
  'meeting',
  'package',
  'productAttended',
  'orderRequested',
  'note',
  'email',
  'callLog',
  'summary',
  'createdProduct',
  'comment',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The log's kind of each logged activity kind (`email` is taken by the record's email field). */
export const LOGGED_KINDS: Readonly<Record<CustomerActivityKind, ActivityKind>> = {
  call: 'call',
  email: 'emailSent',
  meeting: 'meeting',
};

/** A person as the lists embed them. */
type Person = { readonly displayName?: string | null } | null | undefined;

/** One line of the log: what happened, who did it and when. */
export interface ActivityEntry {
  /** Unique in the log. */
  readonly key: string;
  readonly kind: ActivityKind;
  /** ISO time. */
  readonly at: string;
  /** Who did it; null when no one is recorded. */
  readonly who: string | null;
  /** The entry's text: a package's or order's name, a note, an email, a comment. */
  readonly text: string | null;
  /** Where the entry leads (an order, a package), or null. */
  readonly link: string | null;
  /** A review's stars. */
  readonly rate?: number | null;
  /** A `summary` entry's audit action and the fields a change touched. */
  readonly action?: AuditAction;
  readonly fields?: readonly string[];
  /** A logged activity as stored: its author edits it from the log. */
  readonly activity?: CustomerActivity;
}

/** An audit event of the customer record (`auditEvents` filtered on it), with its author. */
export interface AuditLike {
  readonly id: number;
  readonly createdAt: string;
  readonly action: AuditAction;
  readonly user?: Person;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
}

/** What the log is built from: each list is empty when the viewer may not read it. */
export interface ActivitySources {
  readonly audit: readonly AuditLike[];
  readonly packages: readonly { id: number; name: string; createdAt: string; dealer?: Person }[];
  readonly orders: readonly { id: number; code: string | null; name: string; createdAt: string; sale?: Person }[];
  readonly attendedProducts: readonly { id: number; name: string; createdAt: string; creator?: Person }[];
  readonly createdProducts: readonly { id: number; name: string; createdAt: string; creator?: Person }[];
  readonly orderNotes: readonly {
    id: number;
    content: string;
    createdAt: string;
    orderId: number | null;
    reviewer?: Person;
  }[];
  readonly reviews: readonly {
    id: number;
    content: string;
    rate: number | null;
    createdAt: string;
    reviewer?: Person;
  }[];
  /** Calls, emails and meetings staff logged. */
  readonly logged: readonly CustomerActivity[];
}

const nameOf = (person: Person): string | null => person?.displayName ?? null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The note, email and summary lines of one audit event of the record. */
function auditEntries(event: AuditLike): ActivityEntry[] {
  const base = { at: event.createdAt, who: nameOf(event.user), link: null };
  const after = event.after ?? {};
  const fields = Object.keys(event.action === 'delete' ? (event.before ?? {}) : after);
  const entries: ActivityEntry[] = [
    { ...base, key: `summary/${event.id}`, kind: 'summary', text: null, action: event.action, fields },
  ];
  if (event.action === 'create' || event.action === 'update') {
    if ('note' in after) entries.push({ ...base, key: `note/${event.id}`, kind: 'note', text: text(after.note) });
    if ('email' in after) entries.push({ ...base, key: `email/${event.id}`, kind: 'email', text: text(after.email) });
  }
  return entries;
}

/** Every entry of a customer's activity log, newest first. */
export function buildActivityLog(sources: ActivitySources): ActivityEntry[] {
  const entries: ActivityEntry[] = [
    ...sources.audit.flatMap(auditEntries),
    ...sources.packages.map((p): ActivityEntry => ({
      key: `package/${p.id}`,
      kind: 'package',
      at: p.createdAt,
      who: nameOf(p.dealer),
      text: p.name,
      link: `/packages/${p.id}/show`,
    })),
    ...sources.orders.map((o): ActivityEntry => ({
      key: `order/${o.id}`,
      kind: 'orderRequested',
      at: o.createdAt,
      who: nameOf(o.sale),
      text: `${o.code ?? `#${o.id}`} · ${o.name}`,
      link: `/orders/${o.id}/edit`,
    })),
    ...sources.attendedProducts.map((p): ActivityEntry => ({
      key: `attended/${p.id}`,
      kind: 'productAttended',
      at: p.createdAt,
      who: nameOf(p.creator),
      text: p.name,
      link: null,
    })),
    ...sources.createdProducts.map((p): ActivityEntry => ({
      key: `created/${p.id}`,
      kind: 'createdProduct',
      at: p.createdAt,
      who: nameOf(p.creator),
      text: p.name,
      link: null,
    })),
    ...sources.orderNotes.map((c): ActivityEntry => ({
      key: `call/${c.id}`,
      kind: 'callLog',
      at: c.createdAt,
      who: nameOf(c.reviewer),
      text: c.content,
      link: c.orderId === null ? null : `/orders/${c.orderId}/edit`,
    })),
    ...sources.reviews.map((c): ActivityEntry => ({
      key: `comment/${c.id}`,
      kind: 'comment',
      at: c.createdAt,
      who: nameOf(c.reviewer),
      text: c.content,
      link: null,
      rate: c.rate,
    })),
    ...sources.logged.map((a): ActivityEntry => ({
      key: `logged/${a.id}`,
      kind: LOGGED_KINDS[a.kind],
      at: a.at,
      who: a.authorName,
      text: a.summary,
      link: a.orderId === null ? null : `/orders/${a.orderId}/edit`,
      activity: a,
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));
}

/** How many entries of each kind the log holds (the filter's counts). */
export function countByKind(entries: readonly ActivityEntry[]): Record<ActivityKind, number> {
  const counts = Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, 0])) as Record<ActivityKind, number>;
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}
