import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/select-rows';
import { datingGoals, interestOptions } from '../../src/shared/account-options';
import { plans } from '../../src/shared/plans';
import { appPaths, cityPages, comparisonPages, countryPages, guidePages, publicPaths } from '../../src/shared/routes';

/**
 * A realistic, deterministic data set for the admin analytics (users,
 * locations, AI usage, tips, checkouts, payments, the credit ledger and
 * client events), generated inside the database: a few INSERT ... SELECT
 * statements over generate_series, with pseudo-randomness from hashtext(), so
 * a million events take seconds, on PostgreSQL and PGlite alike. The same
 * seed and `now` give the same rows (ids included, bar the serial ones).
 *
 * The rows follow the server's own rules, so the figures are the ones the app
 * would have produced:
 * - users sign up over the 90 days before `now`, three times as many a day at
 *   the end as at the start (the sign-up time rises with i, so users go in in
 *   time order); 80% have a location as detection stores it (confidence and
 *   method as in resolve-location.ts: only coordinates give a city, region and
 *   point; a VPN shows up with coordinates or a contradicted time zone); 60%
 *   are onboarded;
 * - AI requests (meter.ts): free ones at most 3 a day (the free allowance),
 *   Premium ones while the paid weeks last, credit ones after a pack was
 *   bought, each debited in the ledger and refunded when it was not a success;
 *   the offline coach answers until 20 days before `now` (0.5% errors), then a
 *   language model (1% no answer, 5% answered by the offline coach after the
 *   model failed: a timeout, an HTTP error, a cut-off or malformed answer, the
 *   circuit breaker open), as coach-service.ts records them;
 * - Premium (ledger.ts): a weekly subscription, one payment per paid week,
 *   Premium until the first payment plus a week per payment; renewing, renewal
 *   turned off (still Premium), or ended (cancelled, Premium over);
 * - credit packs: one paid order, payment and +100 ledger row per pack, bought
 *   when the previous one runs out; users.credits is the last balance;
 * - events: exactly `events` rows over the 90 days (growing like sign-ups),
 *   page views mostly, about 40% anonymous, signed-in ones only from users who
 *   had signed up by then.
 */

interface AnalyticsSeedOptions {
  users: number;
  events: number;
  /** Another seed gives another data set of the same shape (default 1). */
  seed?: number;
  /** The end of the 90 days (default: the current time). */
  now?: Date;
}

export interface AnalyticsSeedCounts {
  users: number;
  events: number;
  aiRequests: number;
  payments: number;
}

const DAY = 86_400;
const WEEK = 7 * DAY;
const DAYS = 90;
/** The largest sizes the id scheme allows (payment ids hold user x 32 + pack in 8 hex digits). */
export const MAX_SEED_USERS = 10_000_000;
export const MAX_SEED_EVENTS = 100_000_000;

/** Shares of all users. */
const PREMIUM_SHARE = 0.04;
const CREDITS_SHARE = 0.06;
const ONBOARDED_SHARE = 0.6;
const LOCATED_SHARE = 0.8;
const ANONYMOUS_SHARE = 0.4;
/** Requests with no answer: the offline coach's, and the language model's (the browser went away). */
const LOCAL_ERROR_SHARE = 0.005;
const LLM_ERROR_SHARE = 0.01;
/** Requests the offline coach answered after the language model failed (refunded). */
const FALLBACK_SHARE = 0.05;
/** The language model answers from this many days before `now`; the offline coach alone before. */
const LLM_DAYS = 20;
const SIGN_IN_SHARE = 0.08;

/** Where users are: [city, region, country code, time zone, latitude, longitude, weight]. Weights add up to 100. */
const places: [string, string | null, string, string, number, number, number][] = [
  ['New York City', 'New York', 'US', 'America/New_York', 40.7128, -74.006, 6],
  ['Los Angeles', 'California', 'US', 'America/Los_Angeles', 34.0522, -118.2437, 5],
  ['Chicago', 'Illinois', 'US', 'America/Chicago', 41.8781, -87.6298, 4],
  ['Houston', 'Texas', 'US', 'America/Chicago', 29.7604, -95.3698, 3],
  ['Miami', 'Florida', 'US', 'America/New_York', 25.7617, -80.1918, 3],
  ['San Francisco', 'California', 'US', 'America/Los_Angeles', 37.7749, -122.4194, 3],
  ['Seattle', 'Washington', 'US', 'America/Los_Angeles', 47.6062, -122.3321, 2],
  ['Austin', 'Texas', 'US', 'America/Chicago', 30.2672, -97.7431, 2],
  ['Boston', 'Massachusetts', 'US', 'America/New_York', 42.3601, -71.0589, 2],
  ['Atlanta', 'Georgia', 'US', 'America/New_York', 33.749, -84.388, 2],
  ['Mumbai', 'Maharashtra', 'IN', 'Asia/Kolkata', 19.076, 72.8777, 4],
  ['Delhi', 'Delhi', 'IN', 'Asia/Kolkata', 28.6139, 77.209, 4],
  ['Bengaluru', 'Karnataka', 'IN', 'Asia/Kolkata', 12.9716, 77.5946, 4],
  ['Hyderabad', 'Telangana', 'IN', 'Asia/Kolkata', 17.385, 78.4867, 2],
  ['Chennai', 'Tamil Nadu', 'IN', 'Asia/Kolkata', 13.0827, 80.2707, 2],
  ['Pune', 'Maharashtra', 'IN', 'Asia/Kolkata', 18.5204, 73.8567, 2],
  ['London', 'England', 'GB', 'Europe/London', 51.5074, -0.1278, 7],
  ['Manchester', 'England', 'GB', 'Europe/London', 53.4808, -2.2426, 2],
  ['Birmingham', 'England', 'GB', 'Europe/London', 52.4862, -1.8904, 2],
  ['Edinburgh', 'Scotland', 'GB', 'Europe/London', 55.9533, -3.1883, 1],
  ['Toronto', 'Ontario', 'CA', 'America/Toronto', 43.6532, -79.3832, 4],
  ['Vancouver', 'British Columbia', 'CA', 'America/Vancouver', 49.2827, -123.1207, 2],
  ['Montréal', 'Quebec', 'CA', 'America/Toronto', 45.5017, -73.5673, 1],
  ['Calgary', 'Alberta', 'CA', 'America/Edmonton', 51.0447, -114.0719, 1],
  ['Sydney', 'New South Wales', 'AU', 'Australia/Sydney', -33.8688, 151.2093, 3],
  ['Melbourne', 'Victoria', 'AU', 'Australia/Melbourne', -37.8136, 144.9631, 2],
  ['Brisbane', 'Queensland', 'AU', 'Australia/Brisbane', -27.4698, 153.0251, 1],
  ['Perth', 'Western Australia', 'AU', 'Australia/Perth', -31.9505, 115.8605, 1],
  ['Berlin', 'State of Berlin', 'DE', 'Europe/Berlin', 52.52, 13.405, 2],
  ['Munich', 'Bavaria', 'DE', 'Europe/Berlin', 48.1351, 11.582, 2],
  ['Hamburg', 'Hamburg', 'DE', 'Europe/Berlin', 53.5511, 9.9937, 1],
  ['Paris', 'Île-de-France', 'FR', 'Europe/Paris', 48.8566, 2.3522, 2],
  ['Madrid', 'Madrid', 'ES', 'Europe/Madrid', 40.4168, -3.7038, 1],
  ['Amsterdam', 'North Holland', 'NL', 'Europe/Amsterdam', 52.36, 4.85, 1],
  ['Dublin', 'Leinster', 'IE', 'Europe/Dublin', 53.3498, -6.2603, 2],
  ['Auckland', 'Auckland', 'NZ', 'Pacific/Auckland', -36.8485, 174.7633, 1],
  ['Singapore', null, 'SG', 'Asia/Singapore', 1.29, 103.85, 2],
  ['São Paulo', 'São Paulo', 'BR', 'America/Sao_Paulo', -23.5505, -46.6333, 2],
  ['Mexico City', 'Mexico City', 'MX', 'America/Mexico_City', 19.4326, -99.1332, 1],
  ['Cape Town', 'Western Cape', 'ZA', 'Africa/Johannesburg', -33.9249, 18.4241, 1],
  ['Dubai', 'Dubai', 'AE', 'Asia/Dubai', 25.2048, 55.2708, 2],
  ['Quezon City', 'National Capital Region', 'PH', 'Asia/Manila', 14.65, 121.05, 2],
  ['Tokyo', 'Tokyo', 'JP', 'Asia/Tokyo', 35.6762, 139.6503, 1],
];

const firstNames = [
  'Aarav', 'Aisha', 'Alex', 'Amelia', 'Ananya', 'Ben', 'Carlos', 'Chloe', 'Daniel', 'Diya', 'Emma', 'Ethan',
  'Fatima', 'Grace', 'Hannah', 'Isabella', 'Jack', 'James', 'Jordan', 'Kavya', 'Liam', 'Lucas', 'Maya', 'Mia',
  'Noah', 'Olivia', 'Priya', 'Rahul', 'Riya', 'Ryan', 'Sam', 'Sara', 'Sofia', 'Taylor', 'Tom', 'Vikram', 'Yuki',
  'Zara', 'Leon', 'Chen',
]; // prettier-ignore
const lastNames = [
  'Anderson', 'Brown', 'Campbell', 'Chen', 'Clarke', 'Davies', 'Fischer', 'Garcia', 'Gupta', 'Hall', 'Iyer',
  'Johnson', 'Kaur', 'Khan', 'Kim', 'Lee', 'Martin', 'Mehta', 'Miller', 'Moore', 'Murphy', 'Nair', 'Nguyen',
  "O'Brien", 'Patel', 'Reddy', 'Robinson', 'Rossi', 'Schmidt', 'Sharma', 'Silva', 'Singh', 'Smith', 'Tanaka',
  'Taylor', 'Thomas', 'Walker', 'Williams', 'Wilson', 'Wright',
]; // prettier-ignore

/** AI tools with their share of requests and typical latency (ms). */
const features: [string, number, number][] = [
  ['profile_analysis', 0.2, 4200],
  ['message_starter', 0.27, 2600],
  ['message_reply', 0.25, 2400],
  ['date_ideas', 0.16, 3800],
  ['tip', 0.12, 1500],
];
/** Why the language model failed when the offline coach answered instead, with their shares of those fallbacks. */
const fallbackFailures: [string, number][] = [
  ['timeout', 0.3],
  ['http_429', 0.2],
  ['http_500', 0.15],
  ['network', 0.1],
  ['truncated', 0.1],
  ['schema', 0.1],
  ['circuit_open', 0.05],
];
const tipCategories = ['confidence', 'conversation', 'profile', 'etiquette'];
/** What some people write under "challenges" in onboarding. */
const challenges = [
  'Starting conversations that go somewhere',
  'My matches stop replying after a few messages',
  'Choosing photos for my profile',
  'Writing a bio that sounds like me',
  'Feeling nervous on first dates',
  'Knowing when to ask someone out',
  'Getting back into dating after a long relationship',
];

const referrers = [
  '', '', '', 'https://www.google.com/', 'https://www.google.com/', 'https://www.google.com/',
  'https://www.bing.com/', 'https://duckduckgo.com/', 'https://www.reddit.com/', 'https://www.instagram.com/',
  'https://t.co/', 'https://www.tiktok.com/',
]; // prettier-ignore
const userAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
];
const screens = ['390x844', '393x852', '412x915', '430x932', '1920x1080', '1440x900', '1536x864', '2560x1440'];
const ctas: [string, string][] = [
  ['header', 'Get started'],
  ['hero', 'Try Datewise free'],
  ['hero', 'Analyze my profile'],
  ['pricing', 'Upgrade to Premium'],
  ['mobile-menu', 'Sign in'],
  ['blog-article-footer', 'Try the free profile analyzer'],
  ['guide-title', 'Sign in to get coached'],
];

const blogSlugs = fs
  .readdirSync(path.resolve(import.meta.dirname, '../../content/blog'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.slice(0, -3))
  .sort();

/** Paths with a weight: how often a page is viewed relative to the others. */
function weighted(entries: [string, number][]): string[] {
  return entries.flatMap(([value, weight]) => Array<string>(weight).fill(value));
}

const publicViews = weighted([
  ['/', 14],
  ['/blog', 4],
  ['/dating-coach', 3],
  ['/free-profile-analyzer', 4],
  ['/ai-dating-assistant', 2],
  ['/about', 1],
  ['/help-support', 1],
  ['/privacy-policy', 1],
  ['/terms-of-service', 1],
  ...publicPaths
    .filter((p) => [...cityPages, ...countryPages, ...comparisonPages].some((page) => page.path === p))
    .map((p): [string, number] => [p, 1]),
  ...guidePages.map((p): [string, number] => [p.path, 2]),
  ...blogSlugs.map((slug): [string, number] => [`/blog/${slug}`, 2]),
]);
const appViews = weighted([
  ['/', 10],
  ['/profile-coach', 5],
  ['/message-helper', 6],
  ['/date-ideas', 4],
  ['/daily-tips', 4],
  ['/saved', 2],
  ['/subscription', 2],
  ['/onboarding', 2],
  ...appPaths
    .filter((p) => ['/settings', '/profile', '/notifications', '/privacy-security'].includes(p))
    .map((p): [string, number] => [p, 1]),
  ...blogSlugs.slice(0, 4).map((slug): [string, number] => [`/blog/${slug}`, 1]),
]);
/** Pages that report a content view, with what they report: [path, type, name]. */
const contentViews: [string, string, string][] = [
  ...blogSlugs.map((slug): [string, string, string] => [`/blog/${slug}`, 'blog_post', slug]),
  ...guidePages.map((p): [string, string, string] => [p.path, 'guide', p.path.slice(1)]),
  ['/dating-coach', 'landing_page', 'dating-coach'],
];

function titleOf(pagePath: string): string {
  if (pagePath === '/') return 'Datewise: Your AI Dating Coach';
  const words = pagePath
    .split('/')
    .at(-1)!
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${words.join(' ')} | Datewise`;
}

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
const textArray = (values: readonly string[]) => `(array[${values.map(literal).join(', ')}]::text[])`;
const num = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
};

/** Checks a whole number in a range (these go into the SQL text). */
function wholeNumber(name: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
  return value;
}

/** The statements that fill the tables, in order (temporary tables are dropped at commit). */
export function analyticsSeedStatements(options: AnalyticsSeedOptions): string[] {
  const U = wholeNumber('users', options.users, 1, MAX_SEED_USERS);
  const E = wholeNumber('events', options.events, 0, MAX_SEED_EVENTS);
  const seed = wholeNumber('seed', options.seed ?? 1, 0, 2 ** 31 - 1);
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');

  const NOW = now.getTime() / 1000;
  const T0 = NOW - DAYS * DAY;
  /** Users sign up up to an hour before `now`, so their first minutes fit before it. */
  const SPAN = DAYS * DAY - 3600;
  const salt = `|${seed}`;

  /** A uniform number in [0, 1) from a key (an SQL expression) and a label. */
  const rnd = (key: string, label: string) =>
    `((hashtext((${key})::text || '${label}${salt}')::bigint + 2147483648)::float8 / 4294967296::float8)`;
  /** A uniform whole number in [0, n). */
  const pick = (key: string, label: string, n: number) =>
    `(((hashtext((${key})::text || '${label}${salt}')::bigint + 2147483648) % ${num(n)})::int)`;
  /** A Pareto-like count from a uniform u: most are 0 to a few, a few are large. */
  const pareto = (u: string, scale: number, alpha: number) =>
    `floor(${num(scale)} * (power(1 - ${u}, ${num(-1 / alpha)}) - 1))`;
  /**
   * Growth: the share of the 90 days by which a share u of all sign-ups (or
   * events) has happened, when three times as many happen a day at the end as
   * at the start (the inverse of F(x) = (x + x^2) / 2).
   */
  const growth = (u: string) => `((sqrt(1 + 8 * (${u})) - 1) / 2)`;
  const userId = (i: string) => `md5('datewise-seed${salt}:' || ${i})::uuid`;
  const ts = (seconds: string) => `to_timestamp(${seconds})`;
  const premiumCents = plans.premium.priceCents;
  const creditCents = plans.credits.priceCents;
  const currency = literal(plans.premium.currency);
  const pack = plans.credits.packSize;

  const slots = places.flatMap((place, index) => Array<number>(place[6]).fill(index));
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const placeRows = slots.map((index, slot) => {
    const [city, region, code, zone, lat, lng] = places[index]!;
    const country = countryNames.of(code) ?? code;
    return `(${slot}, ${literal(city)}, ${literal(region)}, ${literal(country)}, ${literal(code)}, ${literal(zone)}, ${num(lat)}, ${num(lng)})`;
  });

  // Cumulative thresholds of the feature mix.
  let cumulative = 0;
  const featureCase = features
    .map(([name, share], index) => {
      cumulative += share;
      return index === features.length - 1 ? `else '${name}'` : `when r_feature < ${num(cumulative)} then '${name}'`;
    })
    .join(' ');
  const latencyCase = features.map(([name, , ms]) => `when '${name}' then ${ms}`).join(' ');
  let failureShare = 0;
  const failureCase = fallbackFailures
    .map(([name, share], index) => {
      failureShare += share;
      return index === fallbackFailures.length - 1
        ? `else '${name}'`
        : `when r_failure < ${num(failureShare)} then '${name}'`;
    })
    .join(' ');

  const interest = (column: string) => `${textArray(interestOptions)}[1 + ${column}]`;

  const statements: string[] = [];

  statements.push(`
create temp table seed_places (slot int primary key, city text, region text, country text, country_code text,
  zone text, lat float8, lng float8) on commit drop`);
  statements.push(`insert into seed_places values ${placeRows.join(',\n')}`);

  // One row per user with everything decided about them (times are epoch seconds).
  statements.push(`
create temp table seed_u on commit drop as
with base as (
  select i, ${userId('i')} as id,
    ${num(T0)} + ${num(SPAN)} * ${growth(`(i - ${rnd('i', 'signup')}) / ${num(U)}::float8`)} as created,
    case when ${rnd('i', 'tier')} < ${num(PREMIUM_SHARE)} then 'premium'
         when ${rnd('i', 'tier')} < ${num(PREMIUM_SHARE + CREDITS_SHARE)} then 'credits' else 'free' end as tier,
    ${rnd('i', 'onboarded')} < ${num((ONBOARDED_SHARE - PREMIUM_SHARE - CREDITS_SHARE) / (1 - PREMIUM_SHARE - CREDITS_SHARE))} as onboards,
    case when ${rnd('i', 'located')} < ${num(LOCATED_SHARE)} then ${pick('i', 'place', slots.length)} end as slot,
    ${rnd('i', 'method')} as r_method,
    ${rnd('i', 'vpn')} as r_vpn,
    ${rnd('i', 'confidence')} as r_confidence
  from generate_series(1, ${num(U)}) as i offset 0
), onboarding as (
  select *,
    case when tier <> 'free' or onboards then created + 30 + 570 * ${rnd('i', 'onboarding')} end as onb,
    case when slot is null then null
         when r_method < 0.5 then 'coordinates' when r_method < 0.75 then 'ip'
         when r_method < 0.95 then 'timezone' else 'language' end as method
  from base offset 0
), located as (
  select *,
    case when method is not null then (method = 'coordinates' and r_vpn < 0.08) or (method = 'timezone' and r_vpn < 0.15) end as vpn,
    case method when 'coordinates' then 95
      when 'ip' then case when r_confidence < 0.8 then 90 else 75 end
      when 'timezone' then case when r_vpn < 0.15 then 50 when r_confidence < 0.5 then 75
                                when r_confidence < 0.9 then 60 else 50 end
      when 'language' then 30 end as confidence
  from onboarding offset 0
), paying as (
  select *,
    case when tier = 'premium' then onb + ${rnd('i', 'subscribed')} * 0.5 * (${num(NOW)} - onb) end as sub_start,
    case when tier = 'credits' then onb + ${rnd('i', 'bought')} * 0.6 * (${num(NOW)} - onb) end as bought
  from located offset 0
), premium as (
  select *,
    floor((${num(NOW - 3600)} - sub_start) / ${WEEK}) as endable_weeks,
    ${rnd('i', 'plan')} as r_plan
  from paying offset 0
), premium_plan as (
  select *,
    case when tier <> 'premium' then null
         when r_plan < 0.7 or endable_weeks < 1 then 'renewing'
         when r_plan < 0.82 then 'not_renewing' else 'ended' end as plan
  from premium offset 0
), periods as (
  select *,
    case plan when 'ended' then 1 + floor(${rnd('i', 'weeks')} * endable_weeks)
      when 'renewing' then floor((${num(NOW)} - sub_start) / ${WEEK}) + 1
      when 'not_renewing' then floor((${num(NOW)} - sub_start) / ${WEEK}) + 1 end::int as weeks
  from premium_plan offset 0
), activity as (
  -- People drift away: free users stay active for part of the time since they joined, credit buyers longer.
  select *,
    onb + (${num(NOW - 60)} - onb) * (0.25 + 0.75 * ${rnd('i', 'active')}) as free_until,
    bought + (${num(NOW - 60)} - bought) * (0.4 + 0.6 * ${rnd('i', 'active')}) as credits_until
  from periods offset 0
), windows as (
  select *,
    sub_start + weeks * ${WEEK} as ends,
    -- Free requests before paying (or while active): at most 3 a day, at least 8 hours apart.
    onb as free_from,
    case tier when 'premium' then sub_start when 'credits' then bought else free_until end as free_to,
    -- Paid requests: Premium while it lasts, credits after the first pack; at most one a minute.
    case tier when 'premium' then sub_start when 'credits' then bought end as paid_from,
    case tier when 'premium' then least(sub_start + weeks * ${WEEK}, ${num(NOW - 60)})
      when 'credits' then credits_until end as paid_to
  from activity offset 0
), counts as (
  select *,
    case when onb is null then 0 else least(
      floor((free_to - free_from) / 28801),
      case tier when 'free' then ${pareto(rnd('i', 'free'), 1.2, 1.25)} else ${pareto(rnd('i', 'free'), 2, 1.5)} end,
      400)::int end as free_n,
    case tier when 'free' then 0 else least(
      floor((paid_to - paid_from) / 60),
      case tier when 'premium' then 1 + ${pareto(rnd('i', 'paid'), 8, 1.3)} else ${pareto(rnd('i', 'paid'), 12, 1.3)} end,
      1000)::int end as paid_n,
    -- Daily tips while active, at most one a day.
    case when onb is null then 0 else least(floor((free_until - onb) / ${DAY}), ${pareto(rnd('i', 'tips'), 2, 1.3)}, 90)::int end as tips_n
  from windows offset 0
)
select i, id, created, tier, onb, slot, method, vpn, confidence, sub_start, plan, weeks, ends, bought, free_until,
  free_from, free_to, paid_from, paid_to, free_n, paid_n, tips_n,
  case when paid_n > 0 then (paid_to - paid_from) / paid_n end as paid_step,
  ${rnd('i', 'offset')} as r_offset,
  case when tier = 'credits' then greatest(1, ceil(paid_n / ${pack}.0))::int end as packs
from counts`);
  statements.push('alter table seed_u add primary key (i)');

  // Every AI request: when, which tool, how it was paid for, how it went.
  statements.push(`
create temp table seed_ai on commit drop as
with requests as (
  select s.i, s.id, s.tier, k,
    k > s.free_n as paid,
    k - s.free_n as paid_k,
    case when k <= s.free_n then s.free_from + (k - 1 + s.r_offset) * (s.free_to - s.free_from) / s.free_n
         else s.paid_from + (k - s.free_n - 1 + s.r_offset) * s.paid_step end as t,
    ${rnd("s.i || ':' || k", 'feature')} as r_feature,
    ${rnd("s.i || ':' || k", 'outcome')} as r_outcome,
    ${rnd("s.i || ':' || k", 'failure')} as r_failure,
    ${rnd("s.i || ':' || k", 'latency')} as r_latency
  from seed_u s cross join lateral generate_series(1, s.free_n + s.paid_n) as k
  where s.free_n + s.paid_n > 0 offset 0
), engines as (
  select *, case when t < ${num(NOW - LLM_DAYS * DAY)} then 'local' else 'llm' end as engine
  from requests offset 0
), described as (
  select i, id, k, paid_k, t, engine,
    case when not paid then 'free' when tier = 'premium' then 'premium' else 'credit' end as charge,
    case ${featureCase} end as feature,
    case when engine = 'local' then case when r_outcome < ${num(LOCAL_ERROR_SHARE)} then 'error' else 'success' end
         when r_outcome < ${num(LLM_ERROR_SHARE)} then 'error'
         when r_outcome < ${num(LLM_ERROR_SHARE + FALLBACK_SHARE)} then 'fallback'
         else 'success' end as outcome,
    r_failure, r_latency
  from engines offset 0
), failed as (
  -- What the meter records as the failure: the error's kind, or why the model's answer was replaced.
  select *,
    case when outcome = 'success' then null
         when outcome = 'fallback' then case ${failureCase} end
         when engine = 'llm' then 'aborted' else 'error' end as failure
  from described offset 0
)
select i, id, k, paid_k, t, engine, charge, feature, outcome, failure,
  case when engine = 'local' then 15 + round(60 * power(r_latency, 2))
       when outcome = 'success'
       then round((case feature ${latencyCase} end) * (0.45 + 1.3 * power(r_latency, 1.5)))
       -- The model ran out of time (AI_TIMEOUT_MS), then the offline coach answered.
       when failure = 'timeout' then 20000 + round(40 * r_latency)
       -- The circuit breaker was open: the offline coach answered at once.
       when failure = 'circuit_open' then 15 + round(30 * r_latency)
       -- The model failed fast (or the browser left), after a while.
       else 300 + round(2200 * r_latency) end::int as latency_ms
from failed`);

  // Credit packs: the first when the user started paying, each next one just before it was needed.
  statements.push(`
create temp table seed_packs on commit drop as
select s.i, s.id, j,
  case when j = 1 then s.bought else s.paid_from + (${pack} * (j - 1) + s.r_offset - 0.5) * s.paid_step end as t,
  'order_' || substr(md5('order' || s.i || ':' || j || '${salt}'), 1, 6) || lpad(to_hex(s.i * 32 + j), 8, '0') as checkout_id,
  'pay_' || substr(md5('pay' || s.i || ':' || j || '${salt}'), 1, 6) || lpad(to_hex(s.i * 32 + j), 8, '0') as payment_id,
  ${rnd("s.i || ':' || j", 'packsource')} as r_source
from seed_u s cross join lateral generate_series(1, s.packs) as j
where s.tier = 'credits'`);

  // Users, with what their requests and purchases left behind.
  statements.push(`
insert into users (id, issuer, subject, email, first_name, last_name, created_at, credits, subscription_ends_at,
  timezone, country, onboarded_at, country_code, region, city, location_confidence, location_method, vpn_detected,
  latitude, longitude, location_updated_at, first_ai_request_at)
select s.id, 'local', 'user' || s.i || '@seed.example', 'user' || s.i || '@seed.example',
  ${textArray(firstNames)}[1 + ${pick('s.i', 'first', firstNames.length)}],
  case when ${rnd('s.i', 'hasLast')} < 0.85 then ${textArray(lastNames)}[1 + ${pick('s.i', 'last', lastNames.length)}] end,
  ${ts('s.created')},
  case when s.tier = 'credits' then s.packs * ${pack} - coalesce(a.credits_used, 0) else 0 end,
  case when s.tier = 'premium' then ${ts('s.ends')} end,
  coalesce(p.zone, 'UTC'), p.country, ${ts('s.onb')}, p.country_code,
  case when s.method = 'coordinates' then p.region end,
  case when s.method = 'coordinates' then p.city end,
  s.confidence, s.method, s.vpn,
  case when s.method = 'coordinates' then round((p.lat + (${rnd('s.i', 'lat')} - 0.5) * 0.06)::numeric, 5)::float8 end,
  case when s.method = 'coordinates' then round((p.lng + (${rnd('s.i', 'lng')} - 0.5) * 0.06)::numeric, 5)::float8 end,
  case when s.slot is not null then ${ts(`s.created + 5 + 115 * ${rnd('s.i', 'locatedAt')}`)} end,
  ${ts('a.first_success')}
from seed_u s
left join seed_places p on p.slot = s.slot
left join (
  select i,
    min(t + latency_ms / 1000.0) filter (where outcome = 'success') as first_success,
    count(*) filter (where charge = 'credit' and outcome = 'success') as credits_used
  from seed_ai group by i
) a on a.i = s.i
order by s.i`);

  // Onboarding answers: onboarding saves them as it marks the user onboarded.
  statements.push(`
insert into preferences (user_id, dating_goal, age, interests, challenges, updated_at)
select id, ${textArray(datingGoals)}[1 + ${pick('i', 'goal', datingGoals.length)}],
  case when ${rnd('i', 'hasAge')} < 0.7 then 18 + floor(35 * power(${rnd('i', 'age')}, 1.8))::int end,
  case when interests = 0 then '[]'::jsonb
       when interests = 1 then jsonb_build_array(${interest('a')})
       when interests = 2 then jsonb_build_array(${interest('a')}, ${interest('b')})
       else jsonb_build_array(${interest('a')}, ${interest('b')}, ${interest('c')}) end,
  case when ${rnd('i', 'hasChallenge')} < 0.25
       then ${textArray(challenges)}[1 + ${pick('i', 'challenge', challenges.length)}] end,
  ${ts('onb')}
from (
  -- Three different interests: steps of 1 to 5 round the list of 12 never come back to the first.
  select i, id, onb, ${pick('i', 'interests', 4)} as interests,
    a, (a + 1 + b_step) % ${interestOptions.length} as b, (a + 2 + b_step + c_step) % ${interestOptions.length} as c
  from (
    select i, id, onb, ${pick('i', 'interestA', interestOptions.length)} as a, ${pick('i', 'interestB', 5)} as b_step,
      ${pick('i', 'interestC', 5)} as c_step
    from seed_u where onb is not null offset 0
  ) picks offset 0
) answers
order by i`);

  // Checkouts: subscriptions, paid orders, and some nobody paid for.
  statements.push(`
insert into checkouts (id, user_id, kind, product, amount_cents, currency, status, status_at, cancel_at_period_end,
  paid_periods, first_paid_at, created_at)
select id, user_id, kind, product, amount_cents, ${currency}, status, ${ts('status_at')}, cancel_at_period_end,
  paid_periods, ${ts('first_paid_at')}, ${ts('created')}
from (
  select 'sub_' || substr(md5('sub' || i || '${salt}'), 1, 6) || lpad(to_hex(i * 32), 8, '0') as id, id as user_id,
    'subscription' as kind, 'premium' as product, ${premiumCents} as amount_cents,
    case when plan = 'ended' then 'cancelled' else 'active' end as status,
    case when plan = 'ended' then ends else sub_start + (weeks - 1) * ${WEEK} end as status_at,
    plan <> 'renewing' as cancel_at_period_end, weeks as paid_periods, sub_start as first_paid_at,
    sub_start - 60 - 240 * r_offset as created
  from seed_u where tier = 'premium'
  union all
  select checkout_id, id, 'order', 'credits', ${creditCents}, 'paid', t, false, 0, null, t - 30 - 150 * r_source
  from seed_packs
  union all
  select case when r < 0.5 then 'order_' else 'sub_' end || substr(md5('abandoned' || i || '${salt}'), 1, 6)
      || lpad(to_hex(i * 32 + 31), 8, '0'),
    id, case when r < 0.5 then 'order' else 'subscription' end, case when r < 0.5 then 'credits' else 'premium' end,
    case when r < 0.5 then ${creditCents} else ${premiumCents} end, 'created', null, false, 0, null,
    onb + r * (${num(NOW)} - onb)
  from (select i, id, onb, ${rnd('i', 'abandonedAt')} as r from seed_u
        where tier = 'free' and onb is not null and ${rnd('i', 'abandoned')} < 0.05) abandoned
) c
order by created`);

  // Payments: one per paid Premium week, one per credit pack.
  statements.push(`
create temp table seed_pay on commit drop as
select 'pay_' || substr(md5('pay' || s.i || ':' || w || '${salt}'), 1, 6) || lpad(to_hex(s.i * 32 + w), 8, '0') as id,
  s.id as user_id,
  'sub_' || substr(md5('sub' || s.i || '${salt}'), 1, 6) || lpad(to_hex(s.i * 32), 8, '0') as checkout_id,
  'premium' as product, ${premiumCents} as amount_cents, 0 as credits_granted,
  s.sub_start + w * ${WEEK} as premium_until,
  case when w = 1 then 'verify' else 'webhook' end as source,
  s.sub_start + (w - 1) * ${WEEK} as t
from seed_u s cross join lateral generate_series(1, s.weeks) as w
where s.tier = 'premium'
union all
select payment_id, id, checkout_id, 'credits', ${creditCents}, ${pack}, null,
  case when r_source < 0.85 then 'verify' else 'webhook' end, t
from seed_packs`);
  statements.push(`
insert into payments (id, user_id, checkout_id, product, amount_cents, currency, credits_granted, premium_until,
  source, created_at)
select id, user_id, checkout_id, product, amount_cents, ${currency}, credits_granted, ${ts('premium_until')}, source,
  ${ts('t')}
from seed_pay order by t, id`);

  // The credit ledger: packs in, a credit out per credit request, back when it failed.
  statements.push(`
insert into credit_ledger (user_id, delta, balance_after, reason, payment_id, created_at)
select id, delta, (sum(delta) over (partition by i order by t, seq rows unbounded preceding))::int, reason, payment_id,
  ${ts('t')}
from (
  select i, id, t, 0 as seq, ${pack} as delta, 'purchase' as reason, payment_id from seed_packs
  union all
  select i, id, t, paid_k * 2, -1, 'ai_request', null from seed_ai where charge = 'credit'
  union all
  select i, id, t + (latency_ms - 5) / 1000.0, paid_k * 2 + 1, 1, 'refund', null
  from seed_ai where charge = 'credit' and outcome <> 'success'
) l
order by t, i, seq`);

  statements.push(`
insert into ai_usage (user_id, feature, engine, charge, outcome, failure, latency_ms, created_at)
select id, feature, engine, charge, outcome, failure, latency_ms, ${ts('t + latency_ms / 1000.0')}
from seed_ai order by t + latency_ms / 1000.0, i, k`);

  // Tips: the free daily tip on some days, and every generated tip (a 'tip' request that was answered, by the
  // model or, after it failed, by the offline coach).
  statements.push(`
insert into tip_history (user_id, category, tip_id, source, created_at)
select id, category, tip_id, source, ${ts('t')}
from (
  select s.id, c.category, c.category || '-' || lpad((1 + ${pick("s.i || ':' || k", 'tipId', 60)})::text, 2, '0') as tip_id,
    'daily' as source, s.onb + (k - 1 + s.r_offset) * (s.free_until - s.onb) / s.tips_n as t
  from seed_u s cross join lateral generate_series(1, s.tips_n) as k
  cross join lateral (select ${textArray(tipCategories)}[1 + ${pick("s.i || ':' || k", 'dailyCategory', tipCategories.length)}] as category) c
  where s.tips_n > 0
  union all
  select id, ${textArray(tipCategories)}[1 + ${pick("i || ':' || k", 'tipCategory', tipCategories.length)}], null,
    'generated', t + (latency_ms - 10) / 1000.0
  from seed_ai where feature = 'tip' and outcome <> 'error'
) tips
order by t`);

  // Events, in time order (as the server receives them). A signed-in event belongs to a user
  // who had signed up by then: users up to floor(U x share of time elapsed), recent ones more often.
  if (E > 0) {
    const anonymousOther = ANONYMOUS_SHARE / (1 - SIGN_IN_SHARE);
    const eventShares: [string, number][] = [
      ['page_view', 0.55],
      ['session_start', 0.12],
      ['sign_in', SIGN_IN_SHARE],
      ['cta_click', 0.06],
      ['content_view', 0.05],
      ['scroll_depth', 0.1],
      ['page_blur', 0.02],
    ];
    let upTo = 0;
    const nameCase = `case ${eventShares
      .map(([name, share]) => {
        upTo += share;
        return `when r_name < ${num(upTo)} then '${name}'`;
      })
      .join(' ')} else 'page_focus' end`;
    statements.push(`
insert into events (name, props, path, user_id, occurred_at, received_at)
select name,
  case name
    when 'page_view' then jsonb_build_object('title', case when j is null then ${textArray(publicViews.map(titleOf))}[pub]
                                                     else ${textArray(appViews.map(titleOf))}[app] end)
    when 'session_start' then jsonb_build_object(
      'referrer', ${textArray(referrers)}[(1 + h % ${referrers.length})::int],
      'landing_page', page,
      'user_agent', ${textArray(userAgents)}[(1 + (h / 7) % ${userAgents.length})::int],
      'screen_resolution', ${textArray(screens)}[(1 + (h / 101) % ${screens.length})::int],
      'timestamp', to_char(to_timestamp(t) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    when 'cta_click' then jsonb_build_object(
      'location', ${textArray(ctas.map((c) => c[0]))}[(1 + h % ${ctas.length})::int],
      'page', page,
      'cta_text', ${textArray(ctas.map((c) => c[1]))}[(1 + h % ${ctas.length})::int])
    when 'content_view' then jsonb_build_object(
      'type', ${textArray(contentViews.map((c) => c[1]))}[content],
      'name', ${textArray(contentViews.map((c) => c[2]))}[content])
    when 'scroll_depth' then jsonb_build_object('percent', (array[25, 25, 25, 25, 50, 50, 50, 75, 75, 90])[(1 + h % 10)::int])
    when 'page_blur' then jsonb_build_object('time_on_page_ms', 1500 + ((h / 13) % 1000) * ((h / 13) % 1000) * 3 / 5)
    else '{}'::jsonb end,
  page,
  case when j is not null then ${userId('j')} end,
  ${ts('t')}, ${ts('t')}
from (
  select *,
    case when name = 'sign_in' then '/auth/google'
         when name = 'content_view' then ${textArray(contentViews.map((c) => c[0]))}[content]
         when j is null then ${textArray(publicViews)}[pub]
         else ${textArray(appViews)}[app] end as page
  from (
    select t, h, pub, app, content,
      case when name0 = 'sign_in' and avail = 0 then 'page_view' else name0 end as name,
      case when avail > 0 and (name0 = 'sign_in' or r_anonymous >= ${num(anonymousOther)})
           then 1 + floor(avail * power(r_user, 0.6))::int end as j
    from (
      select g,
        ${num(T0)} + ${DAYS * DAY} * ${growth(`(g - 0.5) / ${num(E)}::float8`)} as t,
        floor(${num(U)} * (g - 0.5) / ${num(E)}::float8)::int as avail,
        ${nameCase} as name0,
        r_anonymous, r_user, h,
        (1 + h % ${publicViews.length})::int as pub,
        (1 + h % ${appViews.length})::int as app,
        (1 + h % ${contentViews.length})::int as content
      from (
        select g, ${rnd('g', 'name')} as r_name, ${rnd('g', 'anonymous')} as r_anonymous, ${rnd('g', 'user')} as r_user,
          ${pick('g', 'props', 2 ** 31 - 1)}::bigint as h
        from generate_series(1, ${num(E)}) as g offset 0
      ) r offset 0
    ) n offset 0
  ) w offset 0
) e`);
  }
  return statements;
}

/** The big tables: their secondary indexes and foreign keys are built once after the load, not row by row. */
const BULK_TABLES = ['events', 'ai_usage', 'tip_history', 'credit_ledger'];

/**
 * The statements that drop, then recreate, the bulk tables' secondary indexes
 * and foreign keys (whatever the migrations made them), read from the catalog.
 * Primary keys and unique constraints stay.
 */
async function deferredIndexes(tx: Db): Promise<{ drop: string[]; create: string[] }> {
  const tables = `array[${BULK_TABLES.map(literal).join(', ')}]`;
  const indexes = await selectRows<{ name: string; definition: string }>(
    tx,
    sql.raw(`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = any(${tables})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u', 'x'))
        order by i.indexname`),
  );
  const foreignKeys = await selectRows<{ table: string; name: string; definition: string }>(
    tx,
    sql.raw(`select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class t on t.oid = c.conrelid
        where c.contype = 'f' and t.relnamespace = current_schema()::regnamespace and t.relname = any(${tables})
        order by c.conname`),
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return {
    drop: [
      ...foreignKeys.map((fk) => `alter table ${fk.table} drop constraint ${quote(fk.name)}`),
      ...indexes.map((index) => `drop index ${quote(index.name)}`),
    ],
    create: [
      ...indexes.map((index) => index.definition),
      ...foreignKeys.map((fk) => `alter table ${fk.table} add constraint ${quote(fk.name)} ${fk.definition}`),
    ],
  };
}

/**
 * Fills a migrated database (PostgreSQL or PGlite) with the data set in one
 * transaction (nothing is left half-seeded), then runs VACUUM ANALYZE. The big
 * tables' secondary indexes and foreign keys are dropped for the load and
 * rebuilt in the same transaction, which is about a third faster: the tables
 * are locked against other sessions meanwhile.
 */
export async function seedAnalytics(db: Db, options: AnalyticsSeedOptions): Promise<AnalyticsSeedCounts> {
  const statements = analyticsSeedStatements(options);
  const counts = await db.transaction(async (tx) => {
    const deferred = await deferredIndexes(tx);
    for (const statement of [...deferred.drop, ...statements, ...deferred.create]) {
      await tx.execute(sql.raw(statement));
    }
    const [row] = await selectRows<{ users: number; ai: number; payments: number }>(
      tx,
      sql.raw(`select (select count(*) from seed_u)::int as users, (select count(*) from seed_ai)::int as ai,
        (select count(*) from seed_pay)::int as payments`),
    );
    return {
      users: Number(row!.users),
      events: options.events,
      aiRequests: Number(row!.ai),
      payments: Number(row!.payments),
    };
  });
  // Statistics for the planner, and the visibility map a PostgreSQL server's autovacuum would soon have set
  // (index-only scans depend on it): measurements then see the steady state, not a race with autovacuum.
  await db.execute(sql.raw('vacuum analyze'));
  return counts;
}
