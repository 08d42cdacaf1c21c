import { describe, expect, it } from 'vitest';
import { activityTypes, budgets } from '../../../../shared/schemas/coach';
import { dateCategories, interestTags } from './catalogue-types';
import { dateIdeasCatalogue } from './date-ideas-catalogue';

describe('dateIdeasCatalogue', () => {
  it('has at least 150 ideas', () => {
    expect(dateIdeasCatalogue.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique kebab-case ids', () => {
    const ids = dateIdeasCatalogue.map((idea) => idea.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique titles, also ignoring case', () => {
    const titles = dateIdeasCatalogue.map((idea) => idea.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('only uses known budgets, activity types, categories and interest tags', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(budgets).toContain(idea.budget);
      expect(dateCategories).toContain(idea.category);
      for (const type of idea.activityTypes) expect(activityTypes).toContain(type);
      for (const tag of idea.interests) expect(interestTags).toContain(tag);
    }
  });

  it('gives every idea 1-4 activity types and 1-4 distinct interest tags', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(idea.activityTypes.length, idea.id).toBeGreaterThanOrEqual(1);
      expect(new Set(idea.activityTypes).size, idea.id).toBe(idea.activityTypes.length);
      expect(idea.interests.length, idea.id).toBeGreaterThanOrEqual(1);
      expect(idea.interests.length, idea.id).toBeLessThanOrEqual(4);
      expect(new Set(idea.interests).size, idea.id).toBe(idea.interests.length);
    }
  });

  const combinations = budgets.flatMap((budget) => activityTypes.map((type) => [budget, type] as const));
  it.each(combinations)('has at least 5 ideas for budget %s and activity type %s', (budget, type) => {
    const matching = dateIdeasCatalogue.filter((idea) => idea.budget === budget && idea.activityTypes.includes(type));
    expect(matching.length).toBeGreaterThanOrEqual(5);
  });

  it.each(interestTags)('uses the interest tag %s in at least 3 ideas', (tag) => {
    expect(dateIdeasCatalogue.filter((idea) => idea.interests.includes(tag)).length).toBeGreaterThanOrEqual(3);
  });

  it.each(dateCategories)('uses the category %s', (category) => {
    expect(dateIdeasCatalogue.some((idea) => idea.category === category)).toBe(true);
  });

  it('keeps descriptions between 40 and 400 characters', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(idea.description.length, idea.id).toBeGreaterThanOrEqual(40);
      expect(idea.description.length, idea.id).toBeLessThanOrEqual(400);
    }
  });

  it('has a duration and a title on every idea', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(idea.title.trim(), idea.id).not.toBe('');
      expect(idea.duration.trim(), idea.id).not.toBe('');
    }
  });

  it('uses {city} only in descriptions, never in titles', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(idea.title, idea.id).not.toContain('{city}');
      expect(idea.duration, idea.id).not.toContain('{city}');
    }
    expect(dateIdeasCatalogue.some((idea) => idea.description.includes('{city}'))).toBe(true);
  });

  it('places {city} where "town" also reads well: not at a sentence start, not possessive', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(idea.description, idea.id).not.toMatch(/(^|[.!?:;]\s+)\{city\}/);
      expect(idea.description, idea.id).not.toMatch(/\{city\}['’]s/);
    }
  });

  it('has only known placeholders', () => {
    for (const idea of dateIdeasCatalogue) {
      expect(idea.description.replaceAll('{city}', ''), idea.id).not.toMatch(/[{}]/);
    }
  });
});
