import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { createTestDatabase } from '../../../test/server/test-app';
import { hashToken } from '../session/sessions';
import { consumeLoginAttempt, LOGIN_ATTEMPT_MS, startLoginAttempt } from './queries';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('login attempts', () => {
  it('are consumed once, and only within ten minutes', async () => {
    const { db } = database;
    const startedAt = new Date(Date.now() - 60_000);
    await startLoginAttempt(db, 'state-once', startedAt);
    expect(await consumeLoginAttempt(db, 'state-once')).toBe(true);
    expect(await consumeLoginAttempt(db, 'state-once')).toBe(false);
    expect(await consumeLoginAttempt(db, 'never-started')).toBe(false);

    await startLoginAttempt(db, 'state-late', startedAt);
    expect(await consumeLoginAttempt(db, 'state-late', new Date(startedAt.getTime() + LOGIN_ATTEMPT_MS + 1))).toBe(
      false,
    );
  });

  it('store only the hash of the state, and clear the expired ones at each start', async () => {
    const { db } = database;
    await startLoginAttempt(db, 'state-old', new Date(Date.now() - 2 * LOGIN_ATTEMPT_MS));
    await startLoginAttempt(db, 'state-new');
    const hashes = (await db.select().from(loginAttempts)).map((row) => row.stateHash);
    expect(hashes).toContain(hashToken('state-new'));
    expect(hashes).not.toContain(hashToken('state-old'));
    expect(hashes.some((hash) => hash.includes('state-'))).toBe(false);
    expect(await consumeLoginAttempt(db, 'state-new')).toBe(true);
  });
});
