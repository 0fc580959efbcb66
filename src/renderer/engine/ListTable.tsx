import { Cell, Column, Table2, TableLoadingOption, type ColumnProps } from '@blueprintjs/table';
import { useMemo, type DependencyList, type ReactElement, type ReactNode } from 'react';
import { columnWidths, MIN_SCALE, TABLE_ROW_HEIGHT, tableHeight } from './tableLayout';
import { useElementWidth } from '../components/useElementWidth';
import { useLabels } from '../components/labels/useLabels';

/** Props of {@link ListTable}. */
export interface ListTableProps {
  readonly testId: string;
  readonly rowCount: number;
  /** Natural widths of the data columns, scaled to fill the container. */
  readonly baseWidths: readonly number[];
  /** Columns never shrink below this share of their natural width. @default MIN_SCALE */
  readonly minScale?: number;
  /** @default TABLE_ROW_HEIGHT */
  readonly rowHeight?: number;
  readonly loading: boolean;
  /** The row actions of row `rowIndex`, in the first column. */
  readonly renderActions: (rowIndex: number) => ReactNode;
  /** What the cell renderers read, so the table redraws its cells when it changes. */
  readonly cellRendererDependencies: DependencyList;
  /** The data columns, after the actions column. */
  readonly children: ReactElement<ColumnProps>[];
  /** Ids of data columns the list's column chooser hid (`ListState.hidden`). @default none */
  readonly hidden?: readonly string[];
}

/** The wide-screen list frame: a Blueprint Table2 sized to its rows and its container's width. */
export function ListTable(props: ListTableProps) {
  const { testId, rowCount, minScale = MIN_SCALE, rowHeight = TABLE_ROW_HEIGHT, loading } = props;
  const { renderActions, cellRendererDependencies, hidden } = props;
  // A hidden column leaves the table with its width.
  const shown = hidden?.length ? props.children.map((c) => !hidden.includes(String(c.props.id))) : null;
  const children = shown ? props.children.filter((_, i) => shown[i]) : props.children;
  const baseWidths = useMemo(
    () => (shown ? props.baseWidths.filter((_, i) => shown[i]) : props.baseWidths),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` follows `hidden` and the children's ids.
    [props.baseWidths, hidden],
  );
  const { t } = useLabels();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const widths = useMemo(() => columnWidths(baseWidths, width, minScale), [baseWidths, width, minScale]);
  const overflows = widths.reduce((sum, w) => sum + w, 0) > width;

  return (
    <div
      ref={ref}
      className="bo-table"
      data-testid={testId}
      style={{ height: tableHeight(rowCount, overflows, rowHeight) }}
    >
      {width > 0 && (
        <Table2
          numRows={rowCount}
          columnWidths={widths}
          defaultRowHeight={rowHeight}
          enableRowHeader={false}
          enableFocusedCell={false}
          enableMultipleSelection={false}
          selectionModes={[]}
          loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
          cellRendererDependencies={cellRendererDependencies}
        >
          {[
            <Column
              key="actions"
              id="actions"
              name={t('list.actions')}
              cellRenderer={(i) => <Cell className="bo-cell">{renderActions(i)}</Cell>}
            />,
            ...children,
          ]}
        </Table2>
      )}
    </div>
  );
}
