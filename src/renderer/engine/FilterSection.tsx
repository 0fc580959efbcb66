import { Button, ButtonVariant, Section, SectionCard, Size } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ListState, SetListState } from './listState';
import { useLabels } from '../components/labels/useLabels';

export interface FilterSectionProps {
  readonly state: ListState;
  readonly onChange: SetListState;
  /** Start folded (narrow screens) unless a filter is set. @default false */
  readonly folded?: boolean;
  /** The filter inputs, one FormGroup each. */
  readonly children: ReactNode;
}

/** The Filter panel's frame (spec section 2): a foldable section with Clear filters while any is set. */
export function FilterSection({ state, onChange, folded = false, children }: FilterSectionProps) {
  const { t } = useLabels();
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
              onChange((latest) => ({ ...latest, filters: {}, page: 1 }));
            }}
          />
        ) : undefined
      }
    >
      <SectionCard className="bo-filter-grid">{children}</SectionCard>
    </Section>
  );
}
