import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/api/errors';
import { describeFieldErrors, fieldErrors } from '../../shared/domain/validation/fieldErrors';
import { HttpError } from './httpErrors';

/** Human messages for Fastify's own request errors, by code. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (at most 1 MiB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** PostgreSQL error classes a client value can trigger: bad data (22) and constraints (23). */
function databaseError(error: unknown): HttpError | null {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  if (!code) return null;
  if (code === '23505') return new HttpError(409, 'This record already exists.');
  if (code === '23503')
    return new HttpError(409, 'Other records still use this one, or it names a record that does not exist.');
  if (code.startsWith('22')) return new HttpError(400, 'A value is out of range or in the wrong format.');
  if (code.startsWith('23')) return new HttpError(400, 'A value breaks a rule of the database.');
  return null;
}

function toHttpError(error: FastifyError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) {
    const fields = fieldErrors(error);
    return new HttpError(400, describeFieldErrors(fields), { fields });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return new HttpError(400, fastifyError.message);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (error instanceof SyntaxError) return new HttpError(400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY);
    return new HttpError(status, FASTIFY_MESSAGES[fastifyError.code] ?? fastifyError.message);
  }
  return databaseError(error);
}

/**
 * A 429: the answer carries `Retry-After` (whole seconds, at least 1) and the same number as
 * `details.retryAfterSeconds`.
 */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/** The `retryAfterSeconds` of an error's details, when it has a usable one. */
function retryAfterOf(details: unknown): number | null {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

export function errorBody(statusCode: number, message: string, details?: unknown): ApiErrorBody {
  const body = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return details === undefined ? body : { ...body, details };
}

/**
 * Answers every error in the one JSON shape. Client mistakes keep their 4xx status and a
 * message naming the problem; anything unexpected is logged and answered with a generic 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const known = toHttpError(error);
    if (known) {
      const retryAfter = retryAfterOf(known.details);
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      return reply.status(known.statusCode).send(errorBody(known.statusCode, known.message, known.details));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, 'Something went wrong on the server. Please try again.'));
  });
}

/** The JSON 404 of an unknown route. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return reply.status(404).send(errorBody(404, `There is no ${request.method} ${path}.`));
}
