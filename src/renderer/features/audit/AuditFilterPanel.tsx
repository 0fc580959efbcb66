import { FormGroup } from '@blueprintjs/core';
import { useMemo } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '../../../shared/domain/enums';
import { f } from '../../../shared/domain/fields';
import { canList } from '../../../shared/domain/permissions';
import { RESOURCE_NAMES } from '../../../shared/domain/resources';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { EnumMultiSelect } from '../../components/form/EnumMultiSelect';
import { FilterInput } from '../../components/form/FilterInput';
import { ReferenceMultiSelect } from '../../components/form/ReferenceMultiSelect';
import { useLabels } from '../../components/labels/useLabels';
import { FilterSection, withFilter, type ListState, type SetListState } from '../../engine';
import { RecordIdFilter } from './RecordIdFilter';

export interface AuditFilterPanelProps {
  readonly state: ListState;
  readonly onChange: SetListState;
  /** Start folded (narrow screens) unless a filter is set. */
  readonly folded: boolean;
}

const DATE_COLUMN = { field: f.datetime(), filter: 'dateRange' } as const;

/** The trail's filters, kept in the URL: user, action, resource, record id and a date range. */
export function AuditFilterPanel({ state, onChange, folded }: AuditFilterPanelProps) {
  const { t, resourceLabel } = useLabels();
  const user = useCurrentUser();
  const values = (name: string) => state.filters[name] ?? [];
  const set = (name: string) => (next: readonly (string | number)[]) =>
    onChange((latest) => withFilter(latest, name, next.map(String)));
  const resources = useMemo(
    () => [...RESOURCE_NAMES].sort((a, b) => resourceLabel(a).localeCompare(resourceLabel(b))),
    [resourceLabel],
  );

  return (
    <FilterSection state={state} onChange={onChange} folded={folded}>
      {canList(user, 'users') && (
        <FormGroup label={t('audit.filters.user')} labelFor="audit-filter-user">
          <ReferenceMultiSelect
            id="audit-filter-user"
            resource="users"
            value={values('userId').map(Number).filter(Number.isInteger)}
            onChange={set('userId')}
          />
        </FormGroup>
      )}
      <FormGroup label={t('audit.filters.action')} labelFor="audit-filter-action">
        <EnumMultiSelect<AuditAction>
          id="audit-filter-action"
          values={AUDIT_ACTIONS}
          value={values('action') as AuditAction[]}
          labelOf={(action) => t(`audit.actions.${action}`)}
          onChange={set('action')}
        />
      </FormGroup>
      <FormGroup label={t('audit.filters.resource')} labelFor="audit-filter-resource">
        <EnumMultiSelect
          id="audit-filter-resource"
          values={resources}
          value={values('resource')}
          labelOf={resourceLabel}
          onChange={set('resource')}
        />
      </FormGroup>
      <FormGroup label={t('audit.filters.recordId')} labelFor="audit-filter-record">
        <RecordIdFilter
          key={values('recordId')[0] ?? ''}
          id="audit-filter-record"
          value={values('recordId')[0] ?? ''}
          onChange={(next) => onChange((latest) => withFilter(latest, 'recordId', [next]))}
        />
      </FormGroup>
      <FormGroup label={t('audit.filters.date')} labelFor="audit-filter-date">
        <FilterInput
          id="audit-filter-date"
          column={DATE_COLUMN}
          values={values('createdAt')}
          onChange={set('createdAt')}
        />
      </FormGroup>
    </FilterSection>
  );
}
