import { describe, expect, it } from 'vitest';
import {
  addedContentWords,
  answersMessage,
  averageRanks,
  contentWords,
  hasPlaceholder,
  isGenericOpener,
  mean,
  percentile,
  repeatedLineShare,
  share,
  spearman,
  statements,
  stem,
  words,
} from './eval-metrics';

describe('words and stems', () => {
  it('lower-cases, straightens apostrophes and drops a possessive', () => {
    expect(words('Biscuit’s VET, in 2012!')).toEqual(['biscuit', 'vet', 'in', '2012']);
  });

  it('brings the forms of a word to one stem', () => {
    for (const group of [
      ['hike', 'hikes', 'hiking', 'hiked', 'hiker', 'hikers'],
      ['dog', 'dogs'],
      ['city', 'cities'],
      ['movie', 'movies'],
      ['run', 'running'],
      ['glass', 'glasses'],
    ]) {
      expect(new Set(group.map(stem)), group.join(', ')).toHaveProperty('size', 1);
    }
    expect(stem('10k')).toBe('10k');
  });
});

describe('contentWords', () => {
  it('keeps numbers of any length and words of 4+ letters that are neither contractions nor stop words', () => {
    expect(contentWords("I'm a nurse who really can't resist 3 tacos and 10k runs with your dog")).toEqual([
      'nurse',
      'resist',
      '3',
      'tacos',
      '10k',
      'runs',
    ]);
  });

  it('lists each word once', () => {
    expect(contentWords('jazz jazz JAZZ')).toEqual(['jazz']);
  });
});

describe('addedContentWords', () => {
  const bio = 'i love hiking and cooking thai food. my cat runs the house.';

  it('is empty when the rewrite only reuses the bio (in other forms) and function words', () => {
    expect(
      addedContentWords('I love to hike and cook Thai food; my cat runs my house. What would you cook?', [bio]),
    ).toEqual([]);
  });

  it('returns the new nouns, names and numbers, as written', () => {
    expect(addedContentWords('Hiker from Denver with 2 cats who cooks Thai food for friends.', [bio])).toEqual([
      'denver',
      '2',
      'friends',
    ]);
  });

  it('counts words from every source the user wrote, and ignores placeholders in square brackets', () => {
    expect(addedContentWords('I cook Thai food and paint. [Your favourite Sunday ritual]', [bio, 'painting'])).toEqual(
      [],
    );
  });
});

describe('statements', () => {
  it('keeps the sentences that claim something, without questions or fill-in lines', () => {
    expect(
      statements(
        'I bake bread. What is the best trail you have done? 🥾 Most weekends you will find me [doing ...].\nTwo dogs!',
      ),
    ).toBe('I bake bread. Two dogs!');
    expect(addedContentWords(statements('I bake. Which bakery in Paris is your favourite?'), ['i bake'])).toEqual([]);
  });
});

describe('hasPlaceholder', () => {
  it('finds a fill-in line in square brackets', () => {
    expect(hasPlaceholder('I run. [Add the place you run most]')).toBe(true);
    expect(hasPlaceholder('I run [] a lot')).toBe(false);
    expect(hasPlaceholder('No brackets here')).toBe(false);
  });
});

describe('isGenericOpener', () => {
  const match = 'Has a golden retriever called Biscuit, loves bouldering and just got back from Lisbon.';

  it('is generic when it shares no content word with the profile', () => {
    expect(isGenericOpener('Hey! How is your week going?', match)).toBe(true);
    expect(isGenericOpener('You seem really nice, what do you love most?', match)).toBe(true);
  });

  it('is specific when it picks up a detail, in any form of the word', () => {
    expect(isGenericOpener('How was Lisbon?', match)).toBe(false);
    expect(isGenericOpener('Which retrievers are better boulderers, yours or mine?', match)).toBe(false);
  });
});

describe('answersMessage', () => {
  const cues = ['thursday', 'congrat', 'in', 'how about'];

  it('needs a cue at the start of a word, case-insensitively', () => {
    expect(answersMessage('Congratulations!! Drinks on me', cues, [])).toBe(true);
    expect(answersMessage('THURSDAY works', cues, [])).toBe(true);
    expect(answersMessage('How about Friday instead?', cues, [])).toBe(true);
    expect(answersMessage("I'm in!", cues, [])).toBe(true);
    expect(answersMessage('I was thinking the same', cues, [])).toBe(false);
  });

  it('fails on any mustNot phrase, as whole words', () => {
    expect(answersMessage("I'm in, but why not tonight?", cues, ['why', 'tonight'])).toBe(false);
    expect(answersMessage('I’m in, but I know', cues, ['i know'])).toBe(false);
    expect(answersMessage("I'm in, whyever not", cues, ['why'])).toBe(true);
  });
});

describe('spearman', () => {
  it('is 1 for any increasing relation and -1 for a decreasing one', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 300, 4000])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [9, 5, 2, 1])).toBeCloseTo(-1);
  });

  it('gives tied values the average of their ranks', () => {
    expect(averageRanks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    // Pearson on the ranks [1, 2.5, 2.5, 4] and [1, 2, 3, 4]: sxy 4.5, sxx 4.5, syy 5.
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(4.5 * 5), 10);
  });

  it('matches a worked example', () => {
    // Ranks x: 1 2 3 4 5, y: 2 1 4 3 5; d² = 1+1+1+1+0 = 4; 1 - 6·4 / (5·24) = 0.8.
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8);
  });

  it('is NaN when it cannot be computed, and refuses series of different lengths', () => {
    expect(spearman([1], [2])).toBeNaN();
    expect(spearman([1, 2, 3], [5, 5, 5])).toBeNaN();
    expect(() => spearman([1, 2], [1])).toThrow();
  });
});

describe('percentile', () => {
  it('interpolates between the nearest ranks, whatever the input order', () => {
    expect(percentile([3, 1, 2, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBe(48);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 9], 0)).toBe(1);
    expect(percentile([1, 9], 100)).toBe(9);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('repeatedLineShare, mean and share', () => {
  it('counts the lines given for two or more profiles', () => {
    const lines = [
      { group: 'a', text: 'What is your go-to karaoke song?' },
      { group: 'b', text: 'what is your  go-to karaoke song?' },
      { group: 'a', text: 'Tell me about Lisbon' },
      { group: 'a', text: 'Tell me about Lisbon' },
    ];
    expect(repeatedLineShare(lines)).toBe(0.5);
    expect(repeatedLineShare([])).toBeNaN();
  });

  it('gives the mean, NaN for no values', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNaN();
  });

  it('is the share of items that pass', () => {
    expect(share([1, 2, 3, 4], (n) => n > 3)).toBe(0.25);
    expect(share([], () => true)).toBeNaN();
  });
});
