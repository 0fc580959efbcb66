import { Icon } from '@blueprintjs/core';
import { ColumnHeaderCell } from '@blueprintjs/table';
import { ColumnHeaderMenu } from './ColumnHeaderMenu';
import type { ColumnSpec } from './columns';
import type { ListState, SetListState } from './listState';

/**
 * The header cell of a list table column: its name with sort and filter marks, and the sort and
 * filter menu when `column` has either. A plain function, for Table2 clones the cell it gets.
 */
export function listHeaderCell(name: string, column: ColumnSpec | null, state: ListState, onStateChange: SetListState) {
  const sorted = column && state.sort?.field === column.name ? state.sort : null;
  const filtered = column !== null && Object.hasOwn(state.filters, column.name);
  return (
    <ColumnHeaderCell
      name={name}
      nameRenderer={(text) => (
        <span className="bo-header-name" title={text}>
          <span className="bo-header-text">{text}</span>
          {sorted && <Icon icon={sorted.desc ? 'sort-desc' : 'sort-asc'} size={12} />}
          {filtered && <Icon icon="filter" size={12} />}
        </span>
      )}
      menuRenderer={
        column && (column.sortable || column.filter)
          ? () => <ColumnHeaderMenu column={column} state={state} onChange={onStateChange} />
          : undefined
      }
    />
  );
}
