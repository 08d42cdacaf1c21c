import { isPremiumActive } from '../../shared/plans';
import type { User } from '../../shared/schemas/auth';

/**
 * Why location matters for the free requests, as the end of a sentence (", and your free requests reset at your
 * midnight"): nothing for a Premium member, who has no daily limit to reset (nor while the user is unknown).
 */
export function locationAlsoSetsReset(
  user: Pick<User, 'isSubscribed' | 'subscriptionEndDate'> | null | undefined,
  joiner = ', and',
): string {
  return !user || isPremiumActive(user) ? '' : `${joiner} your free requests reset at your midnight`;
}
