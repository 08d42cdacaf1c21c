import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { cityIndex } from './modules/location/nearest-city';

/** The thin entry: load config, open the database, listen, shut down gracefully. */
async function main() {
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
    app = await buildApp(config);
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
      ai: config.ai.mode === 'local' ? 'local' : `${config.ai.provider} ${config.ai.model}`,
      payments: config.payments.mode,
      siteUrl: config.siteUrl,
    },
    'starting Datewise',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, then closes the database
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

void main();
