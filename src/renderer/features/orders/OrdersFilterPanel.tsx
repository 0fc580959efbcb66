import { FormGroup, Switch, Tag } from '@blueprintjs/core';
import { canList, type Principal } from '../../../shared/domain/permissions';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { useLabels } from '../../components/labels/useLabels';
import { ListFilterPanel, withFilter, type ColumnSpec, type ListState, type SetListState } from '../../engine';
import { HELD_BY_FILTER, heldByOf, isLateFilterOn, LATE_FILTER } from './ordersListQuery';

export interface OrdersFilterPanelProps {
  readonly user: Principal;
  readonly columns: readonly ColumnSpec[];
  readonly state: ListState;
  readonly onChange: SetListState;
  /** Start folded (narrow screens) unless a filter is set. */
  readonly folded: boolean;
}

/**
 * The orders list's Filter panel: the fields' filters of spec section 2, "Late at its stage"
 * (deadlines per stage) and, for staff, the department holding the current stage.
 */
export function OrdersFilterPanel({ user, columns, state, onChange, folded }: OrdersFilterPanelProps) {
  const { t } = useLabels();
  const heldBy = heldByOf(state);
  return (
    <ListFilterPanel resource="orders" columns={columns} state={state} onChange={onChange} folded={folded}>
      {!user.isOutsource && (canList(user, 'departments') || heldBy !== null) && (
        <FormGroup label={t('orders.stage.heldBy')} labelFor="filter-orders-heldBy">
          {canList(user, 'departments') ? (
            <ReferenceSelect
              id="filter-orders-heldBy"
              resource="departments"
              fill
              value={heldBy}
              onChange={(id) =>
                onChange((latest) => withFilter(latest, HELD_BY_FILTER, id === null ? [] : [String(id)]))
              }
            />
          ) : (
            heldBy !== null && (
              <Tag
                id="filter-orders-heldBy"
                large
                onRemove={() => onChange((latest) => withFilter(latest, HELD_BY_FILTER, []))}
              >
                {t('orders.stage.department', { id: heldBy })}
              </Tag>
            )
          )}
        </FormGroup>
      )}
      <FormGroup label={t('orders.stage.deadline')} labelFor="filter-orders-late">
        <Switch
          id="filter-orders-late"
          data-testid="filter-late"
          checked={isLateFilterOn(state)}
          label={t('orders.stage.lateOnly')}
          onChange={(e) => {
            const late = e.currentTarget.checked;
            onChange((latest) => withFilter(latest, LATE_FILTER, late ? ['1'] : []));
          }}
        />
      </FormGroup>
    </ListFilterPanel>
  );
}
