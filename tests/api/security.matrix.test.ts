import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_LIST } from '../../src/shared/domain/resources';
import { DEMO_ACCOUNTS } from '../../src/shared/demo/demoAccounts';
import { formatMatrix, MATRIX_ACTIONS, runMatrix } from '../security/matrix';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the permission and scope matrix', () => {
  it('has no leak and no over-refusal for any account, resource or action', async () => {
    const result = await runMatrix(t.app);
    // Every (account, resource, action) was checked at least once.
    expect(result.checks).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length * RESOURCE_LIST.length * MATRIX_ACTIONS.length);
    expect(result.findings, formatMatrix(result)).toEqual([]);
  }, 180_000);
});
