import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ColumnSpec } from './columns';
import { FilterInput } from '../components/form/FilterInput';
import { FilterSection } from './FilterSection';
import type { ListState, SetListState } from './listState';
import { withFilter } from './listState';
import { useLabels } from '../components/labels/useLabels';

export interface ListFilterPanelProps {
  readonly resource: string;
  readonly columns: readonly ColumnSpec[];
  readonly state: ListState;
  readonly onChange: SetListState;
  /** Start folded (narrow screens) unless a filter is set. */
  readonly folded?: boolean;
  /** A page's own filters after the columns' (the orders list's "Late at its stage"). @default none */
  readonly children?: ReactNode;
}

/** The list's Filter panel (spec section 2): one input per filterable column, kept in the URL. */
export function ListFilterPanel(props: ListFilterPanelProps) {
  const { resource, columns, state, onChange, folded = false, children } = props;
  const { fieldLabel } = useLabels();
  if (columns.length === 0 && !children) return null;
  return (
    <FilterSection state={state} onChange={onChange} folded={folded}>
      {columns.map((column) => {
        const id = `filter-${resource}-${column.name}`;
        return (
          <FormGroup key={column.name} label={fieldLabel(column.name, resource)} labelFor={id}>
            <FilterInput
              id={id}
              column={column}
              values={state.filters[column.name] ?? []}
              onChange={(values) => onChange((latest) => withFilter(latest, column.name, values))}
            />
          </FormGroup>
        );
      })}
      {children}
    </FilterSection>
  );
}
