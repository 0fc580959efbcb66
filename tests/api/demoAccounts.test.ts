import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import projectList from '../../src/shared/demo/demo-accounts.json' with { type: 'json' };

/** The list every session of this workplace is given, beside the project (absent on a lone clone). */
const SHARED_LIST = fileURLToPath(new URL('../../../shared/demo-accounts.json', import.meta.url));

describe('demo accounts', () => {
  it('are the shared list, word for word, wherever that list is beside the project', () => {
    const shared: unknown = existsSync(SHARED_LIST) ? JSON.parse(readFileSync(SHARED_LIST, 'utf8')) : projectList;
    expect(projectList).toEqual(shared);
  });

  it('name ten accounts with one password, one of them a manager', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(10);
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(DEMO_ACCOUNTS.filter((a) => a.scope === 'manager').map((a) => a.email)).toEqual([demoEmail('manager')]);
  });

  it('find an account by its mailbox, and refuse one that is not there', () => {
    expect(demoEmail('outsource')).toBe('outsource@demo.local');
    expect(() => demoEmail('nobody')).toThrow(/no demo account/);
  });
});
