import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  formatConfidence,
  formatCount,
  formatDay,
  formatMoney,
  formatMoneyTick,
  formatPercent,
  funnelSteps,
  personName,
  shareOf,
  toolLabel,
} from './format';

describe('money', () => {
  it('always shows two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(9.99)).toBe('$9.99');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney(0.005)).toBe('$0.01');
  });

  it('shows nothing odd for a broken figure', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('drops the cents on whole axis values only', () => {
    expect(formatMoneyTick(20)).toBe('$20');
    expect(formatMoneyTick(2.5)).toBe('$2.50');
  });
});

describe('counts and percentages', () => {
  it('separates thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('shows rates with at most one decimal', () => {
    expect(formatPercent(9.72)).toBe('9.7%');
    expect(formatPercent(33.33)).toBe('33.3%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(Infinity)).toBe('0%');
  });

  it('rounds confidence to a whole percent', () => {
    expect(formatConfidence(72.6)).toBe('73%');
    expect(formatConfidence(72.4)).toBe('72%');
    expect(formatConfidence(40.5)).toBe('41%');
    expect(formatConfidence(100)).toBe('100%');
    expect(formatConfidence(0)).toBe('0%');
  });

  it('gives a share of 0 when there is no whole', () => {
    expect(shareOf(25, 200)).toBe(12.5);
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(5, 0)).toBe(0);
  });
});

describe('dates', () => {
  it('writes a UTC day as day and month', () => {
    expect(formatDay('2025-11-12')).toBe('12 Nov');
    expect(formatDay('2026-01-01')).toBe('1 Jan');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('labels', () => {
  it('names every known tool and leaves unknown ones as they are', () => {
    expect(
      ['profile_analysis', 'message_starter', 'message_reply', 'date_ideas', 'tip', 'new_thing'].map(toolLabel),
    ).toEqual(['Profile Coach', 'Conversation starters', 'Replies', 'Date Ideas', 'Generated tips', 'new_thing']);
  });

  it('capitalises tip categories', () => {
    expect(categoryLabel('confidence')).toBe('Confidence');
    expect(categoryLabel('')).toBe('');
  });

  it('joins name parts, with a dash for nobody', () => {
    expect(personName('Ann', 'Lee')).toBe('Ann Lee');
    expect(personName('Bob', null)).toBe('Bob');
    expect(personName(null, ' ')).toBe('—');
  });
});

describe('funnelSteps', () => {
  it('gives each step its share of the step before and of the first', () => {
    const steps = funnelSteps({ visitors: 1000, registered: 250, onboarded: 200, active: 150, paying: 30 });
    expect(steps.map((s) => s.label)).toEqual(['Visitors', 'Registered', 'Onboarded', 'Active', 'Paying']);
    expect(steps.map((s) => s.count)).toEqual([1000, 250, 200, 150, 30]);
    expect(steps.map((s) => s.ofPrevious)).toEqual([null, 25, 80, 75, 20]);
    expect(steps.map((s) => s.ofFirst)).toEqual([100, 25, 20, 15, 3]);
  });

  it('never divides by zero: a step after a step of 0 has no percentage', () => {
    const steps = funnelSteps({ visitors: 0, registered: 0, onboarded: 0, active: 0, paying: 0 });
    expect(steps.map((s) => s.ofPrevious)).toEqual([null, null, null, null, null]);
    expect(steps.map((s) => s.ofFirst)).toEqual([0, 0, 0, 0, 0]);
    const partial = funnelSteps({ visitors: 10, registered: 4, onboarded: 0, active: 0, paying: 0 });
    expect(partial.map((s) => s.ofPrevious)).toEqual([null, 40, 0, null, null]);
  });
});
