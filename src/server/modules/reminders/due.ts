/**
 * When a reminder is due (decision 0045): at the user's local morning, 08:00 to 10:59 in their own time zone. A tick
 * every 15 minutes falls in that window several times; the claim (deliveries.ts) makes the first one the only one.
 * Pure functions on Intl, so daylight-saving changes follow the zone's own rules.
 */

export type ReminderKind = 'daily_push' | 'weekly_email';

/** The local morning: from this hour (inclusive) to MORNING_END_HOUR (exclusive). */
export const MORNING_START_HOUR = 8;
export const MORNING_END_HOUR = 11;

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  hour: number;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The time zone if Intl knows it, else UTC (a stored zone the runtime does not know must not stop the tick). */
export function knownTimeZone(timeZone: string): string {
  try {
    formatFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The local date, hour and weekday at `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatFor(knownTimeZone(timeZone))
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: weekdays.indexOf(parts.weekday!) + 1,
  };
}

/**
 * The local date a reminder of `kind` is due for at `now`, or null when it is not the time: every morning for the
 * daily push, Monday mornings for the weekly e-mail.
 */
export function dueLocalDate(kind: ReminderKind, now: Date, timeZone: string): string | null {
  const local = localTime(now, timeZone);
  if (local.hour < MORNING_START_HOUR || local.hour >= MORNING_END_HOUR) return null;
  if (kind === 'weekly_email' && local.weekday !== 1) return null;
  return local.date;
}
