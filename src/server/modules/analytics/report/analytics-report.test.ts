import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { aiUsage, checkouts, creditLedger, events, payments, tipHistory, users } from '../../../db/schema';
import { createTestDatabase } from '../../../../test/server/test-app';
import { buildAnalyticsReport, monthlyRecurringRevenue, percentOf } from './analytics-report';
import { trendDays } from './trends';

/**
 * A small world whose every figure is worked out by hand below (the comments
 * say how), so each field of the report is checked against its definition
 * in docs/analytics.md.
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: Database;
let ids: Record<string, string | undefined>;

async function seed() {
  const { db } = database;
  const located = (
    country: string,
    countryCode: string,
    region: string,
    city: string,
    confidence: number,
    vpn: boolean | null,
  ) => ({
    country,
    countryCode,
    region,
    city,
    locationConfidence: confidence,
    locationMethod: 'coordinates',
    vpnDetected: vpn,
    locationUpdatedAt: ago(1),
  });
  const rows = await db
    .insert(users)
    .values([
      // Premium, renewing; signed up in the funnel window, onboarded, active, paying.
      {
        issuer: 'local',
        subject: 'ann',
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Ames',
        createdAt: ago(10),
        onboardedAt: ago(10),
        firstAiRequestAt: ago(9),
        subscriptionEndsAt: ago(-3),
        ...located('United States', 'US', 'New York', 'New York City', 90, false),
      },
      // Premium to the end of the week, renewal turned off; signed up before the window.
      {
        issuer: 'local',
        subject: 'bob',
        email: 'bob@example.com',
        firstName: 'Bob',
        lastName: null,
        createdAt: ago(40),
        onboardedAt: ago(40),
        firstAiRequestAt: ago(39),
        subscriptionEndsAt: ago(-5),
        ...located('United States', 'US', 'California', 'Los Angeles', 70, true),
      },
      // Bought credits twice and spent 3 (4 requests, one refunded).
      {
        issuer: 'local',
        subject: 'cat',
        email: 'cat@example.com',
        firstName: 'Cat',
        lastName: 'Cole',
        createdAt: ago(5),
        onboardedAt: ago(5),
        firstAiRequestAt: ago(4),
        credits: 197,
        ...located('India', 'IN', 'Maharashtra', 'Mumbai', 60, false),
      },
      // Premium ended yesterday.
      {
        issuer: 'local',
        subject: 'dan',
        email: 'dan@example.com',
        firstName: 'Dan',
        lastName: 'Dale',
        createdAt: ago(60),
        onboardedAt: ago(60),
        firstAiRequestAt: ago(50),
        subscriptionEndsAt: ago(1),
        ...located('United Kingdom', 'GB', 'England', 'London', 50, false),
      },
      // New, no location, not onboarded.
      { issuer: 'local', subject: 'eve', email: 'eve@example.com', firstName: 'Eve', createdAt: ago(1) },
      // Onboarded, never used the tools; located by time zone, VPN check unknown (counts as not detected).
      {
        issuer: 'local',
        subject: 'fay',
        email: 'fay@example.com',
        firstName: 'Fay',
        createdAt: ago(20),
        onboardedAt: ago(19),
        ...located('France', 'FR', 'Île-de-France', 'Paris', 40, null),
        locationMethod: 'timezone',
      },
    ])
    .returning({ id: users.id, subject: users.subject });
  ids = Object.fromEntries(rows.map((row) => [row.subject, row.id]));
  const [ann, bob, cat, dan, fay] = (['ann', 'bob', 'cat', 'dan', 'fay'] as const).map((name) => ids[name]!) as [
    string,
    string,
    string,
    string,
    string,
  ];

  const subscription = (id: string, userId: string, status: string, cancelAtPeriodEnd = false) => ({
    id,
    userId,
    kind: 'subscription',
    product: 'premium',
    amountCents: 999,
    currency: 'USD',
    status,
    cancelAtPeriodEnd,
  });
  const order = (id: string, userId: string) => ({
    id,
    userId,
    kind: 'order',
    product: 'credits',
    amountCents: 599,
    currency: 'USD',
    status: 'paid',
  });
  await db
    .insert(checkouts)
    .values([
      subscription('sub_ann', ann, 'active'),
      subscription('sub_bob', bob, 'active', true),
      subscription('sub_dan', dan, 'cancelled'),
      order('order_cat1', cat),
      order('order_cat2', cat),
    ]);
  const payment = (id: string, userId: string, checkoutId: string, product: string, cents: number, at: Date) => ({
    id,
    userId,
    checkoutId,
    product,
    amountCents: cents,
    currency: 'USD',
    creditsGranted: product === 'credits' ? 100 : 0,
    source: 'webhook',
    createdAt: at,
  });
  await db
    .insert(payments)
    .values([
      payment('pay_ann1', ann, 'sub_ann', 'premium', 999, ago(10)),
      payment('pay_ann2', ann, 'sub_ann', 'premium', 999, ago(3)),
      payment('pay_bob1', bob, 'sub_bob', 'premium', 999, ago(2)),
      payment('pay_dan1', dan, 'sub_dan', 'premium', 999, ago(45)),
      payment('pay_cat1', cat, 'order_cat1', 'credits', 599, ago(4)),
      payment('pay_cat2', cat, 'order_cat2', 'credits', 599, ago(3)),
    ]);
  const ledger = (delta: number, balanceAfter: number, reason: string, paymentId: string | null = null) => ({
    userId: cat,
    delta,
    balanceAfter,
    reason,
    paymentId,
    createdAt: ago(3),
  });
  await db
    .insert(creditLedger)
    .values([
      ledger(100, 100, 'purchase', 'pay_cat1'),
      ledger(100, 200, 'purchase', 'pay_cat2'),
      ledger(-1, 199, 'ai_request'),
      ledger(-1, 198, 'ai_request'),
      ledger(-1, 197, 'ai_request'),
      ledger(-1, 196, 'ai_request'),
      ledger(1, 197, 'refund'),
    ]);

  const requests = (userId: string, feature: string, times: number, at: Date, outcome = 'success') =>
    Array.from({ length: times }, () => ({
      userId,
      feature,
      engine: 'offline',
      charge: 'premium',
      outcome,
      latencyMs: 20,
      createdAt: at,
    }));
  await db.insert(aiUsage).values([
    ...requests(ann, 'profile_analysis', 3, ago(1)),
    ...requests(ann, 'message_starter', 2, ago(0)),
    ...requests(ann, 'date_ideas', 1, ago(40)), // before the trend window
    ...requests(bob, 'message_starter', 1, ago(2)),
    ...requests(bob, 'message_reply', 2, ago(2)),
    ...requests(bob, 'profile_analysis', 1, ago(2), 'error'),
    ...requests(cat, 'profile_analysis', 1, ago(1)),
    ...requests(cat, 'tip', 2, ago(1)),
    ...requests(cat, 'tip', 1, ago(1), 'error'),
    ...requests(dan, 'date_ideas', 1, ago(50)),
  ]);

  const tips = (userId: string, category: string, times: number) =>
    Array.from({ length: times }, () => ({ userId, category, source: 'daily', createdAt: ago(1) }));
  await db
    .insert(tipHistory)
    .values([
      ...tips(ann, 'confidence', 2),
      ...tips(cat, 'confidence', 1),
      ...tips(cat, 'conversation', 2),
      ...tips(fay, 'etiquette', 1),
    ]);

  const event = (name: string, at: Date, userId: string | null = null) => ({
    name,
    userId,
    occurredAt: at,
    receivedAt: at,
  });
  await db.insert(events).values([
    event('sign_in', new Date('2026-06-14T08:00:00Z'), ann),
    event('sign_in', new Date('2026-06-14T23:59:59Z'), cat),
    event('sign_in', new Date('2026-06-15T00:00:00Z'), ann),
    event('sign_in', new Date('2026-05-16T23:59:59Z'), dan), // the day before the trend window
    event('session_start', ago(1)),
    event('session_start', ago(2)),
    event('session_start', ago(5)),
    event('session_start', ago(10)),
    event('session_start', ago(29)),
    event('session_start', ago(31)), // before the funnel window
    event('page_view', ago(1)),
  ]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seed();
});
afterAll(async () => {
  await database.close();
});

const zeros = (n: number) => Array.from({ length: n }, () => 0);
/** A 30-day series that is zero except on the given days (index 29 is NOW's day, 2026-06-15). */
const seriesWith = (values: Record<number, number>) => zeros(30).map((zero, i) => values[i] ?? zero);

describe('buildAnalyticsReport', () => {
  it('computes every figure of the seeded world exactly', async () => {
    const report = await buildAnalyticsReport(database.db, NOW);
    expect(report).toEqual({
      generatedAt: '2026-06-15T12:00:00.000Z',
      // Six users; Premium now: Ann and Bob (Dan's ended yesterday).
      userStats: { totalUsers: 6, activeSubscribers: 2 },
      subscriptionStats: {
        // Only Ann renews: 9.99 a week x 52 / 12.
        mrr: 43.29,
        conversionRate: 33.33,
        activeSubscribers: 2,
      },
      revenueStats: {
        // Four Premium weeks (39.96) and two credit packs (11.98).
        totalRevenue: 51.94,
        subscriptionRevenue: 39.96,
        creditRevenue: 11.98,
        totalPaidUsers: 4,
        // Four credits spent, one refunded.
        totalCreditsUsed: 3,
      },
      featureUsage: {
        // Successful requests only: 6 (Ann) + 3 (Bob) + 3 (Cat) + 1 (Dan).
        totalAIRequests: 13,
        aiFeatures: [
          { type: 'profile_analysis', count: 4, uniqueUsers: 2 },
          { type: 'message_starter', count: 3, uniqueUsers: 2 },
          { type: 'date_ideas', count: 2, uniqueUsers: 2 },
          { type: 'message_reply', count: 2, uniqueUsers: 1 },
          { type: 'tip', count: 2, uniqueUsers: 1 },
        ],
        dailyTips: [
          { category: 'confidence', count: 3, uniqueUsers: 2 },
          { category: 'conversation', count: 2, uniqueUsers: 1 },
          { category: 'etiquette', count: 1, uniqueUsers: 1 },
        ],
        // Requests in the last 30 days, failed ones too: all but Ann's and Dan's old ones. Two failed (Bob's, Cat's).
        engines: [
          { engine: 'offline', requests: 13, failureRate: 15.38, fallbackRate: 0, latencyP50Ms: 20, latencyP95Ms: 20 },
        ],
      },
      geographicStats: {
        countryStats: [
          { country: 'United States', countryCode: 'US', totalUsers: 2, subscribedUsers: 2 },
          { country: 'France', countryCode: 'FR', totalUsers: 1, subscribedUsers: 0 },
          { country: 'India', countryCode: 'IN', totalUsers: 1, subscribedUsers: 0 },
          { country: 'United Kingdom', countryCode: 'GB', totalUsers: 1, subscribedUsers: 0 },
        ],
        topCities: [
          { city: 'London', region: 'England', country: 'United Kingdom', countryCode: 'GB', count: 1 },
          { city: 'Los Angeles', region: 'California', country: 'United States', countryCode: 'US', count: 1 },
          { city: 'Mumbai', region: 'Maharashtra', country: 'India', countryCode: 'IN', count: 1 },
          { city: 'New York City', region: 'New York', country: 'United States', countryCode: 'US', count: 1 },
          { city: 'Paris', region: 'Île-de-France', country: 'France', countryCode: 'FR', count: 1 },
        ],
        // (90 + 60 + 50 + 40) / 4 = 60 without a VPN; Bob's 70 with one.
        vpnStats: [
          { vpnDetected: false, count: 4, avgConfidence: 60 },
          { vpnDetected: true, count: 1, avgConfidence: 70 },
        ],
        unknownLocation: 1,
      },
      // Ties (Bob and Cat, 3 each) go to the earlier sign-up.
      topUsers: [
        { firstName: 'Ann', lastName: 'Ames', email: 'ann@example.com', isSubscribed: true, aiRequests: 6, credits: 0 },
        { firstName: 'Bob', lastName: null, email: 'bob@example.com', isSubscribed: true, aiRequests: 3, credits: 0 },
        {
          firstName: 'Cat',
          lastName: 'Cole',
          email: 'cat@example.com',
          isSubscribed: false,
          aiRequests: 3,
          credits: 197,
        },
        {
          firstName: 'Dan',
          lastName: 'Dale',
          email: 'dan@example.com',
          isSubscribed: false,
          aiRequests: 1,
          credits: 0,
        },
      ],
      trends: {
        days: trendDays(NOW),
        // 14 June (index 28): two sign-ins, the second a second before midnight UTC; 15 June: one.
        signIns: seriesWith({ 28: 2, 29: 1 }),
        // 12 June (index 26): Ann 9.99 + Cat 5.99; 13 June: Bob 9.99; 11 June: Cat 5.99; 5 June: Ann 9.99.
        revenue: seriesWith({ 19: 9.99, 25: 5.99, 26: 15.98, 27: 9.99 }),
        aiRequestsByTool: [
          { type: 'message_reply', counts: seriesWith({ 27: 2 }) },
          { type: 'message_starter', counts: seriesWith({ 27: 1, 29: 2 }) },
          { type: 'profile_analysis', counts: seriesWith({ 28: 4 }) },
          { type: 'tip', counts: seriesWith({ 28: 2 }) },
        ],
      },
      // Sessions started in the last 30 days: 5. Signed up in them: Ann, Cat, Eve, Fay.
      funnel: { windowDays: 30, visitors: 5, registered: 4, onboarded: 3, active: 2, paying: 2 },
    });
  });

  it('lists the last 30 UTC days, oldest first', () => {
    const days = trendDays(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-05-17');
    expect(days[29]).toBe('2026-06-15');
    expect(trendDays(new Date('2026-03-01T00:30:00Z')).slice(-2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('answers zeros, not errors, for an empty database', async () => {
    const empty = await createTestDatabase();
    try {
      const report = await buildAnalyticsReport(empty.db, NOW);
      expect(report.userStats).toEqual({ totalUsers: 0, activeSubscribers: 0 });
      expect(report.subscriptionStats).toEqual({ mrr: 0, conversionRate: 0, activeSubscribers: 0 });
      expect(report.revenueStats.totalRevenue).toBe(0);
      expect(report.revenueStats.totalCreditsUsed).toBe(0);
      expect(report.featureUsage).toEqual({ totalAIRequests: 0, aiFeatures: [], dailyTips: [], engines: [] });
      expect(report.geographicStats.vpnStats).toEqual([]);
      expect(report.topUsers).toEqual([]);
      expect(report.trends.signIns).toEqual(zeros(30));
      expect(report.trends.aiRequestsByTool).toEqual([]);
      expect(report.funnel).toEqual({ windowDays: 30, visitors: 0, registered: 0, onboarded: 0, active: 0, paying: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('per-engine figures', () => {
  /**
   * The language model's last 30 days, twelve requests by latency (ms): 50 (no answer, recorded before failures
   * were), 300 (HTTP 429, the offline coach answered), 700 (aborted, no answer), 900, 1000, 1100, 1201, 1300, 1400,
   * 1500, 1600 (answered) and 20000 (timed out, the offline coach answered). The offline coach alone: 10, 20 and
   * 40, never failing, the oldest exactly 30 days old. Older rows, which would change every figure, are left out.
   */
  it('counts requests, failures, fallbacks and latency percentiles over the last 30 days', async () => {
    const world = await createTestDatabase();
    try {
      const { db } = world;
      const [user] = await db
        .insert(users)
        .values({ issuer: 'local', subject: 'gil', email: 'gil@example.com', createdAt: ago(60) })
        .returning({ id: users.id });
      const request = (
        engine: string,
        latencyMs: number,
        at: Date,
        outcome = 'success',
        failure: string | null = null,
      ) => ({
        userId: user!.id,
        feature: 'message_reply',
        engine,
        charge: 'free',
        outcome,
        failure,
        latencyMs,
        createdAt: at,
      });
      await db
        .insert(aiUsage)
        .values([
          ...[900, 1000, 1100, 1201, 1300, 1400, 1500, 1600].map((ms, i) => request('llm', ms, ago(i))),
          request('llm', 20000, ago(3), 'fallback', 'timeout'),
          request('llm', 300, ago(12), 'fallback', 'http_429'),
          request('llm', 700, ago(20), 'error', 'aborted'),
          request('llm', 50, ago(29), 'error'),
          request('llm', 90000, ago(31), 'error', 'timeout'),
          request('llm', 40000, ago(45), 'fallback', 'network'),
          request('offline', 10, ago(1)),
          request('offline', 20, ago(15)),
          request('offline', 40, ago(30)),
          request('offline', 5000, new Date(ago(30).getTime() - 1000), 'error', 'error'),
        ]);

      const { featureUsage } = await buildAnalyticsReport(db, NOW);
      expect(featureUsage.engines).toEqual([
        // Failed: 4 of 12 (33.33%), two of them answered by the offline coach (16.67%). The median lies halfway
        // between 1100 and 1201 (1150.5, rounded up); the 95th percentile at 10.45 of 11 steps, between 1600 and
        // 20000: 1600 + 0.45 x 18400 = 9880.
        {
          engine: 'llm',
          requests: 12,
          failureRate: 33.33,
          fallbackRate: 16.67,
          latencyP50Ms: 1151,
          latencyP95Ms: 9880,
        },
        // The 95th percentile at 1.9 of 2 steps: 20 + 0.9 x 20 = 38.
        { engine: 'offline', requests: 3, failureRate: 0, fallbackRate: 0, latencyP50Ms: 20, latencyP95Ms: 38 },
      ]);
      // Successful requests are the only usage elsewhere in the report: fallbacks and errors are not counted.
      expect(featureUsage.totalAIRequests).toBe(11);
    } finally {
      await world.close();
    }
  });
});

describe('the definitions', () => {
  it('turns renewing weekly subscriptions into monthly revenue', () => {
    expect(monthlyRecurringRevenue(0)).toBe(0);
    expect(monthlyRecurringRevenue(1)).toBe(43.29);
    expect(monthlyRecurringRevenue(1000)).toBe(43290);
  });

  it('rounds percentages to two decimals and never divides by zero', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
