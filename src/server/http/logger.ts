import type { FastifyLoggerOptions, PinoLoggerOptions } from 'fastify/types/logger';

/**
 * Structured logs that never hold credentials or what users wrote: cookies,
 * tokens and secrets are redacted, query strings dropped (the OAuth callback
 * carries a code and a state), bodies never logged.
 */
const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  '*.cookie',
  '*.token',
  '*.sessionToken',
  '*.password',
  '*.secret',
  '*.clientSecret',
  '*.keySecret',
  '*.webhookSecret',
  '*.apiKey',
  '*.code',
  '*.state',
  '*.nonce',
  '*.email',
  '*.firstName',
  '*.lastName',
  '*.bio',
  '*.matchInfo',
  '*.interests',
  '*.challenges',
  '*.content',
];

export function loggerOptions(level: string): FastifyLoggerOptions & PinoLoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id?: string }) {
        return { method: request.method, path: request.url.split('?')[0], id: request.id };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
