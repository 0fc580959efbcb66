import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import type { EntryValues, ImportedCard, OrderRow, OrderValues, OrdersRepository } from './orders.repository';

/** The orders repository in memory, for the orders services' unit tests. */
export class FakeOrders implements OrdersRepository {
  orders = new Map<number, OrderRow>();
  entries: Record<string, unknown>[] = [];
  claims = new Map<string, ImportedCard>();
  private nextId = 41;

  transaction<T>(work: (tx: OrdersRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  findLiveOrder(_user: AuthUser, id: number) {
    const order = this.orders.get(id);
    return Promise.resolve(order && !order.isDelete ? order : null);
  }
  updateLiveOrder(id: number, values: Partial<OrderValues>, expectedUpdatedAt: Date | null) {
    const order = this.orders.get(id);
    if (!order || order.isDelete) return Promise.resolve(null);
    if (expectedUpdatedAt && order.updatedAt.getTime() !== expectedUpdatedAt.getTime()) return Promise.resolve(null);
    const row = { ...order, ...values, updatedAt: new Date(order.updatedAt.getTime() + 1_000) };
    this.orders.set(id, row);
    return Promise.resolve(row);
  }
  nextOrderId() {
    return Promise.resolve(this.nextId++);
  }
  insertOrder(values: OrderValues, firstEntry: EntryValues) {
    this.entries.push(firstEntry);
    const row = { ...values, isDelete: false } as OrderRow;
    this.orders.set(row.id, row);
    return Promise.resolve(row);
  }
  /** Changes a stored order, as a later edit would. */
  change(id: number, values: Partial<OrderValues>) {
    this.orders.set(id, { ...this.orders.get(id)!, ...values });
  }
  audited: AuditEntry[] = [];
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
  claimImportedCard(card: ImportedCard) {
    const key = `${card.source}/${card.cardId}`;
    if (this.claims.has(key)) return Promise.resolve(false);
    this.claims.set(key, card);
    return Promise.resolve(true);
  }
}
