import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { aiProviders, type AiProvider } from '../shared/coach-options';

/**
 * The one validated configuration module (API.md's variables). Every part has
 * an embedded default, so an empty environment runs the whole product.
 */

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A positive whole number given as text (rate limits, timeouts). */
const wholeNumber = optionalText.pipe(
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1'))
    .optional(),
);

/** A whole number that may be 0 (0 turns the limit off). */
const wholeNumberOrZero = optionalText.pipe(
  z.string().regex(/^\d+$/, 'must be a whole number (0 for no limit)').transform(Number).optional(),
);

/** How the answer's shape is asked for: a JSON schema the provider enforces, JSON mode, or the prompt alone. */
const structuredOutputModes = ['json_schema', 'json_object', 'prompt'] as const;
export type StructuredOutputMode = (typeof structuredOutputModes)[number];

/**
 * Output-token caps per tool: each fits the longest answer its prompt allows
 * (decision 0015 shows the sums), with room for a short reasoning preamble.
 */
export const DEFAULT_MAX_TOKENS = { profile: 1600, messages: 700, dateIdeas: 1500, tip: 300 } as const;
export type AiTool = keyof typeof DEFAULT_MAX_TOKENS;

const envSchema = z.object({
  NODE_ENV: optionalText,
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1, 'must be 1-65535').max(65535, 'must be 1-65535'))
      .optional(),
  ),
  HOST: optionalText,
  SITE_URL: optionalText.pipe(httpUrl.optional()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** Shared rate limits across server processes (decision 0022); in process memory when unset. */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Starts every key this server writes in Redis: several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: optionalText,
  DATA_DIR: optionalText,
  DIST_DIR: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalText.pipe(httpUrl.optional()),
  ADMIN_EMAILS: optionalText,
  AI_BASE_URL: optionalText.pipe(httpUrl.optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_PROVIDER: optionalText.pipe(z.enum(aiProviders, { error: `must be one of ${aiProviders.join(', ')}` }).optional()),
  AI_STRUCTURED_OUTPUT: optionalText.pipe(
    z.enum(structuredOutputModes, { error: `must be one of ${structuredOutputModes.join(', ')}` }).optional(),
  ),
  AI_MAX_TOKENS_PROFILE: wholeNumber,
  AI_MAX_TOKENS_MESSAGES: wholeNumber,
  AI_MAX_TOKENS_DATE_IDEAS: wholeNumber,
  AI_MAX_TOKENS_TIP: wholeNumber,
  AI_BREAKER_FAILURES: wholeNumber,
  AI_BREAKER_COOLDOWN_MS: wholeNumber,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(httpUrl.optional()),
  RAZORPAY_PLAN_ID: optionalText.pipe(
    z
      .string()
      .regex(/^plan_\w+$/, 'must look like plan_XXXXXXXX')
      .optional(),
  ),
  RAZORPAY_CREDITS_CHECKOUT: optionalText.pipe(
    z.enum(['order', 'payment-link'], { error: 'must be order or payment-link' }).optional(),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  ADSENSE_CLIENT: optionalText,
  GTM_ID: optionalText.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  EVENTS_RATE_LIMIT: wholeNumber,
  AI_RATE_LIMIT_PER_USER: wholeNumber,
  AI_RATE_LIMIT_PER_IP: wholeNumber,
  AI_TIMEOUT_MS: wholeNumber,
  PAYMENTS_RATE_LIMIT: wholeNumber,
  /** Reading chat screenshots: send the images to the model (it must accept images), OCR when that fails. */
  AI_VISION: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  SCREENSHOT_WORKERS: wholeNumber,
  SCREENSHOT_QUEUE_MAX: wholeNumberOrZero,
  SCREENSHOT_TIMEOUT_MS: wholeNumber,
  SCREENSHOT_RATE_LIMIT: wholeNumber,
  SCREENSHOT_MEGAPIXELS_PER_IP: wholeNumber,
  REQUEST_TIMEOUT_MS: wholeNumber,
  HEADERS_TIMEOUT_MS: wholeNumber,
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber,
  CONNECTION_LIMIT_PER_IP: wholeNumberOrZero,
  /** Optional offline IP-to-country ranges (CSV: first address, last address, country code). */
  GEOIP_DB_PATH: optionalText,
  LOG_LEVEL: optionalText.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  /** Reminders (decision 0045): `off` stops the scheduler (tests; a process that should only serve requests). */
  REMINDERS: optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .optional(),
  ),
  /** Signs the unsubscribe links in e-mails; unset: a random secret kept in DATA_DIR. */
  REMINDERS_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
});

export type AuthConfig = { mode: 'google'; clientId: string; clientSecret: string; issuer: string } | { mode: 'local' };

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

type AiConfig =
  | {
      mode: 'model';
      provider: AiProvider;
      /** Unset for a first-class provider: its own public endpoint. */
      baseUrl: string | undefined;
      apiKey: string | undefined;
      model: string;
      structuredOutput: StructuredOutputMode;
      maxTokens: Record<AiTool, number>;
      /** Consecutive provider failures that open the circuit, and how long it then stays open. */
      breaker: { failures: number; cooldownMs: number };
    }
  | { mode: 'offline' };

/** How credits are sold: an order paid in Checkout, or a hosted Payment Link the browser is sent to. */
export type CreditsCheckout = 'order' | 'payment-link';

type PaymentsConfig =
  | {
      mode: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      apiUrl: string;
      /** The weekly Premium plan; created once through the API (and remembered) when not given. */
      planId: string | undefined;
      creditsCheckout: CreditsCheckout;
    }
  /** No keys: a local checkout that signs with a local secret (never in production). */
  | { mode: 'sandbox'; creditsCheckout: CreditsCheckout }
  /** Production without keys: payment routes answer 503. */
  | { mode: 'disabled' };

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  isHttps: boolean;
  dataDir: string;
  /** The build output: dist/client (the app and assets) and dist/site (the prerendered pages). */
  distDir: string;
  database: DatabaseConfig;
  /** Where limits shared by several server processes live (undefined: this process's memory), and their keys' prefix. */
  redis: { url: string; keyPrefix: string } | undefined;
  auth: AuthConfig;
  adminEmails: string[];
  ai: AiConfig;
  payments: PaymentsConfig;
  supportEmail: string;
  adsenseClient: string | undefined;
  gtmId: string | undefined;
  logLevel: string;
  /** Analytics batches accepted per minute from one address. */
  eventsRateLimit: number;
  /** AI requests accepted per minute from one user and from one address. */
  aiRateLimit: { perUser: number; perIp: number };
  /** How long the LLM engine waits for the provider. */
  aiTimeoutMs: number;
  /** Purchase and verification calls accepted per minute from one address. */
  paymentsRateLimit: number;
  /** Reading chat screenshots (issue 17): the OCR worker pool, and the model when it accepts images. */
  screenshots: ScreenshotsConfig;
  /** IP-to-country ranges for location detection; without it the address is not used. */
  geoipDbPath: string | undefined;
  /** Limits on slow and idle clients, enforced by Node's HTTP server (decision 0021). */
  connections: ConnectionLimits;
  reminders: RemindersConfig;
}

/** Daily pushes and weekly e-mails (issue 19, decision 0045). */
export interface RemindersConfig {
  /** Run the scheduler in this process (REMINDERS=on, the default). */
  scheduler: boolean;
  /** SMTP server; undefined: each message is written to DATA_DIR/mail as an .eml file. */
  smtpUrl: string | undefined;
  from: string;
  /** Web Push keys; undefined: generated at first start and kept in DATA_DIR/vapid.json. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about this sender (mailto: or https:). */
  vapidSubject: string;
  /** Signs unsubscribe links; undefined: a random secret kept in DATA_DIR. */
  secret: string | undefined;
}

export interface ScreenshotsConfig {
  /** Reader threads (each with its OCR worker): one per two cores, up to 4, by default. */
  workers: number;
  /** Readings that may wait for a worker; beyond it 429. */
  queueMax: number;
  /** One reading's time limit (all its images), waiting in the queue included. */
  timeoutMs: number;
  /** Readings a user may ask for per minute (they are free). */
  perUserPerMinute: number;
  /**
   * Megapixels (at the working width) one address may have read per minute: a phone screenshot is about 1.3, the
   * largest reading 18.7 (issue 28).
   */
  megapixelsPerIpPerMinute: number;
  /** Send the images to the configured model first (AI_VISION=true and a model configured). */
  vision: boolean;
}

export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this; otherwise 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (at most requestTimeoutMs); otherwise 408. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections from one remote address; beyond it a new one is closed at once. 0: no cap. */
  perAddress: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  // Field by field, so one start-up lists every invalid value at once.
  const problems: string[] = [];
  const e: Partial<z.output<typeof envSchema>> = {};
  for (const [key, schema] of Object.entries(envSchema.shape)) {
    const result = schema.safeParse(env[key]);
    if (result.success) Object.assign(e, { [key]: result.data });
    else problems.push(`${key} ${result.error.issues[0]?.message ?? 'is invalid'}`);
  }

  const isProduction = env.NODE_ENV?.trim() === 'production';
  const port = e.PORT ?? 5000;

  const googleParts = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  if (googleParts.some(Boolean) && !googleParts.every(Boolean)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const auth: AuthConfig =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          mode: 'google',
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          issuer: (e.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/$/, ''),
        }
      : { mode: 'local' };
  // Production serves real users: the session must travel only over https (Secure `__Host-` cookies, HSTS).
  if (isProduction && (!e.SITE_URL || new URL(e.SITE_URL).protocol !== 'https:')) {
    problems.push(
      'SITE_URL must be an https:// URL when NODE_ENV=production (session cookies are sent only over https)',
    );
  }
  if (isProduction && auth.mode !== 'google') {
    problems.push(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when NODE_ENV=production (local sign-in is off in production)',
    );
  }

  const razorpayParts = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayParts.some(Boolean) && !razorpayParts.every(Boolean)) {
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together');
  }
  if (e.RAZORPAY_KEY_SECRET && e.RAZORPAY_KEY_SECRET === e.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET');
  }
  const creditsCheckout = e.RAZORPAY_CREDITS_CHECKOUT ?? 'order';
  const payments: PaymentsConfig =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? {
          mode: 'razorpay',
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
          planId: e.RAZORPAY_PLAN_ID,
          creditsCheckout,
        }
      : isProduction
        ? { mode: 'disabled' }
        : { mode: 'sandbox', creditsCheckout };

  const provider = e.AI_PROVIDER ?? 'openai-compatible';
  // An OpenAI-compatible server has no default address; the first-class providers do.
  if ((e.AI_API_KEY || e.AI_MODEL || e.AI_PROVIDER) && provider === 'openai-compatible' && !e.AI_BASE_URL) {
    problems.push('AI_BASE_URL is required when AI_API_KEY or AI_MODEL is set');
  }
  if ((e.AI_BASE_URL || e.AI_PROVIDER) && !e.AI_MODEL) {
    problems.push('AI_MODEL is required when AI_BASE_URL or AI_PROVIDER is set');
  }
  if (provider !== 'openai-compatible' && e.AI_MODEL && !e.AI_API_KEY) {
    problems.push(`AI_API_KEY is required when AI_PROVIDER is ${provider}`);
  }
  const ai: AiConfig = e.AI_MODEL
    ? {
        mode: 'model',
        provider,
        baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
        apiKey: e.AI_API_KEY,
        model: e.AI_MODEL,
        structuredOutput: e.AI_STRUCTURED_OUTPUT ?? 'json_schema',
        maxTokens: {
          profile: e.AI_MAX_TOKENS_PROFILE ?? DEFAULT_MAX_TOKENS.profile,
          messages: e.AI_MAX_TOKENS_MESSAGES ?? DEFAULT_MAX_TOKENS.messages,
          dateIdeas: e.AI_MAX_TOKENS_DATE_IDEAS ?? DEFAULT_MAX_TOKENS.dateIdeas,
          tip: e.AI_MAX_TOKENS_TIP ?? DEFAULT_MAX_TOKENS.tip,
        },
        breaker: { failures: e.AI_BREAKER_FAILURES ?? 5, cooldownMs: e.AI_BREAKER_COOLDOWN_MS ?? 30_000 },
      }
    : { mode: 'offline' };

  const adminEmails = (e.ADMIN_EMAILS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!z.email().safeParse(email).success) problems.push(`ADMIN_EMAILS has an invalid e-mail: "${email}"`);
  }

  const geoipDbPath = e.GEOIP_DB_PATH ? path.resolve(e.GEOIP_DB_PATH) : undefined;
  if (geoipDbPath && !fs.existsSync(geoipDbPath)) problems.push(`GEOIP_DB_PATH: no file at ${geoipDbPath}`);

  const requestTimeoutMs = e.REQUEST_TIMEOUT_MS ?? 60_000;
  const connections: ConnectionLimits = {
    requestTimeoutMs,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS ?? Math.min(10_000, requestTimeoutMs),
    // In production a proxy holds keep-alive connections to the server: outlast its idle timeout (often 60 s).
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS ?? (isProduction ? 72_000 : 5_000),
    // In production every connection comes from the proxy's address: the proxy caps per client.
    perAddress: e.CONNECTION_LIMIT_PER_IP ?? (isProduction ? 0 : 50),
  };
  if (connections.headersTimeoutMs > connections.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }

  if (e.AI_VISION === 'true' && ai.mode !== 'model') problems.push('AI_VISION=true needs a model (AI_MODEL)');
  // One reader thread per two cores, up to 4: a thread reading a screenshot takes a whole core and up to about 200 MB,
  // and the other core keeps answering every other request (issue 28, decision 0052).
  const screenshotWorkers = e.SCREENSHOT_WORKERS ?? Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2)));
  const screenshots: ScreenshotsConfig = {
    workers: screenshotWorkers,
    queueMax: e.SCREENSHOT_QUEUE_MAX ?? screenshotWorkers * 4,
    timeoutMs: e.SCREENSHOT_TIMEOUT_MS ?? 30_000,
    perUserPerMinute: e.SCREENSHOT_RATE_LIMIT ?? 10,
    megapixelsPerIpPerMinute: e.SCREENSHOT_MEGAPIXELS_PER_IP ?? 100,
    vision: e.AI_VISION === 'true',
  };

  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const siteUrl = new URL(e.SITE_URL ?? `http://localhost:${port}`).origin;
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  return {
    isProduction,
    port,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    siteUrl,
    isHttps: siteUrl.startsWith('https:'),
    dataDir,
    distDir: path.resolve(e.DIST_DIR ?? path.join(import.meta.dirname, '../../dist')),
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX ?? 'datewise:' } : undefined,
    auth,
    adminEmails,
    ai,
    payments,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@datewise.example',
    adsenseClient: e.ADSENSE_CLIENT,
    gtmId: e.GTM_ID,
    logLevel: e.LOG_LEVEL ?? 'info',
    eventsRateLimit: e.EVENTS_RATE_LIMIT ?? 60,
    aiRateLimit: { perUser: e.AI_RATE_LIMIT_PER_USER ?? 20, perIp: e.AI_RATE_LIMIT_PER_IP ?? 60 },
    aiTimeoutMs: e.AI_TIMEOUT_MS ?? 20_000,
    paymentsRateLimit: e.PAYMENTS_RATE_LIMIT ?? 30,
    screenshots,
    geoipDbPath,
    connections,
    reminders: {
      scheduler: e.REMINDERS !== 'off',
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Datewise <no-reply@${new URL(siteUrl).hostname}>`,
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL ?? 'support@datewise.example'}`,
      secret: e.REMINDERS_SECRET,
    },
  };
}
