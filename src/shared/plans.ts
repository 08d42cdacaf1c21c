/**
 * Prices and limits: the one source every page and the server render from,
 * so the site never contradicts itself (DESIGN.md).
 */
export const plans = {
  /** Free requests a day, and category tips a day that cost nothing before those count (decision 0040). */
  free: { dailyRequests: 3, dailyTips: 5 },
  premium: { priceCents: 999, currency: 'USD', period: 'week' },
  credits: { packSize: 100, priceCents: 599, currency: 'USD', creditsPerRequest: 1 },
} as const;

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const premiumPriceLabel = `${formatPrice(plans.premium.priceCents)}/${plans.premium.period}`;
export const creditPackLabel = `${plans.credits.packSize} credits for ${formatPrice(plans.credits.priceCents)}`;
/** What a credit purchase tells the user (spec 000 §4). */
export const creditsAddedText = `${plans.credits.packSize} credits added to your account`;

/** What Premium depends on (the current user, spec 000 §3). */
interface PremiumStatus {
  isSubscribed: boolean;
  subscriptionEndDate: string | null;
}

/** Premium is active when the user is subscribed and the paid period has not ended (spec 000 §4). */
export function isPremiumActive(user: PremiumStatus | null | undefined, now: Date = new Date()): boolean {
  if (!user?.isSubscribed || !user.subscriptionEndDate) return false;
  const end = Date.parse(user.subscriptionEndDate);
  return Number.isFinite(end) && end > now.getTime();
}
