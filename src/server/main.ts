import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { closeGracefully } from './http/connections';
import { cityIndex } from './modules/location/nearest-city';

/** How long requests in flight at shutdown may run on; then their connections are closed. */
const SHUTDOWN_GRACE_MS = 7_000;
/** Within the 10 s `docker stop` allows before it kills the process. */
const FORCE_EXIT_MS = 9_500;

/**
 * The thin entry: load config, open the database, listen, shut down gracefully. `options` come only from the browser
 * tests' entry (src/test/server/main-for-browser-tests.ts), which tells the app its fake push service.
 */
export async function main(options: BuildAppOptions = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config, options);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  app.log.info(
    {
      db: config.database.kind,
      auth: config.auth.mode,
      ai: config.ai.mode === 'offline' ? 'offline' : `${config.ai.provider} ${config.ai.model}`,
      payments: config.payments.mode,
      siteUrl: config.siteUrl,
    },
    'starting Datewise',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A last resort: the grace period below normally ends the close well before this.
    const force = setTimeout(() => {
      app.log.error(`shutdown took over ${FORCE_EXIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    try {
      // Stops accepting, closes idle connections, lets in-flight requests finish (up to the grace
      // period), then closes the database and releases the data folder.
      await closeGracefully(app, SHUTDOWN_GRACE_MS);
      app.log.info({ ms: Date.now() - started }, 'shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close();
    process.exit(1);
  }
  // The place index takes about a second to build: build it now rather than in someone's first location request.
  cityIndex().catch((err: unknown) => app.log.warn({ err }, 'place index could not be loaded'));
}

// Started when run as the entry (`npm start`), not when the browser tests' entry imports it.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
