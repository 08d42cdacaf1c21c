import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../shared/error-codes';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { memoryBackend, redisBackend } from './http/rate-limit-store';
import { refuseUnreadableText } from './http/unreadable-text';
import { manageConnections, serverTimeouts } from './http/connections';
import { answerFrameworkError, registerErrorHandler } from './http/errors';
import { loggerOptions } from './http/logger';
import { appBootScriptHash } from './modules/pages/app-page';
import { registerPages } from './modules/pages/pages';
import { registerSecurity } from './http/security';
import { serverPageStyleHash } from './http/server-page';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { analyticsReportRoutes } from './modules/analytics/report-routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { createBillingService } from './modules/billing/billing-service';
import { createPaymentProvider } from './modules/billing/provider';
import { createEngine } from './modules/coach/create-engine';
import { billingRoutes } from './modules/billing/routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { coachRoutes } from './modules/coach/routes';
import { registerSessionUser } from './modules/session/session-cookie';
import { deleteExpiredSessions } from './modules/session/sessions';
import { guideRoutes } from './modules/guides/routes';
import { healthRoutes } from './modules/health/routes';
import { locationRoutes } from './modules/location/routes';
import { profileImageRoutes } from './modules/profile-image/routes';
import { outcomeRoutes } from './modules/outcomes/routes';
import { progressRoutes } from './modules/progress/routes';
import { createMailer } from './modules/reminders/mailer';
import { createPushSender } from './modules/reminders/push';
import { reminderRoutes } from './modules/reminders/routes';
import { startReminderScheduler } from './modules/reminders/scheduler';
import { unsubscribeKeyOf } from './modules/reminders/unsubscribe-token';
import { savedRoutes } from './modules/saved/routes';
import { createConfiguredReader } from './modules/screenshots/create-reader';
import { screenshotRoutes } from './modules/screenshots/routes';
import { userRoutes } from './modules/users/routes';

export interface BuildAppOptions {
  /** An open database; by default the configured one is opened here and closed with the app. */
  database?: Database;
  /** The built client (index.html and hashed assets). */
  clientDir?: string;
  /** The prerendered public site. */
  siteDir?: string;
  /** The signed-in screens' server renderer (dist/server/entry-server.js). */
  screenRendererFile?: string;
  /** Tests pass a stream to read the logs. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass their fake push services' origins (on 127.0.0.1); never from configuration (decision 0050). */
  testPushServices?: readonly string[];
}

/**
 * Builds the whole app from a validated config: plugins in order external ->
 * app -> routes (as in fastify/demo). Tests build it too and call `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  if (options.database) return assemble(config, options.database, options);
  const database = await openDatabase(config.database);
  try {
    const app = await assemble(config, database, options);
    // Closed last, after in-flight requests have finished (app.close waits for them).
    app.addHook('onClose', () => database.close());
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: Config, database: Database, options: BuildAppOptions): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: options.logStream ? { ...logger, stream: options.logStream } : logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    ...serverTimeouts(config.connections),
  }).withTypeProvider<ZodTypeProvider>();
  manageConnections(app, config.connections.perAddress);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSessionUser(app);
  refuseUnreadableText(app);

  // One line per finished request (instead of two), without query strings or bodies.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(cookie);
  await registerSecurity(app, config, { styles: [serverPageStyleHash], scripts: [appBootScriptHash] });
  await app.register(compress, { global: true, threshold: 1024 });
  const limits = config.redis ? await redisBackend(config.redis.url, config.redis.keyPrefix, app.log) : memoryBackend();
  app.addHook('onClose', () => limits.close());
  // Per-route limits only (a global limit would count every request against every route). Without a store to
  // count in, the site's reads go on (skipOnError); AI and payments turn it off and answer 503.
  await app.register(rateLimit, {
    global: false,
    store: limits.Store,
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: try again in ${context.after}`), {
        statusCode: 429,
        code: 'RATE_LIMITED' satisfies ErrorCode,
      }),
  });

  const provider = await createPaymentProvider(config);
  const deps: AppDeps = {
    config,
    db: database.db,
    payments: provider && { provider, billing: createBillingService(database.db, config, provider, app.log) },
    dbKind: database.kind,
    coach: createEngine(config, app.log, { redis: limits.redis }),
    screenshots: createConfiguredReader(config, app.log),
    limits,
    clientDir: options.clientDir ?? path.join(config.distDir, 'client'),
    siteDir: options.siteDir ?? path.join(config.distDir, 'site'),
    screenRendererFile: options.screenRendererFile ?? path.join(config.distDir, 'server', 'entry-server.js'),
    reminders: {
      mailer: createMailer(config),
      push: createPushSender(config, { testPushServices: options.testPushServices }),
      unsubscribeKey: unsubscribeKeyOf(config),
    },
  };
  app.addHook('onClose', () => deps.reminders.mailer.close());
  app.addHook('onClose', () => deps.screenshots.close());
  // Expired sessions are refused anyway; this only keeps the table small.
  app.addHook('onReady', async () => {
    await deleteExpiredSessions(deps.db).catch((err: unknown) => app.log.warn({ err }, 'session clean-up failed'));
  });

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(locationRoutes, deps);
  await app.register(guideRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(analyticsRoutes, deps);
  await app.register(analyticsReportRoutes, deps);
  await app.register(coachRoutes, deps);
  await app.register(savedRoutes, deps);
  await app.register(outcomeRoutes, deps);
  await app.register(progressRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(profileImageRoutes, deps);
  await app.register(screenshotRoutes, deps);
  await app.register(billingRoutes, deps);
  await app.register(clientConfigRoutes, deps);
  await app.register(reminderRoutes, deps);
  await registerPages(app, deps);

  if (config.reminders.scheduler) {
    let scheduler: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      // Reminders that cannot be scheduled must not keep the site from serving: logged, and the site goes on.
      scheduler = await startReminderScheduler({ ...deps, log: app.log }, config.database).catch((err: unknown) => {
        app.log.error({ err }, 'reminders could not be scheduled');
        return undefined;
      });
    });
    // Before the database closes: a tick in progress finishes first.
    app.addHook('preClose', async () => scheduler?.stop());
  }

  return app;
}
