import { describe, expect, it } from 'vitest';
import { findInterests, interestTagsByMeaning, interestTagsOf } from './lexicon';

describe('interests by meaning', () => {
  it.each([
    ['vino and boardgames', ['wine', 'games']],
    ['beaches and puppies', ['water', 'nature', 'animals']],
    ['architecture', ['history', 'art']],
    ['skiing', ['sports', 'nature']],
    ['techno nights', ['music', 'dancing']],
    ['rock climbing', ['fitness']],
  ])('%s', (text, tags) => {
    expect(interestTagsByMeaning(text).sort()).toEqual([...tags].sort());
  });

  it('finds more than the exact words do', () => {
    expect(interestTagsOf('vino and boardgames')).toEqual([]);
  });
});

describe('interest words in a text', () => {
  it('finds whole words in any case, in the order they appear, once per phrase', () => {
    expect(findInterests('Hiking on Sundays, then WINE. More wine after hiking.')).toEqual([
      { phrase: 'Hiking', tag: 'nature' },
      { phrase: 'WINE', tag: 'wine' },
    ]);
  });

  it('finds no word inside another word', () => {
    expect(findInterests('unhiking hikers winery')).toEqual([]);
  });
});
