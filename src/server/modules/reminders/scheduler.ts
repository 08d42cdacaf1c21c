import PgBoss from 'pg-boss';
import type { DatabaseConfig } from '../../config';
import { runReminderTick, type TickDeps } from './tick';

/** Every 15 minutes: each user's three-hour morning window is hit at least twelve times. */
export const TICK_CRON = '*/15 * * * *';
const TICK_MS = 15 * 60 * 1000;
const QUEUE = 'reminder-tick';

export interface ReminderScheduler {
  stop(): Promise<void>;
}

/**
 * Runs the reminder tick on a schedule (decision 0045). On PostgreSQL, pg-boss keeps the queue and the cron
 * schedule in the database (its own `pgboss` schema), so of several server processes one takes each tick; on PGlite
 * (one process per data folder) an interval timer runs the same function. Either way the per-user claim is what
 * guarantees a reminder is sent once.
 */
export async function startReminderScheduler(deps: TickDeps, database: DatabaseConfig): Promise<ReminderScheduler> {
  const tick = () =>
    runReminderTick(deps, new Date()).catch((err: unknown) => deps.log.error({ err }, 'reminder tick failed'));

  if (database.kind === 'pglite') {
    let running: Promise<unknown> = Promise.resolve();
    const next = () => {
      running = running.then(tick);
    };
    const timer = setInterval(next, TICK_MS);
    timer.unref();
    // A server started during someone's morning need not wait for the first interval.
    next();
    return {
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  }

  const boss = new PgBoss({ connectionString: database.url, max: 2 });
  boss.on('error', (err) => deps.log.error({ err }, 'reminder queue error'));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 600 });
  await boss.schedule(QUEUE, TICK_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUE, async () => {
    await tick();
  });
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
