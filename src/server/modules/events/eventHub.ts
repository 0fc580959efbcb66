import { EVENT_RETENTION, type ServerEvent } from '../../../shared/api/events';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { getResource, type ResourceDef } from '../../../shared/domain/resources';
import type { AuthUser } from '../../plugins/auth';
import { eventFor, orderIdOf, type Reach } from './eventAudience';
import type { AuditRow, EventsRepository } from './events.repository';

/** One open event stream: whose it is (kept current by the stream) and where its events go. */
export interface EventSubscriber {
  user: AuthUser;
  deliver(event: ServerEvent): void;
}

/** What a reconnecting client is owed: the events it missed, or `reset` when they are past keeping. */
export type Replay = { readonly kind: 'events'; readonly events: ServerEvent[] } | { readonly kind: 'reset' };

/** Audit ids read per query while dispatching. */
const BATCH = 500;

const RETENTION_MS = EVENT_RETENTION.hours * 3_600_000;

/**
 * The server instance's side of the live events. It hears each committed write's audit ids
 * (`NOTIFY` on the database, so writes made through any instance), reads those rows once, and
 * hands every open stream the events its user may see (`eventFor`).
 */
export class EventHub {
  private readonly subscribers = new Set<EventSubscriber>();
  private readonly pending: number[] = [];
  private running = false;
  /** The newest audit id dispatched: where to catch up from after the listener reconnects. */
  private highest = 0;

  constructor(
    private readonly repo: EventsRepository,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.highest = await this.repo.lastId();
  }

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** A notification's payload: comma-separated audit ids. */
  notice(payload: string): void {
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isInteger(id) && id > 0) this.pending.push(id);
    }
    void this.run();
  }

  /** After the listener reconnected: dispatch whatever was written meanwhile. */
  resumed(): void {
    void this.catchUp();
  }

  /** The events after `lastEventId` that `user` may see, if the server still keeps them all. */
  async replay(user: AuthUser, lastEventId: number, now = new Date()): Promise<Replay> {
    const rows = await this.repo.after(lastEventId, EVENT_RETENTION.maxEvents + 1);
    const tooOld = rows.length > 0 && now.getTime() - rows[0].createdAt.getTime() > RETENTION_MS;
    const fromTheFuture = rows.length === 0 && lastEventId > (await this.repo.lastId());
    if (rows.length > EVENT_RETENTION.maxEvents || tooOld || fromTheFuture) return { kind: 'reset' };
    return { kind: 'events', events: await this.eventsFor(user, rows) };
  }

  /** The rows as `user` may see them. */
  async eventsFor(user: AuthUser, rows: readonly AuditRow[]): Promise<ServerEvent[]> {
    const orders = await this.repo.orderBriefs(orderIdsOf(rows));
    const reach = await this.reachOf(user, rows, orders);
    return rows.flatMap((row) => eventFor(user, row, reach) ?? []);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const ids = [...new Set(this.pending.splice(0, BATCH))];
        // With no stream open nobody is owed these rows: note how far the writes went (where a
        // catch-up starts) without reading them. Most writes of a busy office meet an instance
        // that holds no stream, and each instance hears every write.
        if (this.subscribers.size === 0) this.highest = Math.max(this.highest, ...ids);
        else await this.dispatch(await this.repo.byIds(ids));
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.running = false;
    }
  }

  private async catchUp(): Promise<void> {
    try {
      for (;;) {
        const rows = await this.repo.after(this.highest, BATCH);
        if (rows.length === 0) return;
        await this.dispatch(rows);
      }
    } catch (error) {
      this.onError(error);
    }
  }

  private async dispatch(rows: readonly AuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    this.highest = Math.max(this.highest, ...rows.map((row) => row.id));
    if (this.subscribers.size === 0) return;
    const orders = await this.repo.orderBriefs(orderIdsOf(rows));
    // Streams of one user see the same: work it out once per user.
    const byUser = new Map<number, EventSubscriber[]>();
    for (const subscriber of this.subscribers) {
      const list = byUser.get(subscriber.user.id) ?? [];
      list.push(subscriber);
      byUser.set(subscriber.user.id, list);
    }
    for (const streams of byUser.values()) {
      const user = streams[0].user;
      const reach = await this.reachOf(user, rows, orders);
      for (const row of rows) {
        const event = eventFor(user, row, reach);
        if (event) for (const stream of streams) stream.deliver(event);
      }
    }
  }

  /** Which rows of the batch the user's record scopes reach, one query per scoped resource. */
  private async reachOf(user: AuthUser, rows: readonly AuditRow[], orders: Reach['orders']): Promise<Reach> {
    const idsByResource = new Map<ResourceDef, Set<number>>();
    const add = (def: ResourceDef | undefined, id: number | null) => {
      if (!def || id === null) return;
      const ids = idsByResource.get(def) ?? new Set<number>();
      ids.add(id);
      idsByResource.set(def, ids);
    };
    for (const row of rows) {
      add(getResource(row.resource), row.recordId);
      add(getResource('orders'), orderIdOf(row));
    }
    const reached = new Map<ResourceDef, ReadonlySet<number> | 'all'>();
    for (const [def, ids] of idsByResource) {
      if (mayDo(user, def, 'get')) reached.set(def, await this.repo.inScope(user, def, [...ids]));
    }
    return {
      reaches: (def, id) => {
        const scope = reached.get(def);
        return scope === 'all' || (scope?.has(id) ?? false);
      },
      orders,
    };
  }
}

function orderIdsOf(rows: readonly AuditRow[]): number[] {
  return [...new Set(rows.map(orderIdOf).filter((id): id is number => id !== null))];
}
