import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
 * refreshes what the identity provider says about them.
 */
export async function upsertUserByIdentity(db: Db, identity: Identity) {
  const values = {
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    firstName: identity.firstName || null,
    lastName: identity.lastName || null,
    profileImageUrl: identity.picture || null,
  };
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email: values.email,
        // A name the provider no longer sends, or a local sign-in without one, keeps the stored one.
        firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
        profileImageUrl: sql`coalesce(${users.profileImageUrl}, excluded.profile_image_url)`,
      },
    })
    .returning();
  return user!;
}
