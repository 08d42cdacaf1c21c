/**
 * Ads between date ideas (spec 000 §2.7, §9): for non-subscribers, one after
 * every 2nd idea, but never after the last one.
 */
export const IDEAS_PER_AD = 2;

/** Whether an ad follows the idea at `index` (0-based) in a list of `total` ideas. */
export function shouldShowAdAfter(index: number, total: number): boolean {
  return (index + 1) % IDEAS_PER_AD === 0 && index < total - 1;
}

/** How many ads a list of `total` ideas carries. */
export function adCount(total: number): number {
  return total > 0 ? Math.floor((total - 1) / IDEAS_PER_AD) : 0;
}
