import { MAX_SEARCH_LENGTH } from '../../../shared/api/listQuery';

/** The palette's groups, in the order they are listed: screens first, then the records found. */
export const PALETTE_GROUPS = ['screens', 'orders', 'customers', 'users'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** One entry of the command palette: a screen or a record, and the path Enter opens. */
export interface PaletteItem {
  /** Unique in the palette: `{group}:{id or menu key}`. */
  readonly key: string;
  readonly group: PaletteGroup;
  /** Blueprint icon name. */
  readonly icon: string;
  readonly text: string;
  /** Secondary text at the right (an order's code, a user's email). */
  readonly label?: string;
  readonly path: string;
}

/** What the user typed: the text for the searches, and the order id when it is a number (`12`, `#12`). */
export interface PaletteQuery {
  readonly text: string;
  readonly orderId: number | null;
}

/** Fewest characters that start a record search; an order id searches from its first digit. */
export const MIN_RECORD_SEARCH = 2;

export function parsePaletteQuery(raw: string): PaletteQuery {
  const text = raw.trim().slice(0, MAX_SEARCH_LENGTH);
  const digits = /^#?(\d{1,9})$/.exec(text)?.[1];
  const id = digits === undefined ? 0 : Number(digits);
  return { text: digits === undefined ? text : digits, orderId: id > 0 ? id : null };
}

/** True when `query` is long enough to search records: an order id, or {@link MIN_RECORD_SEARCH} characters. */
export function searchesRecords(query: PaletteQuery): boolean {
  return query.orderId !== null || query.text.length >= MIN_RECORD_SEARCH;
}

/** The items of every group in {@link PALETTE_GROUPS} order, each key once (an order found by id and by code). */
export function orderedItems(groups: Partial<Record<PaletteGroup, readonly PaletteItem[]>>): PaletteItem[] {
  const seen = new Set<string>();
  const items: PaletteItem[] = [];
  for (const group of PALETTE_GROUPS) {
    for (const item of groups[group] ?? []) {
      if (item.group !== group || seen.has(item.key)) continue;
      seen.add(item.key);
      items.push(item);
    }
  }
  return items;
}

/** A group's header and its items with their index in the whole list (the palette's keyboard order). */
export interface PaletteSection {
  readonly group: PaletteGroup;
  readonly entries: readonly { readonly item: PaletteItem; readonly index: number }[];
}

/** Consecutive items of one group under one header, in list order. */
export function sectionsOf(items: readonly PaletteItem[]): PaletteSection[] {
  const sections: { group: PaletteGroup; entries: { item: PaletteItem; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const last = sections.at(-1);
    if (last?.group === item.group) last.entries.push({ item, index });
    else sections.push({ group: item.group, entries: [{ item, index }] });
  });
  return sections;
}
