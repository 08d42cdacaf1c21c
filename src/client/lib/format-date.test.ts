import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonthYear, formatShortDate } from './format-date';

describe('formatShortDate', () => {
  it('formats a date, and gives nothing for a bad one', () => {
    expect(formatShortDate('2025-11-21T10:00:00Z')).toBe('Nov 21, 2025');
    expect(formatShortDate('nope')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('gives the month and year, and nothing for a bad date', () => {
    expect(formatMonthYear('2025-01-15T12:00:00Z')).toBe('January 2025');
    expect(formatMonthYear('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('gives the date and time in the viewer’s zone, with or without the year, and nothing for a bad one', () => {
    const moment = new Date(2025, 10, 21, 15, 4).toISOString();
    expect(formatDateTime(moment)).toBe('Nov 21, 2025, 3:04 PM');
    expect(formatDateTime(moment, { year: false })).toBe('Nov 21, 3:04 PM');
    expect(formatDateTime('nonsense')).toBe('');
  });
});
