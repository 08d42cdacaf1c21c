import type { AnalyticsReport } from '../../shared/schemas/analytics-report';

/** 30 UTC days ending on 21 Nov 2025, oldest first. */
export function fixtureDays(count = 30, last = '2025-11-21'): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A series of `length` zeros with the given days set: { 3: 5 } puts 5 on the fourth day. */
export function series(values: Record<number, number>, length = 30): number[] {
  return Array.from({ length }, (_, i) => values[i] ?? 0);
}

const countries: [string, string | null, number, number][] = [
  ['United States', 'US', 400, 60],
  ['France', 'FR', 120, 10],
  ['United Kingdom', 'GB', 90, 12],
  ['India', 'IN', 80, 4],
  ['Canada', 'CA', 50, 6],
  ['Germany', 'DE', 30, 2],
  ['Brazil', 'BR', 20, 1],
  ['Japan', 'JP', 10, 1],
  ['Kenya', 'KE', 5, 0],
  ['Nowhere Land', null, 3, 0],
];

/**
 * A full dashboard report with figures that are easy to check: 10 countries
 * (the dashboard shows 8), 10 cities, 20 top users (it shows 15). Pass
 * `patch` to change anything.
 */
export function buildReport(patch?: (report: AnalyticsReport) => void): AnalyticsReport {
  const report: AnalyticsReport = {
    generatedAt: '2025-11-21T15:04:00.000Z',
    userStats: { totalUsers: 1234, activeSubscribers: 120 },
    subscriptionStats: { mrr: 1234.5, conversionRate: 9.72, activeSubscribers: 120 },
    revenueStats: {
      totalRevenue: 98765.4,
      subscriptionRevenue: 90000,
      creditRevenue: 8765.4,
      totalPaidUsers: 321,
      totalCreditsUsed: 4567,
    },
    featureUsage: {
      totalAIRequests: 5678,
      aiFeatures: [
        { type: 'profile_analysis', count: 2000, uniqueUsers: 700 },
        { type: 'message_starter', count: 1500, uniqueUsers: 500 },
        { type: 'message_reply', count: 1000, uniqueUsers: 400 },
        { type: 'date_ideas', count: 900, uniqueUsers: 300 },
        { type: 'tip', count: 270, uniqueUsers: 90 },
        { type: 'mystery_tool', count: 8, uniqueUsers: 2 },
      ],
      dailyTips: [
        { category: 'confidence', count: 300, uniqueUsers: 150 },
        { category: 'etiquette', count: 40, uniqueUsers: 30 },
      ],
      engines: [
        {
          engine: 'llm',
          requests: 4321,
          failureRate: 6.25,
          fallbackRate: 5.5,
          latencyP50Ms: 2350,
          latencyP95Ms: 11800,
        },
        { engine: 'offline', requests: 1200, failureRate: 0, fallbackRate: 0, latencyP50Ms: 12, latencyP95Ms: 45 },
        {
          engine: 'mystery_engine',
          requests: 3,
          failureRate: 33.33,
          fallbackRate: 0,
          latencyP50Ms: 900,
          latencyP95Ms: 980,
        },
      ],
    },
    geographicStats: {
      countryStats: countries.map(([country, countryCode, totalUsers, subscribedUsers]) => ({
        country,
        countryCode,
        totalUsers,
        subscribedUsers,
      })),
      topCities: Array.from({ length: 10 }, (_, i) => ({
        city: `City ${i + 1}`,
        region: i === 0 ? null : `Region ${i + 1}`,
        country: i % 2 === 0 ? 'United States' : 'France',
        countryCode: i % 2 === 0 ? 'US' : 'FR',
        count: 100 - i * 5,
      })),
      vpnStats: [
        { vpnDetected: false, count: 700, avgConfidence: 72.6 },
        { vpnDetected: true, count: 108, avgConfidence: 40.4 },
      ],
      unknownLocation: 426,
    },
    topUsers: Array.from({ length: 20 }, (_, i) => ({
      firstName: i === 2 ? null : `First${i + 1}`,
      lastName: i === 2 ? null : `Last${i + 1}`,
      email: `user${i + 1}@example.com`,
      isSubscribed: i === 0,
      aiRequests: 500 - i * 10,
      credits: i === 1 ? 1250 : 0,
    })),
    trends: {
      days: fixtureDays(),
      signIns: series({ 0: 4, 10: 31, 29: 12 }),
      revenue: series({ 5: 9.99, 20: 15.98 }),
      aiRequestsByTool: [
        { type: 'profile_analysis', counts: series({ 10: 5, 11: 2 }) },
        { type: 'message_reply', counts: series({ 10: 3 }) },
      ],
    },
    funnel: { windowDays: 30, visitors: 1000, registered: 250, onboarded: 200, active: 150, paying: 30 },
  };
  patch?.(report);
  return report;
}
