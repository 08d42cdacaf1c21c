/** A database error's fields: the error itself or its cause (drizzle wraps the driver's error) with a SQLSTATE code. */
export function databaseErrorOf(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  for (const candidate of [error, error.cause]) {
    const fields = candidate as Record<string, unknown> | undefined;
    if (fields && typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
  }
  return null;
}

/** deadlock_detected and serialization_failure: PostgreSQL rolled the statement back whole, so running it again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a single-statement (or whole-transaction) database write again when PostgreSQL chose it as a deadlock's
 * victim: a few tries with a short random pause, so the other party finishes first. Anything else is rethrown.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const code = databaseErrorOf(error)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
