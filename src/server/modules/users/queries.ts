import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInName } from '../../../shared/person-name';
import { users } from '../../db/schema';

export interface Identity {
  issuer: string;
  subject: string;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  picture?: string | null | undefined;
}

/**
 * Finds or creates the user for an identity (issuer + subject is the key) and
 * refreshes the e-mail the identity provider gives; its name fills in a missing one, its picture a new account's.
 * Every sign-in's names pass here, so here they are made to follow the name rule (line breaks and control characters
 * become spaces, at most 60 characters) instead of being stored as the provider or the form sent them.
 */
export async function upsertUserByIdentity(db: Db, identity: Identity) {
  const values = {
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    firstName: signInName(identity.firstName) ?? null,
    lastName: signInName(identity.lastName) ?? null,
    profileImageUrl: identity.picture || null,
  };
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email: values.email,
        // The name is the user's to edit in Account Settings: the provider's fills it only where none is stored
        // (a last name cleared on purpose is stored as "", so it stays cleared). The provider's picture is taken
        // only when the account is created, so a photo removed in Datewise stays removed (decision 0037).
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
      },
    })
    .returning();
  return user!;
}

/** The caller's own name (PATCH /api/auth/user); a last name left out is kept, "" clears it. */
export async function updateUserName(db: Db, userId: string, names: { firstName: string; lastName?: string }) {
  const [row] = await db
    .update(users)
    .set({ firstName: names.firstName, ...(names.lastName === undefined ? {} : { lastName: names.lastName }) })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, lastName: users.lastName });
  return row ?? null;
}
