import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure whose status and message the client should see; any other error becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized', 'UNAUTHORIZED');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** The one error contract of API.md: `{ message, code? }`, 5xx bodies generic. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      const message = `${field}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode ?? 500;
    // Our own 5xx (an upstream that failed) carry a message written for users; anything else stays generic.
    if (status >= 500 && error instanceof HttpError) {
      request.log.warn({ status, code: error.code }, error.message);
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: GENERIC_5XX, code: 'INTERNAL_ERROR' });
    }
    const code = error instanceof HttpError ? error.code : ((error as FastifyError).code ?? undefined);
    return reply.status(status).send(code ? { message: error.message, code } : { message: error.message });
  });
}
