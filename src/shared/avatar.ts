/** Avatar initials and colour (spec 000 §2.2), shared by every place that draws a user. */

export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function avatarInitials({ firstName, lastName, email }: AvatarPerson): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  const mail = email?.trim() ?? '';
  if (mail) return mail[0]!.toUpperCase();
  return '?';
}

export const AVATAR_GRADIENT_COUNT = 6;

/** A stable index 0-5 from the e-mail (a small string hash; the same on server and client). */
export function avatarGradientIndex(email: string | null | undefined): number {
  const text = (email ?? '').trim().toLowerCase();
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = (hash * 31 + text.charCodeAt(i)) | 0;
  }
  return Math.abs(hash) % AVATAR_GRADIENT_COUNT;
}
