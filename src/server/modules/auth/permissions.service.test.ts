import { describe, expect, it } from 'vitest';
import { statusOf } from '../../plugins/httpErrors';
import { testUser } from '../../plugins/testUsers';
import { fakeAuthDeps } from './auth.fakes';
import { permissionCatalogue } from './permissionCatalogue';
import { permissionsView, resetPermissions, setPermissions } from './permissions.service';

/**
 * The permission matrix and each user's map, over the auth repository in memory. Who may set
 * or reset a map is the contract's access rule (permissions.update), checked before the service
 * runs: tests/api/auth.permissions.test.ts.
 */

const manager = testUser();
const staff = testUser({ id: 7, email: 'designer@x.io', scope: 'staff', permission: { orders: ['get'] } });
const reader = testUser({ id: 9, email: 'hr@x.io', scope: 'staff', permission: { permissions: ['get'] } });

function setup() {
  const fake = fakeAuthDeps();
  fake.repo.t.roles.push({ id: 3, name: 'Designer', permission: { orders: ['get', 'create'] } });
  fake.repo.t.userTypes[2] = { customers: ['get'], nowhere: ['get'] };
  fake.repo.addUser({ id: 7, email: 'designer@x.io', roleId: 3, userTypeId: 2, permission: { orders: ['get'] } });
  fake.repo.addUser({ id: 8, email: 'sale@x.io', permission: { customers: ['get', 'nonsense'], nowhere: ['get'] } });
  return fake;
}

describe('permissionsView', () => {
  it('answers the matrix’s groups and words without a user’s map when none is asked', async () => {
    const { deps } = setup();
    const view = await permissionsView(deps, staff);
    expect(view.permissions).toEqual(permissionCatalogue());
    expect(view.stringtoWord).toMatchObject({ orders: 'Orders' });
    expect(view).not.toHaveProperty('userPermission');
  });

  it('answers one’s own map, and another’s to a holder of permissions.get, keeping only real grants', async () => {
    const { deps } = setup();
    expect((await permissionsView(deps, staff, 7)).userPermission).toEqual({ orders: ['get'] });
    expect((await permissionsView(deps, reader, 8)).userPermission).toEqual({ customers: ['get'] });
  });

  it('refuses another’s map without permissions.get or update (403), and a user that is not there (404)', async () => {
    const { deps } = setup();
    await expect(permissionsView(deps, staff, 8)).rejects.toMatchObject({
      statusCode: 403,
      details: { resource: 'permissions', action: 'get' },
    });
    expect(await statusOf(permissionsView(deps, manager, 99))).toBe(404);
  });
});

describe('setPermissions', () => {
  it('stores the map without unknown resources and actions, and audits before and after, in one transaction', async () => {
    const { deps, repo } = setup();
    const answer = await setPermissions(deps, manager, 7, { orders: ['get', 'update', 'fly'], nowhere: ['get'] });
    expect(answer).toEqual({ userId: 7, permission: { orders: ['get', 'update'] } });
    expect(repo.user(7).permission).toEqual({ orders: ['get', 'update'] });
    expect(repo.transactions).toBe(1);
    expect(repo.t.audited).toEqual([
      {
        userId: manager.id,
        action: 'permission',
        resource: 'users',
        recordId: 7,
        summary: 'permissions of designer@x.io changed',
        before: { permission: { orders: ['get'] } },
        after: { permission: { orders: ['get', 'update'] } },
      },
    ]);
  });

  it('answers 404 for a user that is not there, storing nothing', async () => {
    const { deps, repo } = setup();
    expect(await statusOf(setPermissions(deps, manager, 99, { orders: ['get'] }))).toBe(404);
    expect(repo.t.audited).toEqual([]);
  });

  it('changes nothing when the audit write fails', async () => {
    const { deps, repo } = setup();
    repo.failAudit = true;
    await expect(setPermissions(deps, manager, 7, { orders: ['get', 'update'] })).rejects.toThrow('audit write failed');
    expect(repo.user(7).permission).toEqual({ orders: ['get'] });
  });
});

describe('resetPermissions', () => {
  it('gives the user their role’s map joined with their user type’s, and audits it', async () => {
    const { deps, repo } = setup();
    const answer = await resetPermissions(deps, manager, 7);
    expect(answer.permission).toEqual({ orders: ['get', 'create'], customers: ['get'] });
    expect(repo.user(7).permission).toEqual(answer.permission);
    expect(repo.t.audited).toEqual([expect.objectContaining({ action: 'permission', recordId: 7 })]);
  });

  it('gives an empty map to a user with neither role nor type, and 404 for nobody', async () => {
    const { deps, repo } = setup();
    expect((await resetPermissions(deps, manager, 8)).permission).toEqual({});
    expect(repo.user(8).permission).toEqual({});
    expect(await statusOf(resetPermissions(deps, manager, 99))).toBe(404);
  });
});
