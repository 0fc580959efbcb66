import { z } from 'zod';

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
