import { eq } from 'drizzle-orm';
import type { ListResult } from '../../../shared/api/contract';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { mistakeRecords } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type { Row } from '../../resources/resource.repository';
import { scopedList } from '../orders/scopedList';
import { acceptMistakeRecord, findMistakeRecord } from './mistakes.repository';

export const ACCEPTED_MESSAGE = 'Accepted successfully!';

/** Mistake records beyond the generic engine: my records, and acceptance by the victim only. */
export class MistakesService {
  constructor(private readonly db: Db) {}

  /** GET /mistakeRecords/me: the records where I am the victim. */
  mine(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
    return scopedList(this.db, user, RESOURCES.mistakeRecords, query, { where: eq(mistakeRecords.victimId, user.id) });
  }

  /** PUT /mistakeRecords/{id}/accept: once, by the victim. */
  async accept(user: AuthUser, id: number): Promise<{ message: string; record: Row }> {
    const row = await findMistakeRecord(this.db, id);
    if (!row) throw notFound(`mistakeRecords #${id} was not found.`);
    if (row.victimId !== user.id) {
      throw forbidden('Only the victim can accept this mistake record.', { resource: 'mistakeRecords' });
    }
    const record = await acceptMistakeRecord(this.db, id, user.id);
    if (!record) throw conflict('This mistake record is already accepted.');
    return { message: ACCEPTED_MESSAGE, record };
  }
}
