import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { reminderDeliveries, users } from '../../db/schema';
import { createTestDatabase } from '../../../test/server/test-app';
import { claimDelivery, releaseDelivery } from './deliveries';

let database: Database & { url?: string };
/** A second connection pool, as another server process would have (PostgreSQL); on PGlite the same database. */
let other: Database | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) other = await openDatabase({ kind: 'postgres', url: database.url });
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

let n = 0;
async function newUser(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ issuer: 'local', subject: `claim${++n}`, email: `claim${n}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

describe('claiming a reminder before sending it', () => {
  it('of two concurrent claims for one user, kind and day, exactly one wins', async () => {
    for (let round = 0; round < 10; round++) {
      const userId = await newUser();
      const second = (other ?? database).db;
      const results = await Promise.all([
        claimDelivery(database.db, userId, 'daily_push', '2026-11-26'),
        claimDelivery(second, userId, 'daily_push', '2026-11-26'),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });

  it('another day or another kind is a separate claim; a released claim can be made again', async () => {
    const userId = await newUser();
    expect(await claimDelivery(database.db, userId, 'daily_push', '2026-11-26')).toBe(true);
    expect(await claimDelivery(database.db, userId, 'daily_push', '2026-11-26')).toBe(false);
    expect(await claimDelivery(database.db, userId, 'daily_push', '2026-11-27')).toBe(true);
    expect(await claimDelivery(database.db, userId, 'weekly_email', '2026-11-26')).toBe(true);
    await releaseDelivery(database.db, userId, 'daily_push', '2026-11-26');
    expect(await claimDelivery(database.db, userId, 'daily_push', '2026-11-26')).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    const userId = await newUser();
    await expect(
      database.db.insert(reminderDeliveries).values({ userId, kind: 'sms', localDate: '2026-11-26' }),
    ).rejects.toThrow();
  });
});
