import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachMessages, reminderDeliveries, userSettings, users } from '../../db/schema';
import { reminderTickDeps } from '../../../test/server/reminder-deps';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../test/server/smtp-sink';
import {
  buildTestApp,
  createTestDatabase,
  signInLocally,
  TEST_SITE,
  type TestApp,
} from '../../../test/server/test-app';
import { mailFolder, SMTP_TIMEOUTS } from './mailer';
import { runReminderTick, type TickDeps } from './tick';

/**
 * The weekly e-mail actually sent by SMTP (SMTP_URL) to a mail server on 127.0.0.1, read back as it arrived: the
 * envelope, the headers and the text, one message per user holding only that user's figures.
 */

const MONDAY_MORNING = new Date('2026-11-30T09:00:00Z');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'datewise-smtp-'));
let sink: SmtpSink;
let t: TestApp;
let deps: TickDeps;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp(await createTestDatabase(), {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Datewise <weekly@datewise.example>',
  });
  deps = reminderTickDeps(t.database.db, t.config, t.app.log);
});
afterAll(async () => {
  deps?.reminders.mailer.close();
  await t?.app.close();
  await t?.database.close();
  await sink?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A message's headers (folded lines joined) and its text part (quoted-printable decoded). */
function readMail(mail: ReceivedMail) {
  const [head = '', ...rest] = mail.data.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest
    .join('\r\n\r\n')
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
  return { headers, body };
}

async function newUser(email: string) {
  const cookie = await signInLocally(t.app, email);
  const [user] = await t.database.db.update(users).set({ timezone: 'UTC' }).where(eq(users.email, email)).returning();
  const on = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { origin: TEST_SITE, cookie },
    payload: { emailUpdates: true },
  });
  expect(on.statusCode).toBe(200);
  return { email, id: user!.id };
}

describe('the weekly e-mail by SMTP', () => {
  it("reaches each recipient's mailbox alone, with its subject, unsubscribe link and only that user's figures", async () => {
    const ana = await newUser(`ana.${Date.now()}@example.com`);
    const ben = await newUser(`ben.${Date.now()}@example.com`);
    const sent = new Date(MONDAY_MORNING.getTime() - 86_400_000);
    await t.database.db.insert(coachMessages).values(
      ['a', 'b', 'c'].map((c) => ({
        userId: ana.id,
        mode: 'starter' as const,
        style: 'playful' as const,
        predicted: 30,
        textSha256: c.repeat(64),
        sentAt: sent,
        message: `Ana's private opener ${c}`,
      })),
    );

    expect(await runReminderTick(deps, MONDAY_MORNING)).toMatchObject({ emails: 2 });
    const mails = await sink.waitFor(2);
    expect(mails).toHaveLength(2);
    // Written to the mail server, not to the mail folder.
    await expect(fs.access(mailFolder(t.config))).rejects.toThrow();

    for (const [user, other, figures] of [
      [ana, ben, 'Messages you sent: 3'],
      [ben, ana, 'Messages you sent: 0'],
    ] as const) {
      const mail = mails.find((m) => m.to.includes(user.email))!;
      expect(mail.to).toEqual([user.email]);
      expect(mail.from).toBe('weekly@datewise.example');
      const { headers, body } = readMail(mail);
      expect(headers.get('to')).toBe(user.email);
      expect(headers.get('from')).toBe('Datewise <weekly@datewise.example>');
      expect(headers.get('subject')).toBe('Your week with Datewise');
      expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = new URL(/^<([^>]+)>$/.exec(headers.get('list-unsubscribe')!)![1]!);
      expect(unsubscribe.origin + unsubscribe.pathname).toBe(`${TEST_SITE}/api/email/unsubscribe`);
      expect(body).toContain(figures);
      expect(body).toContain(unsubscribe.href);
      // Nothing of the other user (their address, their id), and no message text at all.
      for (const secret of [other.email, other.id, 'private opener']) expect(mail.data, secret).not.toContain(secret);

      // The link in the message is the user's own: one click turns their Email Updates off, and only theirs.
      const clicked = await t.app.inject({
        method: 'POST',
        url: unsubscribe.pathname + unsubscribe.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.statusCode).toBe(200);
      const [mine] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
      expect(mine!.emailUpdates).toBe(false);
      if (user === ana) {
        const [theirs] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, other.id));
        expect(theirs!.emailUpdates).toBe(true);
      }
    }
  });
});

describe('a mail server that hangs', () => {
  let stalled: SmtpSink;
  let hanging: TestApp;
  let hangingDeps: TickDeps;
  beforeAll(async () => {
    stalled = await startSmtpSink({ stall: true });
    hanging = await buildTestApp(t.database, { DATA_DIR: dataDir, SMTP_URL: stalled.url });
    hangingDeps = reminderTickDeps(t.database.db, hanging.config, hanging.app.log);
  });
  afterAll(async () => {
    hangingDeps?.reminders.mailer.close();
    await hanging?.app.close();
    await stalled?.close();
  });

  // Slow: waits out the greeting time limit once (10 s).
  it(
    'fails the send within the time limit and gives the claim back, so a later tick sends it',
    { timeout: 90_000 },
    async () => {
      const cleo = await newUser(`cleo.${Date.now()}@example.com`);
      const nextMonday = new Date('2026-12-07T09:00:00Z');
      const started = performance.now();
      expect(await runReminderTick(hangingDeps, nextMonday)).toMatchObject({ emails: 0 });
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 100);
      expect(took).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 10_000);
      const claims = await t.database.db
        .select()
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.userId, cleo.id), eq(reminderDeliveries.kind, 'weekly_email')));
      expect(claims).toEqual([]);

      // The mail server is back a quarter of an hour later: the e-mail goes then.
      const before = sink.received.length;
      expect(await runReminderTick(deps, new Date('2026-12-07T09:15:00Z'))).toMatchObject({ emails: 1 });
      const mails = await sink.waitFor(before + 1);
      expect(mails.at(-1)!.to).toEqual([cleo.email]);
    },
  );
});
