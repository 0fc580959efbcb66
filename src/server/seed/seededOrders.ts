import type { Db } from '../db/connection';
import * as s from '../db/schema';

/** What the activity seeds need to know of each order. */
export interface SeededOrder {
  readonly id: number;
  readonly customerId: number;
  readonly saleId: number;
  readonly designerId: number | null;
  readonly status: string;
  readonly dealPrice: number;
  readonly priceOrder: number;
  readonly createdAt: Date;
}

export async function loadSeededOrders(db: Db): Promise<SeededOrder[]> {
  return (await db
    .select({
      id: s.orders.id,
      customerId: s.orders.customerId,
      saleId: s.orders.saleId,
      designerId: s.orders.designerId,
      status: s.orders.status,
      dealPrice: s.orders.dealPrice,
      priceOrder: s.orders.priceOrder,
      createdAt: s.orders.createdAt,
    })
    .from(s.orders)
    .orderBy(s.orders.id)) as SeededOrder[];
}
