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
