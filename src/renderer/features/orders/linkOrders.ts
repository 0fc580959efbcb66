/** Heading of the block that lists linked orders inside the customer requirements (spec section 2). */
export const LINK_ORDER_HEADING = 'Link Order';

/** One order to link: its id and name. */
export interface LinkedOrder {
  readonly id: number;
  readonly name: string;
}

const BLOCK = new RegExp(`<h3>${LINK_ORDER_HEADING}</h3><ul>[\\s\\S]*?</ul>`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The customer requirements with a 'Link Order' block naming `orders`: an existing block is
 * replaced, otherwise one is appended; no orders removes it.
 */
export function withLinkedOrders(html: string | null, orders: readonly LinkedOrder[]): string {
  const base = (html ?? '').replace(BLOCK, '');
  if (orders.length === 0) return base;
  const items = orders.map((o) => `<li>#${o.id} ${escapeHtml(o.name)}</li>`).join('');
  return `${base}<h3>${LINK_ORDER_HEADING}</h3><ul>${items}</ul>`;
}

/** Ids of the orders the requirements' 'Link Order' block names. */
export function linkedOrderIds(html: string | null): number[] {
  const block = BLOCK.exec(html ?? '')?.[0] ?? '';
  return [...block.matchAll(/<li>#(\d+)/g)].map((m) => Number(m[1]));
}
