import type { ListQuery } from '../../../shared/api/listQuery';
import { AUDIT_ACTIONS } from '../../../shared/domain/enums';
import { f, type FieldDef } from '../../../shared/domain/fields';
import { RESOURCE_NAMES } from '../../../shared/domain/resources';
import { buildListFilter, filterParam, formatSort, type ListState } from '../../engine';
import { AUDIT_ORDER_BY } from './auditQueries';

/** The audit trail's filters, by their name in the URL: `?action=update&createdAt=2026-01-01~2026-01-31`. */
export const AUDIT_FILTER_FIELDS: Readonly<Record<string, FieldDef>> = {
  userId: f.ref('users'),
  action: f.enum(AUDIT_ACTIONS),
  resource: { type: 'enum', values: RESOURCE_NAMES },
  createdAt: f.datetime(),
};

/** A positive whole record id typed in the filter, or null. */
export function recordIdOf(values: readonly string[] | undefined): number | null {
  const text = values?.[0]?.trim() ?? '';
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** The API filter of the trail's URL filters: users, actions and resources listed, one record id, a date range. */
export function auditListFilter(values: ListState['filters']) {
  const recordId = recordIdOf(values.recordId);
  return buildListFilter(AUDIT_FILTER_FIELDS, values, recordId === null ? {} : { recordId: { $eq: recordId } });
}

/** The list query of the trail: its page, search and filters, newest first unless sorted. */
export function auditListQuery(state: ListState): ListQuery {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    filter: filterParam(auditListFilter(state.filters)),
    q: state.q || undefined,
    orderBy: formatSort(state.sort) ?? AUDIT_ORDER_BY,
  };
}
