import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-date';

describe('formatShortDate', () => {
  it('formats a date, and gives nothing for a bad one', () => {
    expect(formatShortDate('2025-11-21T10:00:00Z')).toBe('Nov 21, 2025');
    expect(formatShortDate('nope')).toBe('');
  });
});
