import { describe, expect, it } from 'vitest';
import { sensesOf, synsetAt, withAncestors } from './wordnet';

describe('the WordNet reader', () => {
  it('finds a noun by binary search, first and last entries included', () => {
    expect(sensesOf('surfing').length).toBe(1);
    expect(sensesOf('Water sport')).toEqual(sensesOf('water_sport'));
    expect(sensesOf('aardvark').length).toBeGreaterThan(0);
    expect(sensesOf('zyrian').length).toBeGreaterThan(0);
    expect(sensesOf('kitesurfing')).toEqual([]);
    expect(sensesOf('')).toEqual([]);
    expect(sensesOf('no such word at all')).toEqual([]);
  });

  it('reads a synset at its offset: lemmas, lexicographer file, hypernyms', () => {
    const [surfing] = sensesOf('surfing');
    const synset = synsetAt(surfing!);
    expect(synset.lemmas).toContain('surfing');
    expect(synset.lexFile).toBe('noun.act');
    expect(synset.hypernyms.map((offset) => synsetAt(offset).lemmas)).toContainEqual(['water_sport', 'aquatics']);
  });

  it('climbs from a dish to food, nearest first', () => {
    const lemmas = withAncestors(sensesOf('sushi')[0]!, 4).map((synset) => synset.lemmas[0]);
    expect(lemmas[0]).toBe('sushi');
    expect(lemmas.indexOf('dish')).toBeLessThan(lemmas.indexOf('food'));
  });

  it('reads verbs too', () => {
    const [kayak] = sensesOf('kayak', 'verb');
    expect(withAncestors(kayak!, 2, 'verb').flatMap((synset) => synset.lemmas)).toContain('boat');
  });
});
