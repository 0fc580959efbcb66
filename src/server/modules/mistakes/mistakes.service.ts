import { MISTAKE_ACCEPTED_MESSAGE } from '../../../shared/api/endpoints/comments';
import { RESOURCES } from '../../../shared/domain/resources';
import { changedFields } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type { MistakesRepository } from './mistakes.repository';

/** Mistake records beyond the generic engine: acceptance by the victim only. */
export class MistakesService {
  constructor(private readonly repo: MistakesRepository) {}

  /** PUT /mistakeRecords/{id}/accept: once, by the victim. */
  async accept(user: AuthUser, id: number) {
    const row = await this.repo.find(id);
    if (!row) throw notFound(`mistakeRecords #${id} was not found.`);
    if (row.victimId !== user.id) {
      throw forbidden('Only the victim can accept this mistake record.', { resource: 'mistakeRecords' });
    }
    return this.repo.transaction(async (tx) => {
      const record = await tx.accept(id, user.id);
      if (!record) throw conflict('This mistake record is already accepted.');
      await tx.audit({
        userId: user.id,
        action: 'update',
        resource: 'mistakeRecords',
        recordId: id,
        summary: `mistake record #${id} accepted`,
        ...changedFields(RESOURCES.mistakeRecords, row, record),
      });
      return { message: MISTAKE_ACCEPTED_MESSAGE, record };
    });
  }
}
