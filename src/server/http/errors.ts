import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/error-codes';
import { databaseErrorOf } from '../db/retry';

/** A failure whose status and message the client should see; any other error becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    /** What went wrong upstream (a provider's status, never user data): logged, never sent. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized', 'UNAUTHORIZED');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** The one error contract of API.md: `{ message, code? }`, 5xx bodies generic (details only in the log). */
export function errorResponse(
  error: FastifyError | HttpError | Error,
  log: FastifyBaseLogger,
): { status: number; body: { message: string; code?: string } } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    return {
      status: 400,
      body: { message: `${field}: ${first?.message ?? 'is invalid'}`, code: 'VALIDATION_ERROR' satisfies ErrorCode },
    };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  // Our own 5xx (an upstream that failed) carry a message written for users; anything else stays generic.
  if (status >= 500 && error instanceof HttpError) {
    log.warn({ status, code: error.code, ...(error.cause ? { upstream: error.cause } : {}) }, error.message);
    return { status, body: { message: error.message, ...(error.code ? { code: error.code } : {}) } };
  }
  if (status >= 500) {
    log.error({ err: loggableError(error) }, 'request failed');
    return { status, body: { message: GENERIC_5XX, code: 'INTERNAL_ERROR' satisfies ErrorCode } };
  }
  const code = error instanceof HttpError ? error.code : ((error as FastifyError).code ?? undefined);
  const message = (code && addressErrors[code]) ?? error.message;
  return { status, body: code ? { message, code } : { message } };
}

/** Fastify's own messages for an address it cannot route quote the path: these say what is wrong without it. */
const addressErrors: Partial<Record<string, string>> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_ERR_BAD_URL: 'The address is not valid',
};

/**
 * What a failed request's log line may say about its error. A failed query's message lists its parameters
 * (e-mails, names, saved text), and the database's own message can quote a value, so for those only the query
 * text (parameters are placeholders), the SQLSTATE code and the constraint, table and column names are logged.
 */
function loggableError(error: Error): Error | Record<string, unknown> {
  const database = databaseErrorOf(error);
  if (!database && !('params' in error)) return error;
  const query = (error as { query?: unknown }).query;
  return {
    type: error.constructor.name,
    ...(typeof query === 'string' ? { query } : {}),
    ...Object.fromEntries(
      ['code', 'constraint', 'constraint_name', 'table', 'table_name', 'column', 'column_name']
        .filter((key) => typeof database?.[key] === 'string')
        .map((key) => [key, database![key]]),
    ),
    // Only the frames: a stack starts with the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path parameter over `maxParamLength`, a broken %-escape) come
 * here instead of Fastify's own body, which quotes the path and adds `error` and `statusCode`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorResponse(error, request.log);
  void reply.status(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = errorResponse(error, request.log);
    return reply.status(status).send(body);
  });
}
