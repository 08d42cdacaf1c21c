import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../test/server/test-app';
import { errorResponse } from './errors';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { log: pino(stream), lines: () => text };
}

describe('the log line of a failed request', () => {
  it('keeps what the user wrote out: no query parameters, no database message quoting a value', async () => {
    const email = 'private.person@example.com';
    const error = await database.db.execute(sql`select ${email}::int`).then(
      () => null,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    // The failure itself does carry the e-mail, which is why it must not be logged as it is.
    expect(`${error!.message} ${String((error!.cause as Error | undefined)?.message)}`).toContain(email);

    const { log, lines } = capture();
    const { status, body } = errorResponse(error!, log);
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain(email);
    expect(lines()).not.toContain(email);
    expect(lines()).not.toContain('private.person');
    // What is logged still says what failed: the query with its placeholder and the SQLSTATE code.
    expect(lines()).toContain('::int');
    expect(lines()).toContain('22P02');
  });

  it('logs other errors in full', () => {
    const { log, lines } = capture();
    errorResponse(new Error('disk full'), log);
    expect(lines()).toContain('disk full');
  });
});
