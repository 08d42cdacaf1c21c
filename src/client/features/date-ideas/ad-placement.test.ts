import { describe, expect, it } from 'vitest';
import { adCount, shouldShowAdAfter } from './ad-placement';

const adsAfter = (total: number) =>
  Array.from({ length: total }, (_, i) => i).filter((i) => shouldShowAdAfter(i, total));

describe('ads between date ideas (spec 000 §2.7: after every 2nd idea, not after the last)', () => {
  it('puts an ad after the 2nd, 4th, ... idea', () => {
    expect(adsAfter(5)).toEqual([1, 3]);
    expect(adsAfter(7)).toEqual([1, 3, 5]);
  });

  it('never puts one after the last idea', () => {
    expect(adsAfter(4)).toEqual([1]);
    expect(adsAfter(6)).toEqual([1, 3]);
    expect(adsAfter(2)).toEqual([]);
  });

  it('has none for fewer than three ideas', () => {
    expect(adsAfter(0)).toEqual([]);
    expect(adsAfter(1)).toEqual([]);
  });

  it('counts the ads of a list', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(adCount)).toEqual([0, 0, 0, 1, 1, 2, 2, 4]);
    for (const total of [0, 1, 2, 3, 4, 5, 6, 10]) expect(adsAfter(total)).toHaveLength(adCount(total));
  });
});
