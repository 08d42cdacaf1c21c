import { z } from 'zod';

/**
 * GET /api/analytics (spec 000 §3, "Analytics response"): every figure is
 * computed from the tables when asked. The definitions are in
 * docs/analytics.md. Money is in US dollars with cents (e.g. 59.9), rates
 * and confidences are percentages (0-100) with up to two decimals.
 */

const count = z.number().int().nonnegative();
const dollars = z.number().nonnegative();
const percent = z.number().min(0).max(100);

export const analyticsReportSchema = z.object({
  /** When the figures were computed (ISO). */
  generatedAt: z.string(),
  userStats: z.object({ totalUsers: count, activeSubscribers: count }),
  subscriptionStats: z.object({
    /** Monthly recurring revenue: renewing weekly subscribers x weekly price x 52 / 12. */
    mrr: dollars,
    /** Active subscribers as a share of all users. */
    conversionRate: percent,
    activeSubscribers: count,
  }),
  revenueStats: z.object({
    totalRevenue: dollars,
    subscriptionRevenue: dollars,
    creditRevenue: dollars,
    totalPaidUsers: count,
    totalCreditsUsed: count,
  }),
  featureUsage: z.object({
    totalAIRequests: count,
    aiFeatures: z.array(z.object({ type: z.string(), count, uniqueUsers: count })),
    dailyTips: z.array(z.object({ category: z.string(), count, uniqueUsers: count })),
    /**
     * Every metered AI request of the last 30 days, whatever its outcome, per engine (`local`: the offline coach
     * alone; `llm`: a language model that falls back to the offline coach), busiest first.
     */
    engines: z.array(
      z.object({
        engine: z.string(),
        requests: count,
        /** Requests the model failed: a failure recorded (answered by the offline coach or not), or no answer. */
        failureRate: percent,
        /** Requests the offline coach answered after the model failed (refunded). */
        fallbackRate: percent,
        /** Latency percentiles in whole milliseconds. */
        latencyP50Ms: count,
        latencyP95Ms: count,
      }),
    ),
  }),
  geographicStats: z.object({
    /** Every country with users, most users first. */
    countryStats: z.array(
      z.object({ country: z.string(), countryCode: z.string().nullable(), totalUsers: count, subscribedUsers: count }),
    ),
    topCities: z.array(
      z.object({
        city: z.string(),
        region: z.string().nullable(),
        country: z.string(),
        countryCode: z.string().nullable(),
        count,
      }),
    ),
    /** Users with a detected location, split by whether a VPN or proxy was suspected. */
    vpnStats: z.array(z.object({ vpnDetected: z.boolean(), count, avgConfidence: percent })),
    /** Users with no location yet (not in the lists above). */
    unknownLocation: count,
  }),
  topUsers: z.array(
    z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
      isSubscribed: z.boolean(),
      aiRequests: count,
      credits: count,
    }),
  ),
  /** The last 30 UTC days, oldest first: one entry per day in every series. */
  trends: z.object({
    days: z.array(z.string()),
    signIns: z.array(count),
    revenue: z.array(dollars),
    aiRequestsByTool: z.array(z.object({ type: z.string(), counts: z.array(count) })),
  }),
  /** People who arrived in the last 30 days, and how far they got. */
  funnel: z.object({
    windowDays: count,
    visitors: count,
    registered: count,
    onboarded: count,
    active: count,
    paying: count,
  }),
});

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** How many rows of each list the response carries (the dashboard shows the top 8 and 15). */
export const ANALYTICS_TOP_CITIES = 8;
export const ANALYTICS_TOP_USERS = 15;
export const ANALYTICS_TREND_DAYS = 30;
/** The window of the per-engine figures (featureUsage.engines): the last 30 days up to the time of asking. */
export const ANALYTICS_ENGINE_DAYS = 30;
