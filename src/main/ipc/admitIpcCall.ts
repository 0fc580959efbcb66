import type { z } from 'zod';
import type { ApiFailure } from '../../shared/api/errors';
import { isTrustedUrl } from '../protocol/appOrigin';

/** What main needs to know of the frame an IPC message came from. */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

export type Admission<T> =
  { readonly ok: true; readonly payload: T } | { readonly ok: false; readonly error: ApiFailure };

const refusal = (statusCode: 400 | 403, message: string): Admission<never> => ({
  ok: false,
  error: { kind: 'http', statusCode, message },
});

/** Only the app's own top frame may call main: not a subframe, not a foreign page. */
export function checkSenderFrame(
  frame: SenderFrame | null | undefined,
  origins: readonly string[],
): Admission<never> | null {
  if (!frame) return refusal(403, 'The sender frame is gone.');
  if (frame.parent !== null) return refusal(403, 'Only the top frame of the app may call the main process.');
  if (!isTrustedUrl(frame.url, origins)) return refusal(403, 'The sender is not the app.');
  return null;
}

/** Checks the sender frame, then the payload against the channel's schema. */
export function admitIpcCall<S extends z.ZodType>(
  schema: S,
  frame: SenderFrame | null | undefined,
  payload: unknown,
  origins: readonly string[],
): Admission<z.output<S>> {
  const senderRefusal = checkSenderFrame(frame, origins);
  if (senderRefusal) return senderRefusal;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return refusal(400, `Invalid request: ${where}${issue?.message ?? 'bad payload'}`);
  }
  return { ok: true, payload: parsed.data };
}
