import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw SQL query, the same on both drivers: postgres.js answers
 * an array of rows, PGlite an object holding them. For the few queries the
 * query builder cannot write (recursive CTEs, FETCH ... WITH TIES).
 */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
