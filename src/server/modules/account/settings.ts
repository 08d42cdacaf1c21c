import { eq } from 'drizzle-orm';
import { defaultSettings, type Settings } from '../../../shared/account-options';
import type { SettingsPatch } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

const pick = (row: typeof userSettings.$inferSelect): Settings => ({
  dailyTips: row.dailyTips,
  emailUpdates: row.emailUpdates,
  shareUsageData: row.shareUsageData,
  personalizedExperience: row.personalizedExperience,
});

/** The user's switches; no row yet means every default of the spec. */
export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ? pick(row) : { ...defaultSettings };
}

/** Changes only the switches named in the patch, in one statement (two tabs cannot undo each other's other switch). */
export async function updateSettings(db: Db, userId: string, patch: SettingsPatch): Promise<Settings> {
  const changes = { ...patch, updatedAt: new Date() };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userSettings.userId, set: changes })
    .returning();
  return pick(row!);
}
