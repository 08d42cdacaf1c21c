import { eq, getTableColumns, getTableName, is, type Column } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Columns never handed out, even to their owner: the session secret's hash. */
const WITHHELD = new Set(['sessions.token_hash']);

/**
 * Every table holding rows that belong to a user, found from the schema
 * itself (a `userId` column), so a table added later is exported and deleted
 * without anyone remembering to list it here.
 */
export const userOwnedTables: { name: string; table: PgTable; userId: Column }[] = Object.values(schema as object)
  .filter((value): value is PgTable => is(value, PgTable) && 'userId' in getTableColumns(value))
  .map((table) => ({
    name: getTableName(table),
    table,
    userId: (getTableColumns(table) as Record<string, Column>).userId!,
  }));

function toJson(value: unknown): Json {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `data:application/octet-stream;base64,${value.toString('base64')}`;
  return value as Json;
}

/** GET /api/account/export: the user's row and every row of theirs, table by table. */
export async function exportAccount(db: Db, userId: string): Promise<Record<string, Json>> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  const tables: Record<string, Json> = {};
  for (const { name, table, userId: owner } of userOwnedTables) {
    const rows = await db.select().from(table).where(eq(owner, userId));
    const columns = getTableColumns(table);
    tables[name] = rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => !WITHHELD.has(`${name}.${columns[key]!.name}`))
          .map(([key, value]) => [key, toJson(value)]),
      ),
    );
  }
  return {
    exportedAt: new Date().toISOString(),
    user: Object.fromEntries(Object.entries(user ?? {}).map(([key, value]) => [key, toJson(value)])),
    ...tables,
  };
}

/** DELETE /api/account: one statement; every other row of the user goes with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  const deleted = await db.delete(schema.users).where(eq(schema.users.id, userId)).returning({ id: schema.users.id });
  return deleted.length > 0;
}
