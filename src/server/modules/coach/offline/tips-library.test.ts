import { describe, expect, it } from 'vitest';
import { tipCategories } from '../../../../shared/schemas/coach';
import { tipsLibrary } from './tips-library';

/** Lower case, punctuation and extra spaces removed: catches near-duplicates that differ only in quotes or commas. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('tipsLibrary', () => {
  it.each(tipCategories)('has at least 50 tips in the %s category', (category) => {
    expect(tipsLibrary.filter((tip) => tip.category === category).length).toBeGreaterThanOrEqual(50);
  });

  it('only uses known categories', () => {
    for (const tip of tipsLibrary) expect(tipCategories).toContain(tip.category);
  });

  it('has unique ids of the form <category>-NN matching the category', () => {
    const ids = tipsLibrary.map((tip) => tip.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tip of tipsLibrary) expect(tip.id).toMatch(new RegExp(`^${tip.category}-\\d{2,}$`));
  });

  it('has unique texts, also ignoring case and punctuation', () => {
    const texts = tipsLibrary.map((tip) => tip.text);
    expect(new Set(texts).size).toBe(texts.length);
    const normalised = texts.map(normalise);
    const duplicates = normalised.filter((text, i) => normalised.indexOf(text) !== i);
    expect(duplicates).toEqual([]);
  });

  it('keeps every text between 60 and 320 characters', () => {
    const outOfRange = tipsLibrary.filter((tip) => tip.text.length < 60 || tip.text.length > 320).map((tip) => tip.id);
    expect(outOfRange).toEqual([]);
  });

  it('ends every text with terminal punctuation', () => {
    const unterminated = tipsLibrary.filter((tip) => !/[.!?]["'”’)]?$/.test(tip.text)).map((tip) => tip.id);
    expect(unterminated).toEqual([]);
  });

  it('uses only known goals, without repeats', () => {
    for (const tip of tipsLibrary) {
      if (tip.goals === undefined) continue;
      expect(tip.goals.length).toBeGreaterThan(0);
      expect(new Set(tip.goals).size).toBe(tip.goals.length);
      for (const goal of tip.goals) expect(['serious', 'casual', 'confidence']).toContain(goal);
    }
  });
});
