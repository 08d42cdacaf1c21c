import { locationMethods } from '../../../shared/account-options';
import { plans } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/auth';
import type { SessionUser } from '../session/sessions';

export function isPremiumActive(subscriptionEndsAt: Date | null, now = new Date()): boolean {
  return subscriptionEndsAt !== null && subscriptionEndsAt.getTime() > now.getTime();
}

/** The current-user response of API.md, from the session lookup. */
export function toUserView(user: SessionUser): User {
  return {
    id: user.id,
    firstName: user.firstName,
    // A last name cleared in Account Settings is stored as "" (so sign-in does not fill it again): none.
    lastName: user.lastName || null,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    isSubscribed: isPremiumActive(user.subscriptionEndsAt),
    subscriptionEndDate: user.subscriptionEndsAt?.toISOString() ?? null,
    credits: user.credits,
    dailyUsage: user.dailyUsage,
    dailyLimit: plans.free.dailyRequests,
    dailyTipsUsed: user.dailyTipsUsed,
    dailyTipLimit: plans.free.dailyTips,
    actualCountry: user.country,
    hasCompletedOnboarding: user.onboardedAt !== null,
    hasUsedAI: user.firstAiRequestAt !== null,
    shareUsageData: user.shareUsageData,
    location: {
      country: user.country,
      countryCode: user.countryCode,
      city: user.city,
      confidence: user.locationConfidence,
      method: locationMethods.find((m) => m === user.locationMethod) ?? null,
      hasCoordinates: user.latitude !== null && user.longitude !== null,
      updatedAt: user.locationUpdatedAt?.toISOString() ?? null,
    },
  };
}
