import type { Db } from '../../../db/client';
import type { AnalyticsReport } from '../../../../shared/schemas/analytics-report';
import { plans } from '../../../../shared/plans';
import { aiEngineUsage } from './engines';
import { funnel } from './funnel';
import { countryStats, renewingSubscribers, topCities, userTotals, vpnStats } from './people';
import { revenueTotals } from './revenue';
import { trends } from './trends';
import { aiFeatureUsage, creditsUsed, tipUsage, topUsers } from './usage';

const WEEKS_PER_MONTH = 52 / 12;

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** Monthly recurring revenue in dollars: each renewing weekly subscription, over an average month. */
export function monthlyRecurringRevenue(renewing: number): number {
  return roundTo2((renewing * plans.premium.priceCents * WEEKS_PER_MONTH) / 100);
}

/** `part` as a percentage of `whole`, two decimals; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : roundTo2((part / whole) * 100);
}

/**
 * The admin dashboard's figures (docs/analytics.md), computed in SQL from the
 * tables at the time of asking. The queries are independent, so they run side
 * by side: on PostgreSQL each takes its own pooled connection; PGlite runs them
 * one after another.
 */
export async function buildAnalyticsReport(db: Db, now = new Date()): Promise<AnalyticsReport> {
  const [totals, renewing, revenue, used, features, tips, engines, countries, cities, vpn, top, daily, arrivals] =
    await Promise.all([
      userTotals(db, now),
      renewingSubscribers(db, now),
      revenueTotals(db),
      creditsUsed(db),
      aiFeatureUsage(db),
      tipUsage(db),
      aiEngineUsage(db, now),
      countryStats(db, now),
      topCities(db),
      vpnStats(db),
      topUsers(db, now),
      trends(db, now),
      funnel(db, now),
    ]);

  return {
    generatedAt: now.toISOString(),
    userStats: { totalUsers: totals.totalUsers, activeSubscribers: totals.activeSubscribers },
    subscriptionStats: {
      mrr: monthlyRecurringRevenue(renewing),
      conversionRate: percentOf(totals.activeSubscribers, totals.totalUsers),
      activeSubscribers: totals.activeSubscribers,
    },
    revenueStats: {
      totalRevenue: revenue.totalCents / 100,
      subscriptionRevenue: revenue.subscriptionCents / 100,
      creditRevenue: revenue.creditCents / 100,
      totalPaidUsers: revenue.paidUsers,
      totalCreditsUsed: used,
    },
    featureUsage: {
      totalAIRequests: features.reduce((sum, feature) => sum + feature.count, 0),
      aiFeatures: features,
      dailyTips: tips,
      engines: engines.map((engine) => ({
        engine: engine.engine,
        requests: engine.requests,
        failureRate: percentOf(engine.failed, engine.requests),
        fallbackRate: percentOf(engine.fallbacks, engine.requests),
        latencyP50Ms: engine.latencyP50Ms,
        latencyP95Ms: engine.latencyP95Ms,
      })),
    },
    geographicStats: {
      countryStats: countries,
      topCities: cities,
      vpnStats: vpn,
      unknownLocation: totals.unknownLocation,
    },
    topUsers: top,
    trends: daily,
    funnel: arrivals,
  };
}
