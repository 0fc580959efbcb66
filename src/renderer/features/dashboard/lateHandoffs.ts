import type { TFunction } from 'i18next';
import type { LateDepartment } from '../../../shared/api/endpoints/orderStages';

/**
 * The orders list showing what a row of the late hand-offs counts: the orders late at their
 * stage, held by the row's department (every late order for the row without a department).
 */
export function lateOrdersPath(departmentId: number | null = null): string {
  const params = new URLSearchParams({ late: '1' });
  if (departmentId !== null) params.set('heldBy', String(departmentId));
  return `/orders?${params.toString()}`;
}

/** How a row names its department: its name, its number when the user may not read departments, or none. */
export function departmentLabel(row: Pick<LateDepartment, 'departmentId' | 'name'>, t: TFunction): string {
  if (row.departmentId === null) return t('dashboard.late.noDepartment');
  return row.name ?? t('orders.stage.department', { id: row.departmentId });
}
