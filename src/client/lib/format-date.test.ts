import { describe, expect, it } from 'vitest';
import { formatMonthYear, formatShortDate } from './format-date';

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
