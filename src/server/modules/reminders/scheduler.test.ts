import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import { startFakePushService, type FakePushService } from '../../../test/server/fake-push-service';
import { reminderTickDeps } from '../../../test/server/reminder-deps';
import { buildTestApp, createTestDatabase, type TestApp } from '../../../test/server/test-app';
import { startReminderScheduler, TICK_CRON } from './scheduler';
import type { TickDeps } from './tick';

let t: TestApp & { database: { url?: string } };
let push: FakePushService;
let deps: TickDeps;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'datewise-scheduler-'));
  t = await buildTestApp(await createTestDatabase(), { DATA_DIR: dataDir });
  push = await startFakePushService();
  deps = reminderTickDeps(t.database.db, t.config, t.app.log, [push.origin]);
});
afterAll(async () => {
  await push?.close();
  await t?.app.close();
  await t?.database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A fixed-offset zone where it is 09:00 now, so the tick the scheduler runs finds a user at their morning. */
function zoneAtNineNow(): string {
  const offset = ((9 - new Date().getUTCHours() + 36) % 24) - 12;
  // Etc/GMT-5 is UTC+5 (POSIX signs).
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function userWithSubscription() {
  const [user] = await t.database.db
    .insert(users)
    .values({
      issuer: 'local',
      subject: `sched${Date.now()}`,
      email: `sched${Date.now()}@example.com`,
      timezone: zoneAtNineNow(),
    })
    .returning();
  const subscription = push.subscription();
  await t.database.db
    .insert(pushSubscriptions)
    .values({ userId: user!.id, endpoint: subscription.endpoint, ...subscription.keys });
  return () => push.received.filter((p) => subscription.endpoint.endsWith(p.path));
}

async function waitFor(condition: () => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the reminder scheduler', () => {
  it('runs the tick and stops cleanly', async () => {
    const received = await userWithSubscription();
    const url = t.database.url;
    const scheduler = await startReminderScheduler(deps, url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
    try {
      if (url) {
        // pg-boss keeps the schedule in the database; a job on the queue (as the cron makes one) runs the tick.
        const boss = new PgBoss({ connectionString: url, max: 1 });
        await boss.start();
        try {
          expect(await boss.getSchedules()).toMatchObject([{ name: 'reminder-tick', cron: TICK_CRON }]);
          await boss.send('reminder-tick', {});
        } finally {
          await boss.stop({ graceful: false, wait: true });
        }
      }
      // On PGlite the timer's first tick runs at once.
      await waitFor(() => received().length > 0);
      expect(received()).toHaveLength(1);
    } finally {
      const started = Date.now();
      await scheduler.stop();
      expect(Date.now() - started).toBeLessThan(6_000);
    }
  });
});
