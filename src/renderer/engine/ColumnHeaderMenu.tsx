import { Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import type { ColumnSpec } from './columns';
import { FilterInput } from '../components/form/FilterInput';
import { withFilter, type ListState, type SetListState } from './listState';
import { useLabels } from '../components/labels/useLabels';

export interface ColumnHeaderMenuProps {
  readonly column: ColumnSpec;
  readonly state: ListState;
  readonly onChange: SetListState;
}

/** A column header's menu: sort ascending or descending, and the column's own filter (spec section 2). */
export function ColumnHeaderMenu({ column, state, onChange }: ColumnHeaderMenuProps) {
  const { t } = useLabels();
  const sorted = state.sort?.field === column.name ? state.sort : null;
  const sortBy = (desc: boolean | null) =>
    onChange((latest) => ({ ...latest, page: 1, sort: desc === null ? null : { field: column.name, desc } }));
  return (
    <Menu>
      {column.sortable && (
        <>
          <MenuItem
            icon="sort-asc"
            text={t('list.sortAsc')}
            active={sorted?.desc === false}
            onClick={() => sortBy(false)}
          />
          <MenuItem
            icon="sort-desc"
            text={t('list.sortDesc')}
            active={sorted?.desc === true}
            onClick={() => sortBy(true)}
          />
          {sorted && <MenuItem icon="cross" text={t('list.clearSort')} onClick={() => sortBy(null)} />}
        </>
      )}
      {column.filter && (
        <>
          <MenuDivider title={t('list.filter')} />
          <li className={`bo-header-filter ${Classes.POPOVER_DISMISS_OVERRIDE}`}>
            <FilterInput
              column={column}
              values={state.filters[column.name] ?? []}
              onChange={(values) => onChange((latest) => withFilter(latest, column.name, values))}
            />
          </li>
        </>
      )}
    </Menu>
  );
}
