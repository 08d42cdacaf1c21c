import { messageModes, messageStyles, type MessageMode, type MessageStyle } from '../../../shared/coach-options';
import { engagementFactorLabels, type EngagementFactorKey } from '../../../shared/engagement-factors';
import type { MessageOutcome } from '../../../shared/schemas/outcomes';
import { MIN_OUTCOMES_TO_TELL, type Progress, type ReplyTally } from '../../../shared/schemas/progress';

/** A sent message as Progress counts it: its local day (YYYY-MM-DD, the user's time zone) and what came of it. */
export interface SentRow {
  day: string;
  style: MessageStyle;
  mode: MessageMode;
  factorKeys: string[];
  outcome: MessageOutcome | null;
}

const WEEKS_SHOWN = 12;
const DAYS_SHOWN = 28;
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day's week (weeks start on Monday, as ISO weeks do). */
const weekStart = (day: string) => {
  const n = dayNumber(day);
  return dayText(n - ((new Date(n * DAY_MS).getUTCDay() + 6) % 7));
};

/** Replies (a date counts as one) among the rows with an outcome; no rate below the minimum. */
export function tally(rows: SentRow[]): ReplyTally {
  const recorded = rows.filter((r) => r.outcome !== null);
  const replies = recorded.filter((r) => r.outcome !== 'no_reply').length;
  const rate = recorded.length >= MIN_OUTCOMES_TO_TELL ? Math.round((replies / recorded.length) * 100) : null;
  return { recorded: recorded.length, replies, rate };
}

/** The last WEEKS_SHOWN weeks up to the one holding `today`, each with its tally (empty weeks too). */
export function byWeek(rows: SentRow[], today: string): Progress['replies']['byWeek'] {
  const last = dayNumber(weekStart(today));
  return Array.from({ length: WEEKS_SHOWN }, (_, i) => {
    const start = dayText(last - (WEEKS_SHOWN - 1 - i) * 7);
    return { weekStart: start, ...tally(rows.filter((r) => weekStart(r.day) === start)) };
  });
}

/**
 * The factors of the estimate that went with more replies for this user: for each, the rate with it and without it;
 * only factors with enough outcomes on both sides, the largest positive lift first (at most three).
 */
export function whatWorked(rows: SentRow[]): Progress['whatWorked'] {
  const recorded = rows.filter((r) => r.outcome !== null);
  return (Object.keys(engagementFactorLabels) as EngagementFactorKey[])
    .map((factor) => {
      const withIt = tally(recorded.filter((r) => r.factorKeys.includes(factor)));
      const without = tally(recorded.filter((r) => !r.factorKeys.includes(factor)));
      const lift = withIt.rate !== null && without.rate !== null ? withIt.rate - without.rate : null;
      return { factor, with: withIt, without, lift };
    })
    .filter((f): f is typeof f & { lift: number } => f.lift !== null && f.lift > 0)
    .sort((a, b) => b.lift - a.lift)
    .slice(0, 3);
}

/**
 * Streaks of days with an action. Today without one yet does not break the current streak: the day is not over.
 * `activeDays`: distinct local days, any order.
 */
export function streak(activeDays: string[], today: string): Progress['streak'] {
  const active = new Set(activeDays);
  const todayN = dayNumber(today);
  let current = 0;
  for (let n = active.has(today) ? todayN : todayN - 1; active.has(dayText(n)); n--) current++;
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const n of [...active].map(dayNumber).sort((a, b) => a - b)) {
    run = n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  const lastDays = Array.from({ length: DAYS_SHOWN }, (_, i) => {
    const day = dayText(todayN - (DAYS_SHOWN - 1 - i));
    return { day, active: active.has(day) };
  });
  return { current, longest, lastDays };
}

/** The reply figures of Progress from the user's sent messages. */
export function replyFigures(rows: SentRow[], today: string): Progress['replies'] {
  return {
    sent: rows.length,
    dates: rows.filter((r) => r.outcome === 'date').length,
    overall: tally(rows),
    byWeek: byWeek(rows, today),
    byStyle: messageStyles.map((style) => ({ style, ...tally(rows.filter((r) => r.style === style)) })),
    byTool: messageModes.map((mode) => ({ mode, ...tally(rows.filter((r) => r.mode === mode)) })),
  };
}
