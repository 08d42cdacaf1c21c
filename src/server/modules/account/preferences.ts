import { eq, sql } from 'drizzle-orm';
import { datingGoals } from '../../../shared/account-options';
import type { Preferences } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { preferences, users } from '../../db/schema';

type Answers = Omit<Preferences, 'datingGoal'> & { datingGoal: NonNullable<Preferences['datingGoal']> };

const none: Preferences = { datingGoal: null, age: null, interests: [], challenges: null };

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  if (!row) return none;
  return {
    datingGoal: datingGoals.find((g) => g === row.datingGoal) ?? null,
    age: row.age,
    interests: row.interests,
    challenges: row.challenges,
  };
}

/** Saves the onboarding answers and marks onboarding complete (the first completion time is kept). */
export async function savePreferences(db: Db, userId: string, answers: Answers): Promise<Preferences> {
  await db.transaction(async (tx) => {
    const values = { ...answers, updatedAt: new Date() };
    await tx
      .insert(preferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: preferences.userId, set: values });
    await tx
      .update(users)
      .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, now())` })
      .where(eq(users.id, userId));
  });
  return answers;
}
