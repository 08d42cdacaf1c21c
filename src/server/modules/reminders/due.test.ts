import { describe, expect, it } from 'vitest';
import { dueLocalDate, localTime } from './due';

const at = (iso: string) => new Date(iso);

describe('local morning', () => {
  it('reads the date, hour and weekday in the user’s zone', () => {
    // 2026-11-30 is a Monday; 23:30 UTC on Sunday is already Monday 08:30 in Tokyo.
    expect(localTime(at('2026-11-29T23:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-11-30', hour: 8, weekday: 1 });
    expect(localTime(at('2026-11-29T23:30:00Z'), 'UTC')).toEqual({ date: '2026-11-29', hour: 23, weekday: 7 });
    expect(localTime(at('2026-11-30T03:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-30', hour: 8, weekday: 1 });
  });

  it('the daily push is due from 08:00 to 10:59 local time, for that local date', () => {
    expect(dueLocalDate('daily_push', at('2026-11-26T07:59:00Z'), 'UTC')).toBeNull();
    expect(dueLocalDate('daily_push', at('2026-11-26T08:00:00Z'), 'UTC')).toBe('2026-11-26');
    expect(dueLocalDate('daily_push', at('2026-11-26T10:59:00Z'), 'UTC')).toBe('2026-11-26');
    expect(dueLocalDate('daily_push', at('2026-11-26T11:00:00Z'), 'UTC')).toBeNull();
    // New York is UTC-5 in November: 13:00 UTC is 08:00 there.
    expect(dueLocalDate('daily_push', at('2026-11-26T13:00:00Z'), 'America/New_York')).toBe('2026-11-26');
    expect(dueLocalDate('daily_push', at('2026-11-26T08:00:00Z'), 'America/New_York')).toBeNull();
  });

  it('follows daylight saving: 08:00 in New York is 12:00 UTC in summer and 13:00 UTC in winter', () => {
    expect(dueLocalDate('daily_push', at('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(dueLocalDate('daily_push', at('2026-12-01T12:00:00Z'), 'America/New_York')).toBeNull();
    // The morning of the spring change (8 March 2026, clocks 02:00 -> 03:00): 08:00 EDT is 12:00 UTC.
    expect(dueLocalDate('daily_push', at('2026-03-08T11:59:00Z'), 'America/New_York')).toBeNull();
    expect(dueLocalDate('daily_push', at('2026-03-08T12:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    // London's autumn change (25 October 2026): 08:00 GMT is 08:00 UTC, 07:30 UTC is still too early.
    expect(dueLocalDate('daily_push', at('2026-10-25T07:30:00Z'), 'Europe/London')).toBeNull();
    expect(dueLocalDate('daily_push', at('2026-10-25T08:00:00Z'), 'Europe/London')).toBe('2026-10-25');
  });

  it('the weekly e-mail is due on Monday mornings only', () => {
    expect(dueLocalDate('weekly_email', at('2026-11-30T09:00:00Z'), 'UTC')).toBe('2026-11-30');
    expect(dueLocalDate('weekly_email', at('2026-12-01T09:00:00Z'), 'UTC')).toBeNull();
    expect(dueLocalDate('weekly_email', at('2026-11-30T12:00:00Z'), 'UTC')).toBeNull();
    // Sunday evening in UTC is Monday morning in Auckland (UTC+13 in November).
    expect(dueLocalDate('weekly_email', at('2026-11-29T20:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-30');
  });

  it('an unknown zone counts as UTC rather than stopping the tick', () => {
    expect(dueLocalDate('daily_push', at('2026-11-26T09:00:00Z'), 'Mars/Olympus_Mons')).toBe('2026-11-26');
  });
});
