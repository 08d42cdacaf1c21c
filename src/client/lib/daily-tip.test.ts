import { describe, expect, it } from 'vitest';
import { formatTipDate } from './daily-tip';

describe('formatTipDate', () => {
  it('writes the tip’s calendar day out, without a time zone shift', () => {
    expect(formatTipDate('2026-11-21')).toBe('Saturday, November 21');
    expect(formatTipDate('2025-01-01')).toBe('Wednesday, January 1');
  });

  it('gives nothing for a value that is not a real YYYY-MM-DD day', () => {
    expect(formatTipDate('2026-02-30')).toBeNull();
    expect(formatTipDate('21/11/2026')).toBeNull();
    expect(formatTipDate('')).toBeNull();
  });
});
