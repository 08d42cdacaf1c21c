import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { startServer, type RunningServer } from '../scripts/lib/server-process';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runReminderTick } from '../src/server/modules/reminders/tick';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../src/test/server/fake-push-service';
import { reminderTickDeps } from '../src/test/server/reminder-deps';
import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueEmail } from './fixtures';

/**
 * Reminders (issue 19, decision 0045), from the Notifications screen to the push service and the mail folder. The
 * browser's push service is the fake one on 127.0.0.1 (PushManager.subscribe is stubbed to answer with its
 * subscription); the tick runs in the test at a chosen Monday morning, on the server's data folder once the server
 * has stopped (PGlite: one process per folder).
 */
const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-e2e-reminders-'));

/**
 * A server of this file's own (its data folder is read after it stops), and the fake push service: the server is
 * started by the browser tests' entry, which tells it the fake's origin (the one private address it may push to).
 */
const reminderTest = test.extend<object, { server: RunningServer; push: FakePushService }>({
  server: [
    async ({ push }, use) => {
      const server = await startServer(
        { DATA_DIR: dataDir, REMINDERS: 'off', TEST_PUSH_SERVICES: push.origin },
        { entry: 'src/test/server/main-for-browser-tests.ts' },
      );
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  push: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const push = await startFakePushService();
      await use(push);
      await push.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/** Runs before the page's scripts: a push service and permission the test controls. */
function stubPush(subscription: FakeSubscription) {
  let permission: NotificationPermission = 'default';
  Object.defineProperty(Notification, 'permission', { get: () => permission });
  Notification.requestPermission = async () => (permission = 'granted');
  let current: object | null = null;
  const made = {
    endpoint: subscription.endpoint,
    toJSON: () => ({ ...subscription, expirationTime: null }),
    unsubscribe: async () => ((current = null), true),
  };
  PushManager.prototype.subscribe = async () => (current = made) as unknown as PushSubscription;
  PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
}

reminderTest(
  'Daily Tips on: a push reaches the push service once at the local morning; Email Updates: the weekly e-mail lands in the mail folder',
  async ({ page, server, push }) => {
    const subscription = push.subscription();
    await page.context().addInitScript(stubPush, subscription);
    const email = uniqueEmail('reminders');
    await signIn(page, email, 'Ann', 'Lee', { landOn: '/notifications' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // On by default: off, then on again, which asks for permission and subscribes.
    await switchNamed(page, 'Daily Tips').click();
    await expect(switchNamed(page, 'Daily Tips')).toHaveAttribute('aria-checked', 'false');
    const subscribed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await switchNamed(page, 'Daily Tips').click();
    expect((await subscribed).status()).toBe(204);
    await expect(page.getByTestId('push-note')).toHaveCount(0);
    await switchNamed(page, 'Email Updates').click();
    await expect(switchNamed(page, 'Email Updates')).toHaveAttribute('aria-checked', 'true');
    await page.waitForLoadState('networkidle');

    await server.stop();
    const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: server.url, LOG_LEVEL: 'silent', REMINDERS: 'off' });
    const database = await openDatabase(config.database);
    const log = Fastify({ logger: false }).log;
    try {
      const deps = reminderTickDeps(database.db, config, log, [push.origin]);
      // Monday 30 November 2026, 09:00 and 09:15 UTC (the user's time zone is UTC): one of each, not two.
      await runReminderTick(deps, new Date('2026-11-30T09:00:00Z'));
      await runReminderTick(deps, new Date('2026-11-30T09:15:00Z'));
    } finally {
      await database.close();
    }
    const received = push.received.filter((p) => subscription.endpoint.endsWith(p.path));
    expect(received).toHaveLength(1);
    expect(received[0]!.message).toMatchObject({ title: 'Your dating tip for today', url: '/daily-tips' });
    const mails = fs
      .readdirSync(path.join(dataDir, 'mail'))
      .map((name) => fs.readFileSync(path.join(dataDir, 'mail', name), 'utf8'))
      .filter((mail) => mail.includes(`To: ${email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your week with Datewise');
  },
);
