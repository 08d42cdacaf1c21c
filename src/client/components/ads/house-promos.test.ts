import { describe, expect, it } from 'vitest';
import { housePromos, pickHousePromo } from './house-promos';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);

describe('pickHousePromo', () => {
  it('never advertises Premium or the subscription page', () => {
    for (const promo of housePromos) {
      expect(promo.to).not.toBe('/subscription');
      expect(`${promo.title} ${promo.text} ${promo.action}`).not.toMatch(/premium/i);
    }
  });

  it('shows every promo over as many days, one a day', () => {
    const seen = new Set(housePromos.map((_, i) => pickHousePromo('dashboard', 1, day(i)).id));
    expect(seen.size).toBe(housePromos.length);
    expect(pickHousePromo('dashboard', 1, day(0))).toBe(pickHousePromo('dashboard', 1, day(0)));
  });

  it('gives each ad on one page a different promo, and the date-ideas page a different start', () => {
    const onPage = [1, 2, 3].map((ordinal) => pickHousePromo('date-ideas', ordinal, day(3)).id);
    expect(new Set(onPage).size).toBe(3);
    expect(pickHousePromo('date-ideas', 1, day(3)).id).not.toBe(pickHousePromo('dashboard', 1, day(3)).id);
  });
});
