import { describe, expect, it } from 'vitest';
import { activityTypes, budgets } from '../../../../shared/schemas/coach';
import { generateDateIdeasOffline, localIdeasFor } from './date-ideas';
import { dateIdeasCatalogue } from './date-ideas-catalogue';

const request = (budget: (typeof budgets)[number], activityType: (typeof activityTypes)[number], round = 0) => ({
  // The example: interests that cheap ideas share, in a big city.
  interests: 'board games, wine',
  budget,
  location: 'London',
  activityType,
  round,
});

describe('local date ideas keep the budget', () => {
  const combinations = budgets.flatMap((budget) => activityTypes.map((type) => [budget, type] as const));

  // Interests come first (decision 0058), so a cheaper idea on them may take a place: at least half stay at the budget.
  it.each(combinations)('%s, %s: never above it, and at least half at it', (budget, type) => {
    for (const round of [0, 1]) {
      const ideas = generateDateIdeasOffline(request(budget, type, round), null).dateIdeas;
      expect(ideas).toHaveLength(6);
      for (const idea of ideas) expect(budgets.indexOf(idea.budget)).toBeLessThanOrEqual(budgets.indexOf(budget));
      expect(ideas.filter((idea) => idea.budget === budget).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('"Generate More" brings ideas not shown in the first round', () => {
    const first = generateDateIdeasOffline(request('$$', 'indoor', 0), null).dateIdeas.map((i) => i.title);
    const second = generateDateIdeasOffline(request('$$', 'indoor', 1), null).dateIdeas.map((i) => i.title);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });
});

describe('local date ideas fit the place', () => {
  const desertTown = { name: 'Palm Springs', country: 'US', population: 47_000, nearWater: false };
  const needs = new Map(dateIdeasCatalogue.map((idea) => [idea.title, idea.needs ?? []]));

  it.each(activityTypes)('%s: nothing that needs water or a big city in a small desert town', (type) => {
    for (const budget of budgets)
      for (const round of [0, 1, 2]) {
        const ideas = generateDateIdeasOffline(request(budget, type, round), null, desertTown).dateIdeas;
        expect(ideas.length).toBeGreaterThanOrEqual(3);
        for (const idea of ideas) {
          // Catalogue ideas by their tags; ideas built from an interest by their words.
          expect(needs.get(idea.title) ?? [], idea.title).toEqual([]);
          expect(`${idea.title} ${idea.description}`).not.toMatch(/\b(?:on the water|harbour|ferry|river walk)\b/i);
        }
      }
  });

  it('offers the water and big-city ideas where the place has them', () => {
    const miami = { name: 'Miami', country: 'US', population: 440_000, nearWater: true };
    const all = [0, 1, 2, 3, 4, 5].flatMap(
      (round) => generateDateIdeasOffline(request('$$$', 'relaxed', round), null, miami).dateIdeas,
    );
    expect(all.some((idea) => (needs.get(idea.title) ?? []).length > 0)).toBe(true);
  });
});

describe('local colour', () => {
  const localTitles = (location: string, country: string | null = null) => {
    const place = country ? { name: location, country, population: 500_000, nearWater: true } : null;
    return new Set(localIdeasFor(location, place).map((idea) => idea.title));
  };

  it('finds a marketed city by the names people type, and a country by the town', () => {
    expect(localTitles('NYC').size).toBeGreaterThanOrEqual(3);
    expect(localTitles('Brooklyn, NY')).toEqual(localTitles('new york'));
    expect(localTitles('Leeds', 'GB').size).toBeGreaterThanOrEqual(3);
    expect(localTitles('India').size).toBeGreaterThanOrEqual(3);
    expect(localTitles('Denver', 'US').size).toBe(0);
  });

  it('puts a local idea in the first round when it fits the request', () => {
    const ideas = generateDateIdeasOffline(
      { interests: 'boats and photography', budget: 'free', activityType: 'outdoor', location: 'New York', round: 0 },
      null,
    ).dateIdeas;
    expect(ideas.some((idea) => localTitles('nyc').has(idea.title))).toBe(true);
    for (const idea of ideas) expect(idea.budget).toBe('free');
  });
});

describe('interests by meaning', () => {
  it('answers "vino and boardgames" with wine and board games before anything that only shares a tag', () => {
    const ideas = generateDateIdeasOffline(
      { interests: 'vino and boardgames', budget: '$$', activityType: 'indoor', location: '', round: 0 },
      null,
    ).dateIdeas.map((idea) => idea.title);
    expect(ideas.slice(0, 2).sort()).toEqual(['Board game cafe', 'Wine flight at a wine bar']);
  });
});
