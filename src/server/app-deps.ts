import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { RateLimitBackend } from './http/rate-limit-store';
import type { BillingService } from './modules/billing/billing-service';
import type { PaymentProvider } from './modules/billing/provider';
import type { ConfiguredCoach } from './modules/coach/create-engine';
import type { ReminderServices } from './modules/reminders/tick';
import type { ScreenshotReader } from './modules/screenshots/screenshot-reader';

/**
 * What every module receives: the validated config, the open database and the services built on them.
 * A leaf that imports types only, so a module can take its dependencies without importing app.ts
 * (which imports every module): dependencies point one way (decision 0025).
 */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: Database['kind'];
  clientDir: string;
  siteDir: string;
  /** The signed-in screens' server renderer, built by `vite build --ssr` (decision 0046); absent, a skeleton is sent. */
  screenRendererFile: string;
  /** The payment provider and the billing service on it; null when payments are disabled. */
  payments: { provider: PaymentProvider; billing: BillingService } | null;
  /** The AI coach: the configured engine and, for a model, its circuit breaker (shown on /api/health). */
  coach: ConfiguredCoach;
  /** Reads chat screenshots into conversation lines (OCR in worker threads, or a model that reads images). */
  screenshots: ScreenshotReader;
  /** Where rate limits are counted: Redis, shared by every process, or this process's memory. */
  limits: RateLimitBackend;
  /** How reminders leave: e-mail, Web Push and the key of unsubscribe links (decision 0045). */
  reminders: ReminderServices;
}
