import type { UserRequestDecision } from '../../../shared/api/endpoints/userRequests';
import { DEFAULT_USER_REQUEST_TYPE, type UserRequestStatus } from '../../../shared/domain/enums';
import { RESOURCES } from '../../../shared/domain/resources';
import { changedFields } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden } from '../../plugins/httpErrors';
import type { ResourceService } from '../../resources/index';
import type { UserRequestRow, UserRequestsRepository } from './userRequests.repository';

const def = RESOURCES.userRequests;

/** The status a request starts with, and the one each decision gives it. */
export const PENDING: UserRequestStatus = 'pending';
const DECIDED: Readonly<Record<UserRequestDecision, UserRequestStatus>> = { approve: 'approved', reject: 'rejected' };

/** Requests staff send the managers: sent pending, decided once. */
export class UserRequestsService {
  constructor(
    private readonly repo: UserRequestsRepository,
    private readonly resources: Pick<ResourceService, 'create' | 'getOne'>,
  ) {}

  /** POST /userRequests: pending, from the caller (the resource's owner), PAYMENT_REQUEST unless told. */
  async send(user: AuthUser, body: Readonly<Record<string, unknown>>): Promise<UserRequestRow> {
    const row = await this.resources.create(user, def, {
      ...body,
      typeRequest: body.typeRequest ?? DEFAULT_USER_REQUEST_TYPE,
      status: PENDING,
    });
    // The engine stored the row of this resource's table.
    return row as unknown as UserRequestRow;
  }

  /**
   * POST /userRequests/{id}/approve or /reject: the row condition (still pending) makes a second
   * decision, or one racing it, a 409; nobody decides their own request.
   */
  async decide(user: AuthUser, id: number, decision: UserRequestDecision) {
    const before = await this.resources.getOne(user, def, id);
    if (before.userId === user.id) {
      throw forbidden('You cannot decide your own request.', { resource: 'userRequests', action: 'update' });
    }
    return this.repo.transaction(async (tx) => {
      const decided = await tx.moveStatus(id, PENDING, DECIDED[decision]);
      if (!decided) throw conflict(`Request #${id} is already ${(await tx.statusOf(id)) ?? 'decided'}.`);
      await tx.audit({
        userId: user.id,
        action: 'update',
        resource: 'userRequests',
        recordId: id,
        summary: `userRequests #${id} ${DECIDED[decision]}`,
        ...changedFields(def, before, decided),
      });
      return decided;
    });
  }
}
