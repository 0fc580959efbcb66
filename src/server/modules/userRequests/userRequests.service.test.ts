import { describe, expect, it } from 'vitest';
import type { UserRequestStatus } from '../../../shared/domain/enums';
import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import { HttpError } from '../../plugins/httpErrors';
import type { Row } from '../../resources/index';
import type { UserRequestRow, UserRequestsRepository } from './userRequests.repository';
import { PENDING, UserRequestsService } from './userRequests.service';

/** Sending and deciding requests, with an in-memory repository and engine. */

const manager = testUser();
const designer: AuthUser = { ...manager, id: 7, scope: 'staff', permission: { userRequests: ['create'] } };

const request = (status: UserRequestStatus, userId = designer.id): UserRequestRow =>
  ({ id: 3, userId, status, title: 'Advance', content: 'Please', typeRequest: 'PAYMENT_REQUEST' }) as UserRequestRow;

class FakeRequests implements UserRequestsRepository {
  row = request(PENDING);
  audited: AuditEntry[] = [];
  transactions = 0;
  transaction<T>(work: (tx: UserRequestsRepository) => Promise<T>): Promise<T> {
    this.transactions += 1;
    return work(this);
  }
  moveStatus(id: number, from: UserRequestStatus, to: UserRequestStatus) {
    if (id !== this.row.id || this.row.status !== from) return Promise.resolve(null);
    this.row = { ...this.row, status: to };
    return Promise.resolve(this.row);
  }
  statusOf(id: number) {
    return Promise.resolve(id === this.row.id ? (this.row.status as UserRequestStatus) : null);
  }
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
}

function setup() {
  const repo = new FakeRequests();
  const created: Readonly<Record<string, unknown>>[] = [];
  const engine = {
    create: (_user: AuthUser, _def: unknown, input: Readonly<Record<string, unknown>>) => {
      created.push(input);
      return Promise.resolve({ id: 4, ...input } as Row);
    },
    getOne: () => Promise.resolve({ ...repo.row } as unknown as Row),
  };
  return { repo, created, service: new UserRequestsService(repo, engine) };
}

describe('UserRequestsService', () => {
  it('sends a request pending, a payment request unless told otherwise', async () => {
    const { service, created } = setup();
    await service.send(designer, { title: 'Advance', status: 'approved' });
    await service.send(designer, { title: 'Leave', typeRequest: 'LEAVE_REQUEST' });
    expect(created).toEqual([
      { title: 'Advance', status: PENDING, typeRequest: 'PAYMENT_REQUEST' },
      { title: 'Leave', status: PENDING, typeRequest: 'LEAVE_REQUEST' },
    ]);
  });

  it('approves and rejects a pending request once, in one transaction, with its audit entry', async () => {
    const { service, repo } = setup();
    const decided = await service.decide(manager, 3, 'approve');
    expect(decided.status).toBe('approved');
    expect(repo.transactions).toBe(1);
    expect(repo.audited).toEqual([
      expect.objectContaining({ userId: 1, action: 'update', resource: 'userRequests', recordId: 3 }),
    ]);
    expect(repo.audited[0]?.summary).toBe('userRequests #3 approved');
  });

  it('answers 409 with the status a request already has', async () => {
    const { service, repo } = setup();
    repo.row = request('rejected');
    const refusal = await service.decide(manager, 3, 'approve').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 409, message: 'Request #3 is already rejected.' });
    expect(repo.audited).toEqual([]);
  });

  it('lets nobody decide their own request', async () => {
    const { service, repo } = setup();
    repo.row = request(PENDING, manager.id);
    await expect(service.decide(manager, 3, 'reject')).rejects.toMatchObject({ statusCode: 403 });
    expect(repo.transactions).toBe(0);
  });
});
