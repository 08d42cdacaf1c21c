import { describe, expect, it } from 'vitest';
import { isComplete, progressPercent } from './viral-progress';

describe('progressPercent', () => {
  it('turns "x/y" into a percent', () => {
    expect(progressPercent('1/2')).toBe(50);
    expect(progressPercent('3/10')).toBe(30);
    expect(progressPercent('4/7')).toBeCloseTo(57.14, 2);
    expect(progressPercent('0/1')).toBe(0);
    expect(progressPercent('25/25')).toBe(100);
    expect(progressPercent(' 2 / 8 ')).toBe(25);
    expect(progressPercent('1.5/3')).toBe(50);
  });

  it('clamps above 100', () => {
    expect(progressPercent('12/10')).toBe(100);
  });

  it('gives 0 for strings that are not "x/y" or have no total', () => {
    for (const bad of [
      '',
      '5',
      '/',
      '3/',
      '/4',
      'a/b',
      '1/2/3',
      '-1/4',
      '2/-4',
      '2/0',
      '0/0',
      '1 of 2',
      'NaN/2',
      '1/Infinity',
    ]) {
      expect(progressPercent(bad), bad).toBe(0);
    }
  });

  it('knows when an item is complete', () => {
    expect(isComplete('5/5')).toBe(true);
    expect(isComplete('6/5')).toBe(true);
    expect(isComplete('4/5')).toBe(false);
    expect(isComplete('nonsense')).toBe(false);
  });
});
