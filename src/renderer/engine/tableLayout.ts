import type { FieldType } from '../../shared/domain/fields';

/** Row height of the list table: room for a thumbnail or a tag. */
export const TABLE_ROW_HEIGHT = 36;
export const TABLE_HEADER_HEIGHT = 30;
export const ACTIONS_COLUMN_WIDTH = 116;

const BASE_WIDTH: Partial<Record<FieldType, number>> = {
  image: 72,
  images: 96,
  boolean: 84,
  rate: 104,
  color: 110,
  int: 90,
  number: 90,
  money: 130,
  date: 110,
  datetime: 150,
  enum: 150,
  text: 240,
  html: 240,
  refs: 200,
  list: 200,
};
const DEFAULT_WIDTH = 170;

export function baseColumnWidth(type: FieldType): number {
  return BASE_WIDTH[type] ?? DEFAULT_WIDTH;
}

/** Columns never shrink below this share of their natural width; past it the table scrolls sideways. */
export const MIN_SCALE = 0.7;
/** Room for a horizontal scrollbar under the rows. */
const SCROLLBAR_ROOM = 16;

/**
 * Widths of the actions column and each data column from their natural widths, scaled so the
 * table fills the container: wider when there is room, narrower (down to `minScale`) when there is not.
 */
export function columnWidths(base: readonly number[], available: number, minScale = MIN_SCALE): number[] {
  const needed = base.reduce((sum, w) => sum + w, 0);
  const room = available - ACTIONS_COLUMN_WIDTH - 2;
  const scale = needed > 0 ? Math.max(room / needed, minScale) : 1;
  return [ACTIONS_COLUMN_WIDTH, ...base.map((w) => Math.floor(w * scale))];
}

/** Height that shows every row of the page, plus room for a sideways scrollbar when columns overflow. */
export function tableHeight(rows: number, overflows: boolean, rowHeight = TABLE_ROW_HEIGHT): number {
  return TABLE_HEADER_HEIGHT + Math.max(rows, 1) * rowHeight + 2 + (overflows ? SCROLLBAR_ROOM : 0);
}
