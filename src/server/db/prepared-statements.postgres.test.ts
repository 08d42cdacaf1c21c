import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/server/test-app';
import type { Database } from './client';
import { preparingStatements } from './client';
import * as schema from './schema';

/** Decision 0031: on PostgreSQL every statement is prepared once per connection, then only executed. */
let database: Database & { url?: string };
let client: postgres.Sql;
beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so the statements it prepared are the ones pg_prepared_statements shows.
  client = postgres(database.url!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await client.end({ timeout: 5 });
  await database.close();
});

const preparedCount = async () =>
  Number((await client.unsafe('select count(*)::int as n from pg_prepared_statements'))[0]!.n);

it('prepares a query builder statement and a sql template once, then reuses them', async () => {
  const db = drizzle(preparingStatements(client), { schema, casing: 'snake_case' });
  const before = await preparedCount();
  for (let i = 0; i < 3; i++) {
    await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, `nobody${i}@example.com`));
    await db.execute(sql`select ${i}::int as n`);
  }
  // Two texts, each prepared once however often it ran (the count itself runs unprepared through the raw client).
  expect((await preparedCount()) - before).toBe(2);
});

it('leaves the raw client as it was', async () => {
  const before = await preparedCount();
  await client.unsafe('select 1');
  expect(await preparedCount()).toBe(before);
});
