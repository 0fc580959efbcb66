import { Button, ButtonVariant, FormGroup, Section, SectionCard, Size } from '@blueprintjs/core';
import type { ColumnSpec } from './columns';
import { FilterInput } from '../components/form/FilterInput';
import type { ListState } from './listState';
import { withFilter } from './listState';
import { useLabels } from '../components/labels/useLabels';

export interface ListFilterPanelProps {
  readonly resource: string;
  readonly columns: readonly ColumnSpec[];
  readonly state: ListState;
  readonly onChange: (next: ListState) => void;
  /** Start folded (narrow screens) unless a filter is set. */
  readonly folded?: boolean;
}

/** The list's Filter panel (spec section 2): one input per filterable column, kept in the URL. */
export function ListFilterPanel({ resource, columns, state, onChange, folded = false }: ListFilterPanelProps) {
  const { t, fieldLabel } = useLabels();
  if (columns.length === 0) return null;
  const active = Object.keys(state.filters).length > 0;
  return (
    <Section
      className="bo-filter-panel"
      title={t('list.filter')}
      icon="filter"
      compact
      collapsible
      collapseProps={{ defaultIsOpen: active || !folded }}
      rightElement={
        active ? (
          <Button
            size={Size.SMALL}
            variant={ButtonVariant.MINIMAL}
            icon="filter-remove"
            text={t('list.clearFilters')}
            onClick={(e) => {
              e.stopPropagation();
              onChange({ ...state, filters: {}, page: 1 });
            }}
          />
        ) : undefined
      }
    >
      <SectionCard className="bo-filter-grid">
        {columns.map((column) => {
          const id = `filter-${resource}-${column.name}`;
          return (
            <FormGroup key={column.name} label={fieldLabel(column.name, resource)} labelFor={id}>
              <FilterInput
                id={id}
                column={column}
                values={state.filters[column.name] ?? []}
                onChange={(values) => onChange(withFilter(state, column.name, values))}
              />
            </FormGroup>
          );
        })}
      </SectionCard>
    </Section>
  );
}
