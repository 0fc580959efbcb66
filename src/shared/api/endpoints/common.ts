import { z } from 'zod';
import { INT_MAX } from '../../domain/validation/fieldSchema';

export { requestBody } from '../../domain/validation/primitives';

/** A path or query id: a positive whole number that fits an integer column (typed clients send numbers). */
export const idParam = (name = 'id') =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > INT_MAX) {
      ctx.addIssue({ code: 'custom', message: `The ${name} must be a positive whole number.` });
      return z.NEVER;
    }
    return n;
  });

/** `/:id` */
export const idParams = z.strictObject({ id: idParam() });

/** What a call that changes something answers when it has nothing else to say. */
export const successSchema = z.object({ success: z.literal(true) });
export const messageSchema = z.object({ success: z.literal(true), message: z.string() });

/** The version of a row the client edited, for optimistic concurrency (409 when stale). */
export const versionField = { updatedAt: z.iso.datetime({ offset: true }).optional() };
