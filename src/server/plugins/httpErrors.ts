import type { FieldError } from '../../shared/domain/validation/fieldErrors';

/**
 * An error the client caused or may see, answered as `{statusCode, error, message, details?}`
 * by the error handler. Routes and services throw these; anything else becomes a 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details?: unknown;

  constructor(statusCode: number, message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, message);
export const forbidden = (message: string, details?: unknown) => new HttpError(403, message, details);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: unknown) => new HttpError(409, message, details);

/** A 400 listing bad fields: `details.fields` carries one entry per field. */
export function invalidFields(message: string, fields: readonly FieldError[]): HttpError {
  return new HttpError(400, message, { fields });
}

/**
 * The status a service call would answer: 200 when it resolves, its HttpError's status when
 * it throws one (any other error is thrown on). What the services' unit tests compare.
 */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}
