import type { ListQuery } from '../../../shared/api/listQuery';
import { mayDo } from '../../../shared/domain/resourceAccess';
import type { Principal } from '../../../shared/domain/permissions';
import { allFields } from '../../../shared/domain/resources';
import { customersResource } from '../../../shared/domain/registry/peopleResources';
import { fieldColumn, headerColumn, listQueryOf, type ColumnSpec, type ListState } from '../../engine';

/** Relations the customers list embeds for its cells: owner, channel, pipeline (with its colour), service types. */
export const CUSTOMER_LIST_INCLUDES = 'contactOwnerDetail,channel,dealPipeline,serviceTypes';

const FIELDS = allFields(customersResource);

/** The filters of spec section 2's customers list: owner, channel, pipeline and service type. */
export const CUSTOMER_FILTER_FIELDS = ['contactOwner', 'channelId', 'dealPipelineId', 'serviceTypeIds'] as const;

/**
 * Filters the user may use: the four of the panel, and the deleted switch's own (live, deleted
 * or both) for those who may read deleted customers.
 */
export function customerFilterFields(user: Principal): string[] {
  const fields: string[] = [...CUSTOMER_FILTER_FIELDS];
  return mayDo(user, customersResource, 'getDelete') ? [...fields, 'isDelete'] : fields;
}

const specOf = (name: string): ColumnSpec => fieldColumn(name, FIELDS[name]);

/** The filter panel's inputs, in the spec's order. */
export function customerFilterColumns(): ColumnSpec[] {
  return CUSTOMER_FILTER_FIELDS.map(specOf);
}

/** A column header over `field`: sortable, with that field's filter when the user has it. */
export function customerHeaderSpec(field: string, user: Principal): ColumnSpec {
  return headerColumn(specOf(field), customerFilterFields(user));
}

/** The `GET /customers` query of a list state: filters the user may not use and empty ones dropped. */
export function customersListQuery(state: ListState, user: Principal): ListQuery {
  return { ...listQueryOf(FIELDS, state, { allowed: customerFilterFields(user) }), includes: CUSTOMER_LIST_INCLUDES };
}
