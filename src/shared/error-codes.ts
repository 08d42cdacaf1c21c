/**
 * Every `code` the API puts in an error body (API.md: `{ message, code }`), in one list the server throws and the
 * client checks against: a misspelt code fails the type check on either side. Errors from Fastify itself (a body
 * that is not JSON, say) keep Fastify's own code and are not in this list.
 */
const errorCodes = [
  // Any route
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'RATE_LIMIT_UNAVAILABLE',
  'INTERNAL_ERROR',
  // AI tools
  'QUOTA_EXCEEDED',
  'AI_TIMEOUT',
  'AI_UNAVAILABLE',
  'CANCELLED',
  // Payments
  'PAYMENTS_DISABLED',
  'PREMIUM_ACTIVE',
  'SUBSCRIPTION_ACTIVE',
  'NO_ACTIVE_SUBSCRIPTION',
  'NOTHING_TO_RESUME',
  'INVALID_SIGNATURE',
  'INVALID_WEBHOOK',
  'PAYMENT_MISMATCH',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_PROVIDER_ERROR',
  // Saved responses, photos, location
  'SAVED_LIMIT',
  'INVALID_UPLOAD',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'IMAGE_PROCESSING_TIMEOUT',
  'LOCATION_UNRESOLVED',
  // Outcomes
  'TEXT_MISMATCH',
  'NOT_SENT',
  'TOO_EARLY',
  // Chat screenshots
  'TOO_MANY_FILES',
  'NO_CONVERSATION_FOUND',
  'SCREENSHOT_READER_BUSY',
  'SCREENSHOT_READ_TIMEOUT',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
const known = new Set<string>(errorCodes);

/**
 * A code from an error body, when it is one of ours. A plain lookup, not a zod schema: the client's main chunk
 * checks error codes, and zod there cost every screen about 20 KB (gzip) before its first paint.
 */
export function knownErrorCode(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && known.has(value) ? (value as ErrorCode) : undefined;
}
