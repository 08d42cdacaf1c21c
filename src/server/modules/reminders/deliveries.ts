import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import type { ReminderKind } from './due';

/**
 * Claims the user's reminder of `kind` for their local date before it is sent: true for the one caller whose insert
 * lands, false for every other (another tick, another server process). Sending only after a true claim is what
 * makes a reminder go out at most once (decision 0045).
 */
export async function claimDelivery(db: Db, userId: string, kind: ReminderKind, localDate: string): Promise<boolean> {
  const rows = await db
    .insert(reminderDeliveries)
    .values({ userId, kind, localDate })
    .onConflictDoNothing()
    .returning({ userId: reminderDeliveries.userId });
  return rows.length === 1;
}

/** Gives a claim back when sending failed, so a later tick of the same morning tries again. */
export async function releaseDelivery(db: Db, userId: string, kind: ReminderKind, localDate: string): Promise<void> {
  await db
    .delete(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        eq(reminderDeliveries.kind, kind),
        eq(reminderDeliveries.localDate, localDate),
      ),
    );
}
