import { z } from 'zod';

/**
 * The one JSON shape of every API error (ARCHITECTURE section 3), the `ApiError` component of
 * the OpenAPI document that every operation's error answers refer to.
 */
export const apiErrorBodySchema = z
  .object({
    /** The HTTP status, repeated. */
    statusCode: z.number().int(),
    /** The status's standard reason phrase (`Bad Request`). */
    error: z.string(),
    /** What went wrong, for a person. */
    message: z.string(),
    /** For a program: the bad fields (`{fields: [{path, message}]}`), a missing permission, a wait. */
    details: z.unknown().optional(),
  })
  .meta({ id: 'ApiError', description: 'The body of every error answer.' });

export type ApiErrorBody = Readonly<z.infer<typeof apiErrorBodySchema>>;

export { ERROR_TEXTS } from '../domain/errorTexts';

/** Why a request failed, as the client tells it apart. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'upgrade' | 'unauthorized';

/** A failed request, plain data so it crosses IPC unchanged. */
export interface ApiFailure {
  readonly kind: ApiErrorKind;
  readonly statusCode: number;
  readonly message: string;
  readonly details?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly statusCode: number;
  readonly details?: unknown;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.kind = failure.kind;
    this.statusCode = failure.statusCode;
    this.details = failure.details;
  }

  toFailure(): ApiFailure {
    return { kind: this.kind, statusCode: this.statusCode, message: this.message, details: this.details };
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).statusCode === 'number' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
