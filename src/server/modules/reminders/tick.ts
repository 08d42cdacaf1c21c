import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../../shared/routes';
import type { PushMessage } from '../../../shared/schemas/reminders';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createCoachService } from '../coach/coach-service';
import type { ConfiguredCoach } from '../coach/create-engine';
import { toCoachPreferences } from '../coach/queries';
import { calibrateIfDue } from '../outcomes/calibration-job';
import { claimDelivery, releaseDelivery } from './deliveries';
import { dueLocalDate, knownTimeZone, type ReminderKind } from './due';
import type { Mailer } from './mailer';
import type { PushSender } from './push';
import { loggableEndpoint } from './push-destination';
import { dailyPushRecipients, deleteGoneSubscription, reminderTimeZones, weeklyEmailRecipients } from './queries';
import { unsubscribeToken } from './unsubscribe-token';
import { weeklyEmail, weeklyFigures } from './weekly-summary';

/** How reminders leave the server: e-mail, Web Push, and the key that signs unsubscribe links. */
export interface ReminderServices {
  mailer: Mailer;
  push: PushSender;
  unsubscribeKey: () => string;
}

export interface TickDeps {
  db: Db;
  config: Config;
  coach: ConfiguredCoach;
  reminders: ReminderServices;
  log: FastifyBaseLogger;
}

export interface TickResult {
  pushes: number;
  emails: number;
  /** Whether the daily calibration ran on this tick. */
  calibrated: boolean;
}

/** A push notification's body is cut here: phones show two or three lines. */
const PUSH_TIP_CHARS = 120;

/** How long one user's devices have, together, to take the day's push. */
const PUSH_BUDGET_MS = 10_000;
/** Users whose pushes go out at once; each holds a lane for at most its budget. */
const PUSH_USERS_AT_ONCE = 8;

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The zones (of those given) where it is now the morning a reminder of `kind` is due, with that local date. */
function dueZones(kind: ReminderKind, zones: string[], now: Date): Map<string, string> {
  const due = new Map<string, string>();
  for (const zone of zones) {
    const date = dueLocalDate(kind, now, knownTimeZone(zone));
    if (date) due.set(zone, date);
  }
  return due;
}

/**
 * One run of the reminders (every 15 minutes, decision 0045): the daily push and the weekly e-mail to every user at
 * their local morning who has not had it on that local date. Each is claimed before it is sent, so ticks that
 * overlap (another process, a retried job) never send twice; a send that fails gives its claim back.
 */
export async function runReminderTick(deps: TickDeps, now: Date = new Date()): Promise<TickResult> {
  const pushes = await dailyPushes(deps, now);
  const emails = await weeklyEmails(deps, now);
  if (pushes || emails) deps.log.info({ pushes, emails }, 'reminders sent');
  // The daily calibration of the reply estimates rides on the same schedule (decision 0044).
  const calibration = await calibrateIfDue(deps.db, now);
  if (calibration)
    deps.log.info({ outcomes: calibration.outcomes, ms: calibration.durationMs }, 'estimates calibrated');
  return { pushes, emails, calibrated: calibration !== null };
}

async function dailyPushes(deps: TickDeps, now: Date): Promise<number> {
  const { db } = deps;
  const zones = dueZones('daily_push', await reminderTimeZones(db, 'daily_push'), now);
  const coach = createCoachService(db, deps.coach.engine);
  let sent = 0;
  // A few users at a time, so one whose devices do not answer holds one lane for its budget, not everyone's morning.
  await eachAtMost(PUSH_USERS_AT_ONCE, await dailyPushRecipients(db, [...zones.keys()]), async (user) => {
    const localDate = zones.get(user.timezone)!;
    if (await dailyPush(deps, coach, user, localDate, now)) sent++;
  });
  return sent;
}

type PushRecipient = Awaited<ReturnType<typeof dailyPushRecipients>>[number];

/** The day's push to one user's devices, claimed first; whether a device took it. */
async function dailyPush(
  deps: TickDeps,
  coach: ReturnType<typeof createCoachService>,
  user: PushRecipient,
  localDate: string,
  now: Date,
): Promise<boolean> {
  const { db, log } = deps;
  if (!(await claimDelivery(db, user.userId, 'daily_push', localDate))) return false;
  try {
    const tip = await coach.dailyTip({
      id: user.userId,
      preferences: user.personalized && user.preferences ? toCoachPreferences(user.preferences) : null,
      home: { city: user.city, countryCode: user.countryCode },
    });
    const { waiting } = await weeklyFigures(db, user.userId, now);
    const message: PushMessage = {
      title: 'Your dating tip for today',
      body:
        shorten(tip.tip, PUSH_TIP_CHARS) +
        (waiting > 0 ? `\n${waiting} ${waiting === 1 ? 'message is' : 'messages are'} waiting for an outcome` : ''),
      url: waiting > 0 ? paths.saved : paths.dailyTips,
    };
    // Every device at once, all within one budget: a device that does not answer cannot hold up the others.
    const budget = AbortSignal.timeout(PUSH_BUDGET_MS);
    const results = await Promise.all(
      user.subscriptions.map(async (subscription) => {
        try {
          if ((await deps.reminders.push.send(subscription, message, budget)) === 'sent') return true;
          await deleteGoneSubscription(db, subscription.endpoint);
        } catch (err) {
          // The endpoint may hold a user name, a password or a token: the log names its push service only.
          log.warn(
            { err, userId: user.userId, pushService: loggableEndpoint(subscription.endpoint) },
            'push not delivered',
          );
        }
        return false;
      }),
    );
    // Not one device took it: the next tick of the morning tries again.
    if (results.includes(true)) return true;
    await releaseDelivery(db, user.userId, 'daily_push', localDate);
  } catch (err) {
    log.error({ err, userId: user.userId }, 'daily push failed');
    await releaseDelivery(db, user.userId, 'daily_push', localDate);
  }
  return false;
}

/** Runs `work` on every item, at most `limit` at a time; a failure (the database's) is thrown once all have ended. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failed = lanes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

async function weeklyEmails(deps: TickDeps, now: Date): Promise<number> {
  const { db, config, log } = deps;
  const zones = dueZones('weekly_email', await reminderTimeZones(db, 'weekly_email'), now);
  let sent = 0;
  for (const user of await weeklyEmailRecipients(db, [...zones.keys()])) {
    const localDate = zones.get(user.timezone)!;
    if (!(await claimDelivery(db, user.userId, 'weekly_email', localDate))) continue;
    try {
      const figures = await weeklyFigures(db, user.userId, now);
      const token = unsubscribeToken(deps.reminders.unsubscribeKey(), user.userId);
      await deps.reminders.mailer.send(
        weeklyEmail(user.email, figures, {
          progress: `${config.siteUrl}${paths.progress}`,
          unsubscribe: `${config.siteUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
        }),
      );
      sent++;
    } catch (err) {
      log.error({ err, userId: user.userId }, 'weekly e-mail failed');
      await releaseDelivery(db, user.userId, 'weekly_email', localDate);
    }
  }
  return sent;
}
