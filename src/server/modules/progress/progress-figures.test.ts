import { describe, expect, it } from 'vitest';
import { byWeek, replyFigures, streak, tally, whatWorked, type SentRow } from './progress-figures';

const row = (over: Partial<SentRow> = {}): SentRow => ({
  day: '2026-11-20',
  style: 'playful',
  mode: 'starter',
  factorKeys: [],
  outcome: 'reply',
  ...over,
});
const many = (n: number, over: Partial<SentRow>) => Array.from({ length: n }, () => row(over));

describe('tally', () => {
  it('counts a date as a reply, leaves waiting messages out, and gives no rate below five outcomes', () => {
    expect(tally([row(), row({ outcome: 'date' }), row({ outcome: 'no_reply' }), row({ outcome: null })])).toEqual({
      recorded: 3,
      replies: 2,
      rate: null,
    });
    expect(tally([...many(3, {}), ...many(2, { outcome: 'no_reply' })])).toEqual({ recorded: 5, replies: 3, rate: 60 });
  });
});

describe('byWeek', () => {
  it('gives the last twelve weeks starting on Mondays, empty ones included, the current one last', () => {
    // 2026-11-26 is a Thursday: its week starts on Monday the 23rd.
    const weeks = byWeek([row({ day: '2026-11-23' }), row({ day: '2026-11-22' })], '2026-11-26');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ weekStart: '2026-11-23', recorded: 1 });
    expect(weeks.at(-2)).toMatchObject({ weekStart: '2026-11-16', recorded: 1 });
    expect(weeks[0]!.weekStart).toBe('2026-09-07');
    expect(weeks.slice(0, 10).every((w) => w.recorded === 0 && w.rate === null)).toBe(true);
  });
});

describe('whatWorked', () => {
  it('lists factors that went with more replies, with enough outcomes on both sides, largest lift first', () => {
    const rows = [
      // With a profile detail: 5 of 6 replied; without: 1 of 6.
      ...many(5, { factorKeys: ['profile_detail', 'easy_length'] }),
      row({ factorKeys: ['profile_detail'], outcome: 'no_reply' }),
      row({ factorKeys: ['easy_length'] }),
      ...many(5, { factorKeys: ['easy_length'], outcome: 'no_reply' }),
      // Too few with an open question to tell.
      ...many(2, { factorKeys: ['open_question'], outcome: null }),
    ];
    const worked = whatWorked(rows);
    expect(worked.map((f) => f.factor)).toEqual(['profile_detail']);
    expect(worked[0]).toMatchObject({ with: { rate: 83 }, without: { rate: 17 }, lift: 66 });
    expect(whatWorked(many(4, {}))).toEqual([]);
  });
});

describe('streak', () => {
  it('counts days in a row to today; a today without an action yet keeps yesterday’s streak', () => {
    const days = ['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
    expect(streak(days, '2026-11-25')).toMatchObject({ current: 4, longest: 4 });
    expect(streak(days, '2026-11-26')).toMatchObject({ current: 4, longest: 4 });
    expect(streak(days, '2026-11-27')).toMatchObject({ current: 0, longest: 4 });
    const { lastDays } = streak(days, '2026-11-26');
    expect(lastDays).toHaveLength(28);
    expect(lastDays.at(-1)).toEqual({ day: '2026-11-26', active: false });
    expect(lastDays.at(-2)).toEqual({ day: '2026-11-25', active: true });
    expect(streak([], '2026-11-26')).toMatchObject({ current: 0, longest: 0 });
  });
});

describe('replyFigures', () => {
  it('splits by style and by tool and counts dates', () => {
    const figures = replyFigures(
      [...many(5, { style: 'funny', mode: 'reply' }), row({ outcome: 'date' }), row({ outcome: null })],
      '2026-11-26',
    );
    expect(figures).toMatchObject({ sent: 7, dates: 1, overall: { recorded: 6, replies: 6, rate: 100 } });
    expect(figures.byStyle.find((s) => s.style === 'funny')).toMatchObject({ recorded: 5, rate: 100 });
    expect(figures.byStyle.find((s) => s.style === 'playful')).toMatchObject({ recorded: 1, rate: null });
    expect(figures.byTool.map((t) => t.mode)).toEqual(['starter', 'reply']);
  });
});
