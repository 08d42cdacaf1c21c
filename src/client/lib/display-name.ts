import type { User } from '../../shared/schemas/auth';

/** "First Last", or "Dating Expert" when the account has no name (spec 000 §2.10). */
export function displayName(user: Partial<Pick<User, 'firstName' | 'lastName'>>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'Dating Expert';
}
