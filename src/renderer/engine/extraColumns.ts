import type { ComponentType, ReactNode } from 'react';
import type { Row } from '../components/form/formValues';

/** A column a feature adds after a generic list's own (who deleted each row, and when). */
export interface ExtraColumn {
  /** Column id, unique in its list. */
  readonly id: string;
  /** Header text. */
  readonly title: string;
  /** Natural width in pixels, scaled with the others to fill the table. */
  readonly width: number;
  /** The cell of `row`. */
  readonly render: (row: Row) => ReactNode;
}

/** Props of {@link ExtraColumnsSource}: the page's rows in, the columns out through `children`. */
export interface ExtraColumnsProps {
  readonly resource: string;
  /** The rows of the page on screen. */
  readonly rows: readonly Row[];
  readonly children: (columns: readonly ExtraColumn[]) => ReactNode;
}

/**
 * A component that works out extra columns for the page on screen (it may fetch what they
 * show) and renders `children` with them; with nothing to add it hands over an empty list.
 */
export type ExtraColumnsSource = ComponentType<ExtraColumnsProps>;

/** No extra columns. */
export const NO_EXTRA_COLUMNS: readonly ExtraColumn[] = [];
