import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandler } from './http/errors';
import { loggerOptions } from './http/logger';
import { registerPages } from './http/pages';
import { registerSecurity } from './http/security';
import { adminRoutes } from './modules/admin/routes';
import { authPageStyleHash } from './modules/auth/auth-page';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';

/** What every module receives: the validated config and the open database. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: Database['kind'];
  clientDir: string;
}

export interface BuildAppOptions {
  database: Database;
  /** The built client (index.html and hashed assets). */
  clientDir?: string;
  /** Tests pass a stream to read the logs. */
  logStream?: NodeJS.WritableStream;
}

export const defaultClientDir = path.resolve(import.meta.dirname, '../../dist/client');

/**
 * Builds the whole app from a validated config: plugins in order external ->
 * app -> routes (as in fastify/demo). Tests build it too and call `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: options.logStream ? { ...logger, stream: options.logStream } : logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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
  await registerSecurity(app, config, [authPageStyleHash]);
  await app.register(compress, { global: true, threshold: 1024 });

  const deps: AppDeps = {
    config,
    db: options.database.db,
    dbKind: options.database.kind,
    clientDir: options.clientDir ?? defaultClientDir,
  };
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(adminRoutes, deps);
  await registerPages(app, deps);

  return app;
}
