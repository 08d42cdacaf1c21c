import { describe, expect, it } from 'vitest';
import { isAdjective, nounKind, nounSenses } from './noun-kinds';

describe('noun kinds from WordNet', () => {
  it('tells things you can point at from ideas and states', () => {
    for (const thing of ['sourdough', 'kayak', 'cello', 'lisbon', 'nurse', 'beagle'])
      expect(nounKind(thing), thing).toBe('concrete');
    for (const idea of ['life', 'experience', 'happiness', 'opportunity'])
      expect(nounKind(idea), idea).toBe('abstract');
  });

  it('reads multi-word names and knows when it does not know', () => {
    expect(nounKind('San Francisco')).toBe('concrete');
    expect(nounKind('zzxqv')).toBeNull();
  });

  it('counts meanings: a general word has many, an exact one few', () => {
    expect(nounSenses('thing')).toBeGreaterThan(nounSenses('sourdough'));
    expect(nounSenses('cello')).toBe(1);
    expect(nounSenses('zzxqv')).toBe(0);
  });

  it('knows adjectives whatever the tagger made of them', () => {
    for (const word of ['compassionate', 'caring', 'loyal', 'fiery']) expect(isAdjective(word), word).toBe(true);
    for (const word of ['sourdough', 'kayak', 'zzxqv']) expect(isAdjective(word), word).toBe(false);
  });
});
