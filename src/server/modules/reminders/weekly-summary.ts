import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { MIN_OUTCOMES_TO_TELL } from '../../../shared/schemas/progress';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../http/server-page';
import { coachMessages } from '../../db/schema';
import type { MailMessage } from './mailer';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface WeeklyFigures {
  /** Messages the user said they sent in the 7 days before `now`. */
  sent: number;
  /** Outcomes recorded in those 7 days, and how many of them were a reply (or a date). */
  recorded: number;
  replies: number;
  /** Replies among recorded outcomes, a percent; null below MIN_OUTCOMES_TO_TELL ("too few to tell"). */
  replyRate: number | null;
  /** Sent messages, of any week, still waiting for an outcome. */
  waiting: number;
}

/** The week's figures for one user, in one query. */
export async function weeklyFigures(db: Db, userId: string, now: Date): Promise<WeeklyFigures> {
  const since = new Date(now.getTime() - WEEK_MS);
  const inWeek = (column: AnyColumn) =>
    sql`${column} > ${since.toISOString()}::timestamptz and ${column} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${inWeek(coachMessages.sentAt)})`.mapWith(Number),
      recorded: sql<number>`count(*) filter (where ${inWeek(coachMessages.outcomeAt)})`.mapWith(Number),
      replies:
        sql<number>`count(*) filter (where ${inWeek(coachMessages.outcomeAt)} and ${coachMessages.outcome} in ('reply', 'date'))`.mapWith(
          Number,
        ),
      waiting: sql<number>`count(*) filter (where ${coachMessages.outcome} is null)`.mapWith(Number),
    })
    .from(coachMessages)
    .where(and(eq(coachMessages.userId, userId), sql`${coachMessages.sentAt} is not null`));
  const { sent = 0, recorded = 0, replies = 0, waiting = 0 } = row ?? {};
  return {
    sent,
    recorded,
    replies,
    replyRate: recorded >= MIN_OUTCOMES_TO_TELL ? Math.round((replies / recorded) * 100) : null,
    waiting,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The weekly e-mail: the figures, a link to Progress and one to unsubscribe, in text and HTML, with the headers
 * that let a mail program offer unsubscribing (RFC 2369) in one click (RFC 8058).
 */
export function weeklyEmail(
  to: string,
  figures: WeeklyFigures,
  links: { progress: string; unsubscribe: string },
): MailMessage {
  const lines = [
    `Messages you sent: ${figures.sent}`,
    `Outcomes you recorded: ${figures.recorded}`,
    `Reply rate: ${
      figures.replyRate === null
        ? `too few to tell (fewer than ${MIN_OUTCOMES_TO_TELL} outcomes recorded)`
        : `${figures.replyRate}% (${figures.replies} of ${figures.recorded})`
    }`,
    `Waiting for an outcome: ${plural(figures.waiting, 'message', 'messages')}`,
  ];
  const text = [
    'Your week with Datewise (the last 7 days)',
    '',
    ...lines,
    '',
    `See what worked on your Progress page: ${links.progress}`,
    '',
    `You get this because Email Updates is on. Stop these e-mails: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">Your week with Datewise</h1>
<p>The last 7 days:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(links.progress)}">See what worked on your Progress page</a></p>
<p style="font-size:13px;color:#555">You get this because Email Updates is on.
<a href="${escapeHtml(links.unsubscribe)}">Stop these e-mails</a>.</p>
</body></html>`;
  return {
    to,
    subject: 'Your week with Datewise',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
