import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * An event the server itself witnessed (a sign-in), in the same table as the
 * browser's, unless the user turned "Share Usage Data" off. One statement: the
 * choice is read and honoured in the insert.
 */
export async function recordServerEvent(db: Db, userId: string, name: 'sign_in', path: string): Promise<void> {
  await db.execute(sql`
    insert into events (name, props, path, user_id, occurred_at)
    select ${name}, '{}'::jsonb, ${path}, ${userId}, now()
    where not exists (
      select 1 from user_settings where user_id = ${userId} and share_usage_data = false
    )`);
}
