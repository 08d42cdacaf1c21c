import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/select-rows';
import { createTestDatabase } from '../../src/test/server/test-app';
import { analyticsSeedStatements, seedAnalytics, type AnalyticsSeedCounts } from './analytics-seed';

const NOW = new Date('2026-03-01T12:00:00Z');
const USERS = 300;
const EVENTS = 3000;

let database: Database;
let counts: AnalyticsSeedCounts;

const rows = <T>(query: ReturnType<typeof sql>, db = database.db): Promise<T[]> => selectRows<T>(db, query);
async function one<T>(query: ReturnType<typeof sql>, db = database.db): Promise<T> {
  const [row] = await rows<T>(query, db);
  return row!;
}
const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: number | string }>(query)).n);

/** Everything the seed wrote, as one digest per table (serial ids included: the database is new). */
async function fingerprint(db: Database['db']) {
  return one<Record<string, string>>(
    sql`select
      (select md5(string_agg(concat_ws('|', id, email, first_name, last_name, created_at, credits, subscription_ends_at,
        timezone, country, country_code, region, city, location_confidence, location_method, vpn_detected, latitude,
        longitude, location_updated_at, onboarded_at, first_ai_request_at), ',' order by id)) from users) as users,
      (select md5(string_agg(concat_ws('|', id, user_id, feature, engine, charge, outcome, failure, latency_ms, created_at),
        ',' order by id)) from ai_usage) as ai,
      (select md5(string_agg(concat_ws('|', id, user_id, checkout_id, amount_cents, premium_until, source, created_at), ','
        order by id)) from payments) as payments,
      (select md5(string_agg(concat_ws('|', id, user_id, delta, balance_after, reason, payment_id, created_at), ','
        order by id)) from credit_ledger) as ledger,
      (select md5(string_agg(concat_ws('|', id, name, props::text, path, user_id, occurred_at), ',' order by id))
        from events) as events`,
    db,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await seedAnalytics(database.db, { users: USERS, events: EVENTS, seed: 10, now: NOW });
});
afterAll(async () => {
  await database?.close();
});

describe('seedAnalytics', () => {
  it('inserts the asked numbers of users and events, and reports what it inserted', async () => {
    expect(counts.users).toBe(USERS);
    expect(counts.events).toBe(EVENTS);
    expect(await count(sql`select count(*) as n from users`)).toBe(USERS);
    expect(await count(sql`select count(*) as n from events`)).toBe(EVENTS);
    expect(await count(sql`select count(*) as n from ai_usage`)).toBe(counts.aiRequests);
    expect(await count(sql`select count(*) as n from payments`)).toBe(counts.payments);
    expect(counts.aiRequests).toBeGreaterThan(USERS);
    expect(counts.payments).toBeGreaterThan(10);
  });

  it('makes every kind of user: Premium, credit buyers, free; located or not; onboarded or not', async () => {
    const mix = await one<Record<string, number | string>>(sql`select
      count(*) filter (where subscription_ends_at > ${NOW.toISOString()}::timestamptz) as premium,
      count(*) filter (where credits > 0) as credits,
      count(*) filter (where country is null) as unlocated,
      count(*) filter (where vpn_detected) as vpn,
      count(*) filter (where onboarded_at is null) as not_onboarded,
      count(*) filter (where first_ai_request_at is not null) as active,
      count(*) filter (where city is not null) as with_city
      from users`);
    for (const [kind, n] of Object.entries(mix)) expect(Number(n), kind).toBeGreaterThan(0);
    expect(Number(mix.unlocated)).toBeLessThan(USERS / 2);
    // Onboarding saves the answers as it marks the user onboarded: both or neither.
    expect(
      await count(sql`select count(*) as n from users u left join preferences p on p.user_id = u.id
        where (u.onboarded_at is null) <> (p.user_id is null)`),
    ).toBe(0);
    // Only coordinates give a city and a point; a VPN shows up with coordinates or a time zone.
    expect(
      await count(sql`select count(*) as n from users where (city is not null or latitude is not null)
        and location_method <> 'coordinates'`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from users where vpn_detected and location_method not in ('coordinates', 'timezone')`,
      ),
    ).toBe(0);
  });

  it('keeps users.credits equal to the last balance in their ledger (0 without one)', async () => {
    const mismatched = await rows(sql`
      select u.email, u.credits, l.balance_after from users u
      left join lateral (select balance_after from credit_ledger c where c.user_id = u.id
                         order by c.created_at desc, c.id desc limit 1) l on true
      where u.credits <> coalesce(l.balance_after, 0)`);
    expect(mismatched).toEqual([]);
    expect(await count(sql`select count(*) as n from users where credits > 0`)).toBeGreaterThan(0);
  });

  it('writes a ledger whose balances are running sums that never go below zero', async () => {
    const wrong = await rows(sql`
      select * from (
        select balance_after, sum(delta) over (partition by user_id order by created_at, id) as running
        from credit_ledger
      ) l where balance_after <> running or balance_after < 0`);
    expect(wrong).toEqual([]);
    // Someone ran out and bought a second pack (this seed has one), so the order of packs and requests is checked.
    expect(
      await count(sql`select count(*) as n from (select user_id from credit_ledger where reason = 'purchase'
        group by user_id having count(*) > 1) again`),
    ).toBeGreaterThan(0);
    const reasons = await rows<{ reason: string; delta: number }>(
      sql`select distinct reason, delta from credit_ledger order by reason`,
    );
    expect(reasons).toEqual([
      { reason: 'ai_request', delta: -1 },
      { reason: 'purchase', delta: 100 },
      { reason: 'refund', delta: 1 },
    ]);
    // A purchase names its payment, which granted the pack; credit requests and refunds (of every request that was
    // not a success: no answer, or the offline coach's after the model failed) match ai_usage.
    expect(
      await count(sql`select count(*) as n from credit_ledger l left join payments p on p.id = l.payment_id
        where l.reason = 'purchase' and (p.id is null or p.credits_granted <> l.delta or p.user_id <> l.user_id)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from credit_ledger where reason = 'ai_request'`)).toBe(
      await count(sql`select count(*) as n from ai_usage where charge = 'credit'`),
    );
    expect(await count(sql`select count(*) as n from credit_ledger where reason = 'refund'`)).toBe(
      await count(sql`select count(*) as n from ai_usage where charge = 'credit' and outcome <> 'success'`),
    );
  });

  it("records every payment against its own user's checkout, at the checkout's price", async () => {
    const orphans = await rows(sql`
      select p.id from payments p left join checkouts c on c.id = p.checkout_id
      where c.id is null or c.user_id <> p.user_id or c.product <> p.product or c.amount_cents <> p.amount_cents
        or c.currency <> p.currency`);
    expect(orphans).toEqual([]);
    const products = await rows<{ product: string; amount_cents: number; credits_granted: number }>(
      sql`select distinct product, amount_cents, credits_granted from payments order by product`,
    );
    expect(products).toEqual([
      { product: 'credits', amount_cents: 599, credits_granted: 100 },
      { product: 'premium', amount_cents: 999, credits_granted: 0 },
    ]);
    // Paid orders have one payment each; checkouts nobody paid for have none.
    expect(
      await count(sql`select count(*) as n from checkouts c
        where (c.status = 'paid') <> exists (select 1 from payments p where p.checkout_id = c.id)
          and c.kind = 'order'`),
    ).toBe(0);
  });

  it('gives Premium users an end date in the future exactly when their subscription is active', async () => {
    const subscribers = await rows<{ status: string; cancel: boolean; future: boolean; consistent: boolean }>(sql`
      select c.status, c.cancel_at_period_end as cancel, u.subscription_ends_at > ${NOW.toISOString()}::timestamptz as future,
        u.subscription_ends_at = c.first_paid_at + c.paid_periods * interval '7 days'
          and c.paid_periods = (select count(*) from payments p where p.checkout_id = c.id)
          and (select max(premium_until) from payments p where p.checkout_id = c.id) = u.subscription_ends_at
          as consistent
      from checkouts c join users u on u.id = c.user_id
      where c.kind = 'subscription' and c.paid_periods > 0`);
    expect(subscribers.length).toBeGreaterThan(0);
    for (const s of subscribers) {
      expect(s.future).toBe(s.status === 'active');
      expect(s.consistent).toBe(true);
      if (s.status === 'cancelled') expect(s.cancel).toBe(true);
    }
    expect(subscribers.some((s) => s.status === 'cancelled')).toBe(true);
    expect(subscribers.some((s) => s.status === 'active' && s.cancel)).toBe(true);
    expect(
      await count(sql`select count(*) as n from users u where subscription_ends_at is not null
      and not exists (select 1 from checkouts c where c.user_id = u.id and c.kind = 'subscription' and c.paid_periods > 0)`),
    ).toBe(0);
  });

  it('charges AI requests the way the meter does', async () => {
    const now = NOW.toISOString();
    // Nothing before sign-up or after now; first_ai_request_at is the first success.
    expect(
      await count(sql`select count(*) as n from ai_usage a join users u on u.id = a.user_id
        where a.created_at < u.created_at or a.created_at > ${now}::timestamptz`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from users u
        where u.first_ai_request_at is distinct from
          (select min(created_at) from ai_usage a where a.user_id = u.id and a.outcome = 'success')`),
    ).toBe(0);
    // Premium only while Premium lasted; at most 3 free requests a day.
    expect(
      await count(sql`select count(*) as n from ai_usage a join users u on u.id = a.user_id
        where a.charge = 'premium' and (u.subscription_ends_at is null or a.created_at > u.subscription_ends_at)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (select user_id from ai_usage where charge = 'free'
        group by user_id, (created_at at time zone 'UTC')::date having count(*) > 3) days`),
    ).toBe(0);
    const kinds = await rows<{ feature: string }>(sql`select distinct feature from ai_usage order by feature`);
    expect(kinds.map((k) => k.feature)).toEqual([
      'date_ideas',
      'message_reply',
      'message_starter',
      'profile_analysis',
      'tip',
    ]);
    expect(await count(sql`select count(*) as n from ai_usage where outcome = 'error'`)).toBeGreaterThan(0);
    // Every generated tip that was answered (by the model, or by the offline coach after it failed) is in the history.
    expect(await count(sql`select count(*) as n from tip_history where source = 'generated'`)).toBe(
      await count(sql`select count(*) as n from ai_usage where feature = 'tip' and outcome <> 'error'`),
    );
  });

  it('records the engines and failures the coach does: the offline coach first, then a model that falls back', async () => {
    const switched = new Date(NOW.getTime() - 20 * 86_400_000).toISOString();
    const kinds = await rows<{ engine: string; outcome: string; failure: string | null; n: number | string }>(
      sql`select engine, outcome, failure, count(*) as n from ai_usage group by engine, outcome, failure`,
    );
    const fallbacks = ['timeout', 'http_429', 'http_500', 'network', 'truncated', 'schema', 'circuit_open'];
    for (const { engine, outcome, failure } of kinds) {
      const kind = `${engine} ${outcome} ${failure}`;
      if (outcome === 'success') expect(failure, kind).toBeNull();
      else if (outcome === 'fallback') expect(engine === 'llm' && fallbacks.includes(failure!), kind).toBe(true);
      else expect([outcome, failure], kind).toEqual(['error', engine === 'llm' ? 'aborted' : 'error']);
    }
    const total = (engine: string, outcome: string) =>
      kinds.filter((k) => k.engine === engine && k.outcome === outcome).reduce((sum, k) => sum + Number(k.n), 0);
    expect(total('local', 'success')).toBeGreaterThan(0);
    expect(total('llm', 'success')).toBeGreaterThan(0);
    expect(total('llm', 'error')).toBeGreaterThan(0);
    // Fallbacks of several kinds, about 5% of the model's requests.
    expect(kinds.filter((k) => k.outcome === 'fallback').length).toBeGreaterThan(3);
    const llm = total('llm', 'success') + total('llm', 'fallback') + total('llm', 'error');
    expect(total('llm', 'fallback') / llm).toBeGreaterThan(0.02);
    expect(total('llm', 'fallback') / llm).toBeLessThan(0.1);
    // The model answers from 20 days before now (a request is recorded when it ends, after it started).
    expect(
      await count(sql`select count(*) as n from ai_usage
        where (engine = 'llm') <> (created_at - latency_ms * interval '1 millisecond' >= ${switched}::timestamptz)`),
    ).toBe(0);
    // A fallback is the offline coach's answer after the model failed: a timeout took the whole allowance first.
    expect(await count(sql`select count(*) as n from ai_usage where failure = 'timeout' and latency_ms < 20000`)).toBe(
      0,
    );
  });

  it('writes events in time order, signed-in ones only for users who had signed up', async () => {
    const now = NOW.toISOString();
    expect(
      await count(
        sql`select count(*) as n from events e join users u on u.id = e.user_id where e.occurred_at < u.created_at`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from events where user_id is not null
        and not exists (select 1 from users u where u.id = events.user_id)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from events where name = 'sign_in' and user_id is null`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from events where occurred_at <> received_at
        or received_at > ${now}::timestamptz or received_at < ${now}::timestamptz - interval '90 days'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (select received_at < lag(received_at) over (order by id) as back from events) e
        where back`),
    ).toBe(0);
    const anonymous = await count(sql`select count(*) as n from events where user_id is null`);
    expect(anonymous / EVENTS).toBeGreaterThan(0.3);
    expect(anonymous / EVENTS).toBeLessThan(0.5);
    const names = await rows<{ name: string }>(sql`select name from events group by name order by count(*) desc`);
    expect(names[0]!.name).toBe('page_view');
    expect(names.map((n) => n.name).sort()).toEqual([
      'content_view',
      'cta_click',
      'page_blur',
      'page_focus',
      'page_view',
      'scroll_depth',
      'session_start',
      'sign_in',
    ]);
  });

  it('gives the same rows for the same seed and other rows for another seed', async () => {
    const first = await fingerprint(database.db);
    const again = await createTestDatabase();
    const other = await createTestDatabase();
    try {
      await seedAnalytics(again.db, { users: USERS, events: EVENTS, seed: 10, now: NOW });
      await seedAnalytics(other.db, { users: USERS, events: EVENTS, seed: 11, now: NOW });
      expect(await fingerprint(again.db)).toEqual(first);
      const different = await fingerprint(other.db);
      for (const table of Object.keys(first)) expect(different[table], table).not.toBe(first[table]);
    } finally {
      await again.close();
      await other.close();
    }
  });

  it('leaves the indexes and foreign keys as the migrations made them', async () => {
    const fresh = await createTestDatabase();
    try {
      const schema = sql`select
        (select string_agg(indexdef, ';' order by indexdef) from pg_indexes where schemaname = current_schema()) as indexes,
        (select string_agg(conname || pg_get_constraintdef(oid), ';' order by conname) from pg_constraint
          where connamespace = current_schema()::regnamespace) as constraints`;
      expect(await one(schema)).toEqual(await one(schema, fresh.db));
    } finally {
      await fresh.close();
    }
  });
});

describe('analyticsSeedStatements', () => {
  it('refuses sizes it cannot number', () => {
    expect(() => analyticsSeedStatements({ users: 0, events: 10 })).toThrow(RangeError);
    expect(() => analyticsSeedStatements({ users: 1.5, events: 10 })).toThrow(RangeError);
    expect(() => analyticsSeedStatements({ users: 10, events: -1 })).toThrow(RangeError);
    expect(() => analyticsSeedStatements({ users: 10, events: 10, now: new Date(Number.NaN) })).toThrow(RangeError);
    expect(analyticsSeedStatements({ users: 1, events: 0 }).some((s) => s.includes('insert into events'))).toBe(false);
  });
});
