import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileImages, users } from '../../db/schema';

/** Where stored photos are served: outside /api, so responses are public and cached. */
export const PROFILE_IMAGE_PATH = '/media/profile-images';

/** 16 random bytes in base64url: 22 characters that cannot be guessed or enumerated. */
const imageIdPattern = /^[A-Za-z0-9_-]{22}$/;

const profileImageUrl = (id: string) => `${PROFILE_IMAGE_PATH}/${id}.webp`;

/** The image id in a served file name ("<id>.webp"), or null when it cannot be one of ours. */
export function imageIdFromFileName(fileName: string): string | null {
  const id = fileName.endsWith('.webp') ? fileName.slice(0, -'.webp'.length) : '';
  return imageIdPattern.test(id) ? id : null;
}

/**
 * Stores the user's photo under a new id and points the user at it, in one
 * transaction: the previous photo is overwritten (never orphaned) and the URL
 * changes with every upload, so caches can keep each version forever.
 */
export async function replaceProfileImage(db: Db, userId: string, data: Buffer): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const url = profileImageUrl(id);
  await db.transaction(async (tx) => {
    await tx
      .insert(profileImages)
      .values({ id, userId, data })
      .onConflictDoUpdate({
        target: profileImages.userId,
        set: { id: sql`excluded.id`, data: sql`excluded.data`, createdAt: sql`now()` },
      });
    await tx.update(users).set({ profileImageUrl: url }).where(eq(users.id, userId));
  });
  return url;
}

export async function findProfileImage(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ data: profileImages.data }).from(profileImages).where(eq(profileImages.id, id));
  return row?.data ?? null;
}

/**
 * Removes the user's photo: the stored image is deleted (its URL answers 404 from then on) and the user has none,
 * in one transaction. A photo from the identity provider (a URL, nothing stored) is dropped the same way.
 */
export async function removeProfileImage(db: Db, userId: string): Promise<{ deletedImages: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(profileImages)
      .where(eq(profileImages.userId, userId))
      .returning({ id: profileImages.id });
    await tx.update(users).set({ profileImageUrl: null }).where(eq(users.id, userId));
    return { deletedImages: deleted.length };
  });
}
