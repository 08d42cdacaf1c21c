/**
 * Fills a database with a realistic analytics data set (scripts/lib/analytics-seed.ts):
 *
 *   npm run seed:analytics -- --users 10000 --events 1000000 [--seed N] [--database-url URL | --data-dir DIR] [--force]
 *
 * Without --database-url or --data-dir it seeds the database the app uses
 * (DATABASE_URL, else the embedded PGlite in DATA_DIR, default ./data); stop
 * the dev server first, PGlite's folder is open to one process at a time. A
 * database that already has users is left alone unless --force is given.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig, type DatabaseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { MAX_SEED_EVENTS, MAX_SEED_USERS, seedAnalytics } from './lib/analytics-seed';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    events: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run seed:analytics -- --users 10000 --events 1000000 [--seed N] [--database-url URL | --data-dir DIR] [--force]',
  );
  process.exit(0);
}

function count(name: string, text: string, min: number, max: number): number {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
    process.exit(2);
  }
  return value;
}

const options = {
  users: count('users', values.users, 1, MAX_SEED_USERS),
  events: count('events', values.events, 0, MAX_SEED_EVENTS),
  seed: count('seed', values.seed, 0, 2 ** 31 - 1),
};
if (values['database-url'] && values['data-dir']) {
  console.error('Give --database-url or --data-dir, not both.');
  process.exit(2);
}

const target: DatabaseConfig = values['database-url']
  ? { kind: 'postgres', url: values['database-url'] }
  : values['data-dir']
    ? { kind: 'pglite', dataDir: values['data-dir'] }
    : loadConfig().database;
const where = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) || target.url : target.dataDir;

/** A database error's own message, not the whole statement it came from. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

const database = await openDatabase(target);
try {
  const [existing] = await database.db
    .select({
      count: sql`count(*)`.mapWith(Number),
      seeded: sql`count(*) filter (where ${users.email} like '%@seed.example')`.mapWith(Number),
    })
    .from(users);
  if (existing!.seeded > 0) {
    console.error(`${where} already holds a seeded data set: seed a new database instead.`);
    process.exitCode = 1;
  } else if (existing!.count > 0 && !values.force) {
    console.error(
      `${where} already has ${existing!.count} user${existing!.count === 1 ? '' : 's'}: nothing seeded (--force seeds it anyway).`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Seeding ${options.users.toLocaleString('en-US')} users and ${options.events.toLocaleString('en-US')} events ` +
        `into ${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${where}), seed ${options.seed}...`,
    );
    const started = performance.now();
    const seeded = await seedAnalytics(database.db, options);
    const seconds = (performance.now() - started) / 1000;
    const figure = (n: number) => n.toLocaleString('en-US');
    console.log(
      `Inserted ${figure(seeded.users)} users, ${figure(seeded.events)} events, ${figure(seeded.aiRequests)} AI requests ` +
        `and ${figure(seeded.payments)} payments in ${seconds.toFixed(1)} s.`,
    );
  }
} catch (error) {
  console.error(`Seeding failed, nothing was written: ${reason(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
