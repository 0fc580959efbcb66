import type { ReactNode } from 'react';
import type { ColumnSpec } from './columns';
import type { TableColumn } from './ListTable';

/**
 * A column a feature writes for its own list (orders, customers): a key, a natural width, the
 * field its header sorts and filters on, and its cell from the row and what the cells share.
 */
export interface KeyedColumn<R, C> {
  /** The column's id, and what its header's label is looked up by. */
  readonly key: string;
  readonly width: number;
  /** Field the header sorts and filters on; no header menu without it. */
  readonly field?: string;
  readonly render: (row: R, ctx: C) => ReactNode;
}

/** The {@link TableColumn}s of keyed columns: headers named by `title`, menus from `spec`, cells given `ctx`. */
export function keyedTableColumns<R, C>(
  columns: readonly KeyedColumn<R, C>[],
  ctx: C,
  title: (key: string) => string,
  spec: (field: string) => ColumnSpec,
): TableColumn<R>[] {
  return columns.map((column) => ({
    id: column.key,
    title: title(column.key),
    spec: column.field ? spec(column.field) : null,
    width: column.width,
    render: (row) => column.render(row, ctx),
  }));
}
