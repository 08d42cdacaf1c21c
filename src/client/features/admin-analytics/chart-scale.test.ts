import { describe, expect, it } from 'vitest';
import { barPercent, labelIndexes, niceScale, stackTotals } from './chart-scale';

describe('niceScale', () => {
  it('rounds the top up to a round step', () => {
    expect(niceScale(31, { integer: true })).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(15.98)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(0.3)).toEqual({ max: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('keeps count axes on whole numbers', () => {
    expect(niceScale(3, { integer: true })).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1, { integer: true })).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('gives a usable 0..1 axis for all zeros, negatives or a broken value', () => {
    for (const value of [0, -5, Number.NaN, Infinity]) {
      expect(niceScale(value)).toEqual({ max: 1, ticks: [0, 1] });
    }
  });
});

describe('barPercent', () => {
  it('scales a value against the top', () => {
    expect(barPercent(10, 40)).toBe(25);
    expect(barPercent(50, 40)).toBe(100);
  });

  it('is 0 (never NaN) for zeros and a zero top', () => {
    expect(barPercent(0, 0)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(Number.NaN, 10)).toBe(0);
    expect(barPercent(-1, 10)).toBe(0);
  });
});

describe('stackTotals', () => {
  it('adds the series day by day, treating missing values as 0', () => {
    expect(stackTotals([{ values: [1, 2, 3] }, { values: [4, 5] }], 3)).toEqual([5, 7, 3]);
    expect(stackTotals([], 2)).toEqual([0, 0]);
  });
});

describe('labelIndexes', () => {
  it('labels the first and last day and a few evenly between', () => {
    expect(labelIndexes(30)).toEqual([0, 10, 20, 29]);
    expect(labelIndexes(30, 5)).toEqual([0, 8, 16, 24, 29]);
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
    expect(labelIndexes(0)).toEqual([]);
  });

  it('drops a label that would crowd the last one', () => {
    expect(labelIndexes(10)).toEqual([0, 3, 6, 9]);
    expect(labelIndexes(8)).toEqual([0, 3, 7]);
    expect(labelIndexes(14, 5)).toEqual([0, 4, 8, 13]);
  });
});
