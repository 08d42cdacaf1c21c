import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { hashToken } from '../session/sessions';

/** A Google sign-in attempt is good for ten minutes, as long as its state cookie (decision 0003). */
export const LOGIN_ATTEMPT_MS = 10 * 60 * 1000;

/**
 * Records a Google sign-in attempt by the hash of its state (there is no user yet: the state is its only key), and
 * clears the attempts that have expired, so the table holds only the last ten minutes'.
 */
export async function startLoginAttempt(db: Db, state: string, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, now));
  await db
    .insert(loginAttempts)
    .values({ stateHash: hashToken(state), expiresAt: new Date(now.getTime() + LOGIN_ATTEMPT_MS) });
}

/** Ends the attempt of this state: true once, while it has not expired; a replayed callback finds nothing. */
export async function consumeLoginAttempt(db: Db, state: string, now = new Date()): Promise<boolean> {
  const consumed = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.stateHash, hashToken(state)), gt(loginAttempts.expiresAt, now)))
    .returning({ stateHash: loginAttempts.stateHash });
  return consumed.length > 0;
}
