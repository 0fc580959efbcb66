import { z } from 'zod';

/**
 * Where the desktop app's own update stands (main/updates/appUpdater.ts, electron-updater
 * against the feed of the build's configuration). Main sends it on `updates:status`; the
 * renderer checks it with this schema before use.
 */
export const updateStatusSchema = z.discriminatedUnion('state', [
  /** This copy has no update feed: a development run, or a build made without one. */
  z.strictObject({ state: z.literal('unavailable') }),
  z.strictObject({ state: z.literal('idle') }),
  z.strictObject({ state: z.literal('checking') }),
  /** The running version is the newest the feed offers. */
  z.strictObject({ state: z.literal('current') }),
  z.strictObject({
    state: z.literal('downloading'),
    version: z.string().max(64),
    percent: z.number().min(0).max(100),
  }),
  /** Downloaded: restarting installs it. */
  z.strictObject({ state: z.literal('ready'), version: z.string().max(64) }),
  z.strictObject({ state: z.literal('error'), message: z.string().max(500) }),
]);

export type UpdateStatus = z.infer<typeof updateStatusSchema>;

/** The header every desktop request carries, so the server can answer 426 to a copy too old for it. */
export const CLIENT_VERSION_HEADER = 'x-bo-client-version';

/**
 * Compares two dotted versions (`1.4.10` > `1.4.9`); a pre-release suffix (`-beta.1`) counts
 * below its release. Negative when `a` is older, positive when newer, 0 when equal.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.trim().replace(/^v/, '').split('-', 2);
    return { parts: core.split('.').map((p) => Number.parseInt(p, 10) || 0), pre: pre !== undefined };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < Math.max(left.parts.length, right.parts.length); i++) {
    const diff = (left.parts[i] ?? 0) - (right.parts[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return Number(right.pre) - Number(left.pre);
}

/** A version as a client may send it: digits and dots, an optional pre-release tag. */
export const clientVersionSchema = z
  .string()
  .max(64)
  .regex(/^v?\d+(\.\d+){0,3}(-[0-9A-Za-z.]+)?$/);
