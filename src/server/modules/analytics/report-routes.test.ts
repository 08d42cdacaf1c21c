import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '../../../shared/schemas/analytics-report';
import { calibrationReportSchema, calibrationRunSchema } from '../../../shared/schemas/calibration';
import { coachMessages, events, users } from '../../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';

const t = useTestApp({ ADMIN_EMAILS: 'owner@example.com' });

const getReport = (cookie?: string) => t.app.inject({ url: '/api/analytics', headers: cookie ? { cookie } : {} });

async function signInsOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return t.database.db
    .select()
    .from(events)
    .where(and(eq(events.userId, user!.id), eq(events.name, 'sign_in')));
}

describe('GET /api/analytics', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const res = await getReport();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('answers 403 to a signed-in user who is not an administrator', async () => {
    const res = await getReport(await signInLocally(t.app, 'member@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This page is only accessible to administrators.',
      code: 'FORBIDDEN',
    });
  });

  it('gives an administrator the figures, computed from the tables and never cached', async () => {
    const cookie = await signInLocally(t.app, 'Owner@Example.com', { firstName: 'Olive' });
    const res = await getReport(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = analyticsReportSchema.parse(res.json());
    // The two people signed in so far (this file's database is its own).
    expect(report.userStats.totalUsers).toBe(2);
    expect(report.trends.signIns.at(-1)).toBeGreaterThanOrEqual(2);

    await signInLocally(t.app, 'third@example.com');
    const again = analyticsReportSchema.parse((await getReport(cookie)).json());
    expect(again.userStats.totalUsers).toBe(3);
    expect(again.funnel.registered).toBe(3);
  });
});

describe('sign-in records', () => {
  it('records each sign-in as a sign_in event for the daily chart', async () => {
    await signInLocally(t.app, 'twice@example.com');
    await signInLocally(t.app, 'twice@example.com');
    const rows = await signInsOf('twice@example.com');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'sign_in', path: '/auth/dev-login', props: {} });
  });

  it('keeps no sign-in record for someone who turned usage data off', async () => {
    const cookie = await signInLocally(t.app, 'private@example.com');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie, origin: TEST_SITE },
      payload: { shareUsageData: false },
    });
    expect(patch.statusCode).toBe(200);
    await signInLocally(t.app, 'private@example.com');
    expect(await signInsOf('private@example.com')).toHaveLength(1);
  });
});

describe('the calibration routes', () => {
  it('are for administrators only; a run pools the outcomes and shows up in the list', async () => {
    const member = await signInLocally(t.app, 'calibration-member@example.com');
    const admin = await signInLocally(t.app, 'owner@example.com');
    const post = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/analytics/calibration/run', headers: { origin: TEST_SITE, cookie } });
    const list = (cookie?: string) =>
      t.app.inject({ url: '/api/analytics/calibration', headers: cookie ? { cookie } : {} });
    expect((await list()).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    expect((await post(member)).statusCode).toBe(403);
    expect(calibrationReportSchema.parse((await list(admin)).json()).runs).toEqual([]);

    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'calibration-member@example.com'));
    await t.database.db.insert(coachMessages).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: me!.id,
        mode: 'starter',
        style: 'playful',
        predicted: 30,
        textSha256: 'b'.repeat(64),
        // Recorded a day after sending: outcomes recorded within minutes are not pooled (decision 0049).
        sentAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000),
        message: `Sent ${i}`,
        outcome: i < 6 ? 'reply' : 'no_reply',
        outcomeAt: new Date(Date.now() - 4 * 24 * 60 * 60 * 1000),
      })),
    );
    const run = await post(admin);
    expect(run.statusCode).toBe(201);
    expect(calibrationRunSchema.parse(run.json())).toMatchObject({ outcomes: 12, users: 1 });
    const { runs } = calibrationReportSchema.parse((await list(admin)).json());
    expect(runs).toHaveLength(1);
    expect(runs[0]!.brier).not.toBeNull();
  });
});
