import { z } from 'zod';
import { ROLE_IDS, type RoleName } from '../domain/roles';
import list from './demo-accounts.json' with { type: 'json' };

/**
 * The demo accounts the seeded database contains: `demo-accounts.json` beside this file, the
 * project's own copy of `../shared/demo-accounts.json`. The seed creates them, the README
 * shows them, and every test and benchmark signs in with them.
 */

const roleName = z.string().refine((name): name is RoleName => Object.hasOwn(ROLE_IDS, name), 'unknown role');

const accountsSchema = z.object({
  password: z.string().min(6),
  accounts: z
    .array(
      z.object({
        email: z.email(),
        role: roleName,
        scope: z.literal('manager').optional(),
        isOutsource: z.boolean(),
        who: z.string(),
      }),
    )
    .min(1),
});

const parsed = accountsSchema.parse(list);

export type DemoAccount = (typeof parsed.accounts)[number];

/** The password of every demo account. */
export const DEMO_PASSWORD: string = parsed.password;

/** Every demo account, in the file's order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = parsed.accounts;

/** The email of the demo account named by its mailbox: `demoEmail('sale')` → `sale@demo.local`. */
export function demoEmail(name: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.email.split('@')[0] === name);
  if (!account) throw new Error(`There is no demo account "${name}" in demo-accounts.json.`);
  return account.email;
}
