import type { LateHandoffs } from '../../../shared/api/endpoints/orderStages';
import { isStaff } from '../../../shared/domain/auditAccess';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';
import type { OrderStagesRepository } from './orderStages.repository';

/** The orders list narrowed to a holding department, and the dashboard's late hand-offs. */
export class OrderStagesService {
  constructor(
    private readonly resources: Pick<ResourceService, 'listJsonOf'>,
    private readonly repo: Pick<OrderStagesRepository, 'heldBy' | 'lateByDepartment' | 'departmentNames'>,
  ) {}

  /** `GET /orders`: the engine's list under the caller's scope, with the stage's holding department when asked. */
  list(user: AuthUser, params: ListParams, heldBy: number | undefined) {
    return this.resources.listJsonOf(user, 'orders', params, {
      where: heldBy === undefined ? undefined : this.repo.heldBy(heldBy),
    });
  }

  /**
   * `GET /orders/lateHandoffs`: the orders late at their stage that the caller may read, per
   * department of the people holding them, most first. Staff only; department names only for
   * those who may read departments.
   */
  async lateHandoffs(user: AuthUser, now = new Date()): Promise<LateHandoffs> {
    if (!isStaff(user)) throw forbidden('Late hand-offs are for staff only.', { resource: 'orders' });
    const { total, departments } = await this.repo.lateByDepartment(user, now);
    const ids = departments.flatMap((d) => (d.departmentId === null ? [] : [d.departmentId]));
    const names = mayDo(user, RESOURCES.departments, 'get')
      ? await this.repo.departmentNames(ids)
      : new Map<number, string>();
    const rows = departments.map((d) => ({
      departmentId: d.departmentId,
      name: d.departmentId === null ? null : (names.get(d.departmentId) ?? null),
      total: d.total,
    }));
    rows.sort(
      (a, b) =>
        b.total - a.total ||
        Number(a.departmentId === null) - Number(b.departmentId === null) ||
        (a.name ?? '').localeCompare(b.name ?? '') ||
        (a.departmentId ?? 0) - (b.departmentId ?? 0),
    );
    return { at: now, total, departments: rows };
  }
}
