import { describe, expect, it } from 'vitest';
import { statusOf } from '../../plugins/httpErrors';
import { testUser } from '../../plugins/testUsers';
import { fakeAuthDeps } from './auth.fakes';
import { getProfile, updateProfile } from './profile.service';

/** The signed-in user's own profile, over the auth repository in memory. */

const me = testUser({ id: 7, email: 'designer@x.io', scope: 'staff', permission: {}, roleId: 3 });
const outsourced = testUser({ id: 8, email: 'out@x.io', scope: 'staff', permission: {}, isOutsource: true });

function setup() {
  const fake = fakeAuthDeps();
  fake.repo.t.roles.push({ id: 3, name: 'Designer', permission: {} });
  fake.repo.addUser({ id: 7, email: 'designer@x.io', displayName: 'Lan', phone: '0901', roleId: 3 });
  fake.repo.addUser({ id: 8, email: 'out@x.io', isOutsource: true, trelloKey: 'old key' });
  return fake;
}

describe('getProfile', () => {
  it('answers the user with their role’s id and name, or a null role', async () => {
    const { deps } = setup();
    expect(await getProfile(deps, 7)).toMatchObject({
      id: 7,
      email: 'designer@x.io',
      role: { id: 3, name: 'Designer' },
    });
    expect(await getProfile(deps, 8)).toMatchObject({ id: 8, role: null });
  });

  it('answers 404 for a user that is not there', async () => {
    const { deps } = setup();
    expect(await statusOf(getProfile(deps, 99))).toBe(404);
  });
});

describe('updateProfile', () => {
  it('stores the changes and audits only the fields that changed, in one transaction', async () => {
    const { deps, repo } = setup();
    const profile = await updateProfile(deps, me, { displayName: 'Lan Tran', phone: '0901' });
    expect(profile).toMatchObject({ displayName: 'Lan Tran', phone: '0901', role: { id: 3, name: 'Designer' } });
    expect(repo.user(7).displayName).toBe('Lan Tran');
    expect(repo.transactions).toBe(1);
    expect(repo.t.audited).toEqual([
      {
        userId: 7,
        action: 'update',
        resource: 'users',
        recordId: 7,
        summary: 'own profile changed',
        before: { displayName: 'Lan' },
        after: { displayName: 'Lan Tran' },
      },
    ]);
  });

  it('refuses an empty change (400)', async () => {
    const { deps, repo } = setup();
    expect(await statusOf(updateProfile(deps, me, {}))).toBe(400);
    expect(repo.t.audited).toEqual([]);
  });

  it('lets an outsourced user change only their Trello key and token (403 naming the others)', async () => {
    const { deps, repo } = setup();
    await expect(updateProfile(deps, outsourced, { phone: '0902', trelloKey: 'k' })).rejects.toMatchObject({
      statusCode: 403,
      details: { fields: ['phone'] },
    });
    expect(repo.user(8).trelloKey).toBe('old key');
    await updateProfile(deps, outsourced, { trelloKey: 'new key' });
    expect(repo.user(8).trelloKey).toBe('new key');
    // A secret field's value never enters the audit trail.
    expect(repo.t.audited).toEqual([expect.objectContaining({ recordId: 8, before: {}, after: {} })]);
  });

  it('answers 404 and audits nothing when the user is not there', async () => {
    const { deps, repo } = setup();
    expect(await statusOf(updateProfile(deps, testUser({ id: 99 }), { phone: '0903' }))).toBe(404);
    expect(repo.t.audited).toEqual([]);
  });
});
