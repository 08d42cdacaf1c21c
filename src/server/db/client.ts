import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The one database type modules use: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** An arbitrary constant: serialises migrations of processes starting together on one server. */
const MIGRATION_LOCK_KEY = 7_420_221;

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    await migratePostgresUrl(config.url);
    const client = postgres(config.url, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres(client, { schema, casing: 'snake_case' }),
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    };
  }

  const lock = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(path.join(config.dataDir, 'pglite'));
    const database = await fromPglite(client);
    return {
      ...database,
      async close() {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an open PGlite (a data folder or in-memory) and migrates it. */
export async function fromPglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

async function migratePostgresUrl(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
