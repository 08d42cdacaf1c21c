import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  jsonb,
  doublePrecision,
  customType,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import type { CalibrationDecile, CalibrationParams } from '../../shared/schemas/calibration';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Identity provider issuer ("local" for the embedded sign-in) and subject: the user's key. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    credits: integer('credits').notNull().default(0),
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    /** IANA zone; the metering day is the user's calendar day (UTC until known). */
    timezone: text('timezone').notNull().default('UTC'),
    country: text('country'),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** Location detection (POST /api/user/location): `country` above is the country's English name. */
    countryCode: text('country_code'),
    region: text('region'),
    city: text('city'),
    /** How sure the detection is, 0-100, and what it rested on: coordinates | ip | timezone | language. */
    locationConfidence: integer('location_confidence'),
    locationMethod: text('location_method'),
    /** The address's country disagreed with the coordinates or timezone (a VPN or proxy, most likely). */
    vpnDetected: boolean('vpn_detected'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    firstAiRequestAt: timestamp('first_ai_request_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject),
    index('users_email_idx').on(t.email),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One row per Google sign-in attempt: the callback consumes it, so a replay finds nothing. */
export const loginAttempts = pgTable('login_attempts', {
  stateHash: text('state_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The free allowance's current day per user (decision 0019): how many free requests it has used and when it ends.
 * The end is fixed when the day starts (the user's next local midnight then), so changing time zone cannot end a day
 * early; a new day ends no sooner than 23 hours after the one before.
 */
export const freeAllowance = pgTable(
  'free_allowance',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    used: integer('used').notNull(),
    /** Category tips taken free this day (decision 0040): their own allowance, before the free requests. */
    tipsUsed: integer('tips_used').notNull().default(0),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('free_allowance_used_non_negative', sql`${t.used} >= 0`),
    check('free_allowance_tips_used_non_negative', sql`${t.tipsUsed} >= 0`),
  ],
);

/** One row per metered AI request: what ran, how it was paid for, how it went (for analytics and support). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    engine: text('engine').notNull(),
    /** premium | free | credit (what paid for it; a failed request is refunded, unless `outcome` is `partial`). */
    charge: text('charge').notNull(),
    /**
     * success | fallback (a configured model failed and the offline coach answered, free) | partial (the browser
     * left a stream after part of the answer was sent: charged, decision 0048) | error
     */
    outcome: text('outcome').notNull(),
    /** Why the model did not answer (timeout, network, http_429, truncated, schema, circuit_open, aborted), else null. */
    failure: text('failure'),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_usage_user_created_idx').on(t.userId, t.createdAt),
    index('ai_usage_feature_idx').on(t.feature),
    // Admin analytics (docs/analytics.md): successful requests per tool and their users, per user, and per tool
    // and day, each read from an index alone, in its order.
    index('ai_usage_success_feature_user_idx')
      .on(t.feature, t.userId)
      .where(sql`${t.outcome} = 'success'`),
    index('ai_usage_success_user_idx')
      .on(t.userId)
      .where(sql`${t.outcome} = 'success'`),
    index('ai_usage_success_feature_created_idx')
      .on(t.feature, t.createdAt)
      .where(sql`${t.outcome} = 'success'`),
  ],
);

/** Client analytics events (own table, always on): page views, clicks, tool use, errors. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text('path'),
    /** Set when the sender was signed in; anonymous events are allowed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When the browser says it happened (clamped to now); `receivedAt` is authoritative. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_name_received_idx').on(t.name, t.receivedAt), index('events_user_idx').on(t.userId)],
);

/** Onboarding answers, one row per user (written by onboarding; read by the coach to personalise). */
export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  datingGoal: text('dating_goal'),
  age: integer('age'),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  challenges: text('challenges'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The switches of Notifications and Privacy & Security; no row means every default. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyTips: boolean('daily_tips').notNull().default(true),
  emailUpdates: boolean('email_updates').notNull().default(false),
  /** Off: the user's client analytics events are neither sent nor stored. */
  shareUsageData: boolean('share_usage_data').notNull().default(true),
  /** Off: the coach ignores the saved preferences. */
  personalizedExperience: boolean('personalized_experience').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders sent (issue 19, decision 0045): one row per user, kind and the user's local day, inserted before
 * sending, so that of several server processes (or ticks) only the one whose insert lands sends.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** daily_push | weekly_email */
    kind: text('kind').notNull(),
    /** The user's local date the reminder is for, YYYY-MM-DD. */
    localDate: text('local_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_user_kind_date_key').on(t.userId, t.kind, t.localDate),
    check('reminder_deliveries_kind_known', sql`${t.kind} in ('daily_push', 'weekly_email')`),
  ],
);

/** A browser's Web Push subscription (Daily Tips on): where the push service accepts this user's notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's keys for encrypting the payload (base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded profile photos, re-encoded to WebP, in the database so every app
 * server can serve them. One per user: a new upload replaces the row (and its
 * random id, which is the versioned URL's name).
 */
export const profileImages = pgTable(
  'profile_images',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('profile_images_user_id_key').on(t.userId)],
);

/** What a user chose to keep (spec 000 §2.11); the only copy of tool output we store. */
export const savedResponses = pgTable(
  'saved_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    title: text('title'),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_responses_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Openers and replies the coach wrote (issue 19, decision 0043): one row per generated message with the estimate it
 * showed, so an outcome can only be recorded for a message this user was given. The text is kept only once the user
 * says they sent it; until then its SHA-256 ties "I sent this" to the very text that was generated.
 */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** starter | reply */
    mode: text('mode').notNull(),
    style: text('style').notNull(),
    /** The engagement estimate shown with it, an integer percent. */
    predicted: integer('predicted').notNull(),
    /** The estimate's factors that moved it (src/shared/engagement-factors.ts), for "what worked" on Progress. */
    factorKeys: text('factor_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    textSha256: text('text_sha256').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    message: text('message'),
    /** reply | no_reply | date (a date implies a reply), once the user says so. */
    outcome: text('outcome'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
  },
  (t) => [
    index('coach_messages_user_sent_idx').on(t.userId, t.sentAt),
    check('coach_messages_outcome_known', sql`${t.outcome} in ('reply', 'no_reply', 'date')`),
    check('coach_messages_outcome_after_sending', sql`${t.outcome} is null or ${t.sentAt} is not null`),
    check('coach_messages_sent_with_text', sql`(${t.sentAt} is null) = (${t.message} is null)`),
  ],
);

/**
 * "I'm using this bio now" (issue 19): dated versions of the user's bio with its score by the published rubric
 * (the local scorer, the same for every version, so the scores compare over time).
 */
export const profileVersions = pgTable(
  'profile_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull(),
    score: doublePrecision('score').notNull(),
    /** own (the bio the user wrote) | improved (the Coach's rewrite) */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_versions_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Tips served to a user: the library id (null when a model wrote the tip) so
 * category tips do not repeat, and the category for analytics. Not the text.
 */
export const tipHistory = pgTable(
  'tip_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    tipId: text('tip_id'),
    /** daily (GET /api/daily-tip, free) or generated (POST /api/generate-tip, metered). */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tip_history_user_category_idx').on(t.userId, t.category, t.createdAt),
    // Admin analytics: tips and distinct users per category, read from the index alone.
    index('tip_history_category_user_idx').on(t.category, t.userId),
  ],
);

/**
 * What the server asked the payment provider for: an order or a payment link
 * (credits) or a subscription (Premium). Every payment reported for it is
 * checked against this amount and currency, and granted to this user only.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** The provider's id: order_..., plink_... or sub_... */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** order | payment_link | subscription */
    kind: text('kind').notNull(),
    /** credits | premium */
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Payment links only: our own reference, returned by the provider and checked on confirmation. */
    referenceId: text('reference_id'),
    /** created | paid (orders, links); created | authenticated | active | halted | cancelled | completed (subscriptions). */
    status: text('status').notNull().default('created'),
    /** The provider's time of the event that set `status`: an older event arriving late cannot undo a newer one. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** Subscriptions: the user asked to stop renewal; Premium lasts to the end of the paid period. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Subscriptions: paid periods so far and when the first was paid (Premium ends first + periods x 1 week). */
    paidPeriods: integer('paid_periods').notNull().default(0),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkouts_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('checkouts_reference_id_key').on(t.referenceId),
  ],
);

/** The ledger of provider payments: one row per payment id, ever, so a payment is granted exactly once. */
export const payments = pgTable(
  'payments',
  {
    /** The provider's payment id (pay_...). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    creditsGranted: integer('credits_granted').notNull().default(0),
    /** Premium payments: the end of Premium after this payment. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** Which report arrived first: verify | payment_link | webhook. */
    source: text('source').notNull(),
    /**
     * A payment we give back (decision 0020): `due` once we know (a second subscription's first charge), then
     * `refunded` when the provider has taken the refund, with its id.
     */
    refundStatus: text('refund_status'),
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_refund_due_idx')
      .on(t.userId)
      .where(sql`${t.refundStatus} = 'due'`),
  ],
);

/** Every change to a user's credit balance, with the balance after it (purchases, AI requests, refunds). */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** purchase | ai_request | refund */
    reason: text('reason').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** AI requests and their refunds: which tool (ai_usage's feature: profile_analysis, tip, ...); else null. */
    feature: text('feature'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    // The billing history's pages: one user's rows, newest id first, after a cursor.
    index('credit_ledger_user_id_idx').on(t.userId, t.id),
  ],
);

/** Webhook deliveries already processed (X-Razorpay-Event-Id): a redelivery finds its id and changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider plans the server created (the weekly Premium plan), so each is created once per key and price. */
export const providerPlans = pgTable('provider_plans', {
  key: text('key').primaryKey(),
  planId: text('plan_id').notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;

/**
 * Runs of the calibration job (issue 19, decision 0044): the pooled parameters of the calibrated engagement estimate
 * and the figures that check them, newest last. Not user-owned, and no user id anywhere in it: a user's own offset is
 * fitted from their outcomes when asked, so nothing here outlives an account.
 */
export const calibrationRuns = pgTable(
  'calibration_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull(),
    /** Outcomes and distinct users pooled (users who share usage data only). */
    outcomes: integer('outcomes').notNull(),
    users: integer('users').notNull(),
    /** Brier scores on the pooled outcomes, of the calibrated estimate and of the published prior; null without any. */
    brier: doublePrecision('brier'),
    priorBrier: doublePrecision('prior_brier'),
    deciles: jsonb('deciles').$type<CalibrationDecile[]>().notNull(),
    priorDeciles: jsonb('prior_deciles').$type<CalibrationDecile[]>().notNull(),
    model: jsonb('model').$type<CalibrationParams>().notNull(),
    /** How long the job took: reading, fitting and scoring. */
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('calibration_runs_fitted_at_idx').on(t.fittedAt)],
);
