import { describe, expect, it } from 'vitest';
import { interestTagsByMeaning, interestTagsOf } from './lexicon';

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
