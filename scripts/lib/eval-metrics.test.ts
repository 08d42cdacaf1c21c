import { describe, expect, it } from 'vitest';
import {
  actMatchesKind,
  addedContentWords,
  addsClosingLine,
  coversInterest,
  fragmentReason,
  frame,
  isFiller,
  keptSentencesInOrder,
  keptWordShare,
  mostCommonShare,
  quotedPhrases,
  repliesInKind,
  sameSetPairs,
  topicWords,
  topKeysShare,
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

  it('does not count a corrected spelling as a new word, but does count a new word that looks alike', () => {
    const typed = 'once made beef bourguignon with rasberries. i beleive in naps.';
    expect(addedContentWords('Once made beef bourguignon with raspberries. I believe in naps.', [typed])).toEqual([]);
    expect(addedContentWords('Once made beef bourguignon with strawberries.', [typed])).toEqual(['strawberries']);
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

describe('actMatchesKind', () => {
  it('reads a story and small talk as chat, mild bad luck as a story or bad news, any other kind as itself', () => {
    expect(['chat', 'short'].map((act) => actMatchesKind(act, 'story'))).toEqual([true, true]);
    expect(actMatchesKind('question', 'small-talk')).toBe(false);
    expect(['chat', 'bad-news', 'flirt'].map((act) => actMatchesKind(act, 'mild-bad-luck'))).toEqual([
      true,
      true,
      false,
    ]);
    expect([actMatchesKind('flirt', 'flirt'), actMatchesKind('compliment', 'flirt')]).toEqual([true, false]);
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

describe('quotedPhrases', () => {
  it('finds text in curly, double and single quotes, but not apostrophes', () => {
    expect(
      quotedPhrases(`Your “Sunday market” run and "3 marathons," are great; I'm sure 'the hour' isn't it's.`),
    ).toEqual(['Sunday market', '3 marathons', 'the hour']);
  });

  it('finds nothing in a message without quotes', () => {
    expect(quotedPhrases("I'm sure it's fine, you're right")).toEqual([]);
  });
});

describe('fragmentReason', () => {
  const profile =
    'Nurse on a 40-hour work week. Ran 3 marathons, still love twenty one pilots and The Name of the Wind.';
  const whole = ['40-hour work week', '3 marathons', 'twenty one pilots', 'The Name of the Wind'];

  it('accepts whole phrases and plain words, whatever their case', () => {
    expect(fragmentReason('40-hour work week', profile, whole)).toBeNull();
    expect(fragmentReason('the name of the wind', profile, whole)).toBeNull();
    expect(fragmentReason('Nurse', profile, whole)).toBeNull();
    expect(fragmentReason('3 marathons', profile, whole)).toBeNull();
  });

  it('flags a phrase the profile does not hold, or holds only inside a word', () => {
    expect(fragmentReason('night shifts', profile, whole)).toBe('not-in-text');
    expect(fragmentReason('mara', profile, whole)).toBe('not-in-text');
  });

  it('flags a phrase cut out of a hyphenated compound', () => {
    expect(fragmentReason('hour work week', profile, [])).toBe('inside-compound');
    expect(fragmentReason('40', profile, [])).toBe('inside-compound');
  });

  it('flags a phrase that starts right after a number or number word', () => {
    expect(fragmentReason('marathons', profile, [])).toBe('after-number');
    expect(fragmentReason('one pilots', profile, [])).toBe('after-number');
    expect(fragmentReason('pilots', profile, [])).toBe('after-number');
  });

  it('flags a phrase that cuts through or sits inside a whole phrase', () => {
    expect(fragmentReason('name of the wind', profile, whole)).toBe('cuts-whole-phrase');
    expect(fragmentReason('wind', profile, whole)).toBe('cuts-whole-phrase');
    expect(fragmentReason('wind', profile, [])).toBeNull();
  });

  it('reads texting forms as the words they stand for', () => {
    expect(fragmentReason("what's your job like", 'whats ur job like? u said hospitals', [])).toBeNull();
    expect(fragmentReason('you said something with hospitals', 'u said something w hospitals', [])).toBeNull();
    expect(fragmentReason('you said nothing', 'u said something', [])).toBe('not-in-text');
  });

  it('is whole when one of several places is clean', () => {
    expect(fragmentReason('pilots', 'twenty one pilots, and real pilots too', [])).toBeNull();
  });
});

describe('topicWords', () => {
  it('keeps 3-letter nouns and numbers, drops function words and contractions', () => {
    expect(topicWords("My cat stole my seat again, I'm done. 2 times lol")).toEqual(['cat', 'stole', 'seat', '2']);
  });
});

describe('frame and topKeysShare', () => {
  it('gives two openers built on one template the same frame', () => {
    const a = frame('Your sourdough bread sounds great. What got you into it?', 'i bake sourdough bread on sundays');
    const b = frame('Your vintage vinyl sounds great. What got you into it?', 'collector of vintage vinyl');
    expect(a).toBe('your _ sounds great . what got you into it ?');
    expect(b).toBe(a);
  });

  it('keeps different messages apart', () => {
    expect(frame('Which trail first?', 'i hike trails')).not.toBe(frame('Is the trail busy?', 'i hike trails'));
  });

  it('takes the share of the most common keys', () => {
    expect(topKeysShare(['a', 'a', 'a', 'b', 'c', 'd'], 1)).toBe(0.5);
    expect(topKeysShare(['a', 'a', 'a', 'b', 'c', 'd'], 2)).toBeCloseTo(4 / 6);
    expect(topKeysShare(['a', 'b'], 8)).toBe(1);
    expect(topKeysShare([], 8)).toBeNaN();
  });
});

describe('isFiller', () => {
  const message = 'my cat stole my seat again';

  it('flags generic lines whatever the message', () => {
    expect(isFiller('Haha, tell me more!', message, true)).toBe(true);
    expect(isFiller("That's really interesting. How did you feel about it?", 'hey', false)).toBe(true);
  });

  it('flags a reply that shares nothing with a message that has content', () => {
    expect(isFiller('Haha, love that for you!', message, true)).toBe(true);
    expect(isFiller('Haha, love that for you!', 'hey you', false)).toBe(false);
  });

  it('accepts a reply that picks up what was said', () => {
    expect(isFiller('Your cat clearly runs the house. Do you get the seat back?', message, true)).toBe(false);
  });
});

describe('repliesInKind', () => {
  it('needs two of the first three replies to answer', () => {
    const cues = ['cat', 'seat'];
    expect(repliesInKind(['The cat wins', 'Poor seat', 'Nice'], cues, [])).toBe(true);
    expect(repliesInKind(['The cat wins', 'Nice', 'Ok', 'cat', 'seat'], cues, [])).toBe(false);
    expect(repliesInKind(['The cat wins', 'Poor seat', 'Nice'], cues, ['poor'])).toBe(false);
  });
});

describe('sameSetPairs', () => {
  it('pairs different messages given the same replies in any order, not repeats of one message', () => {
    const set = ['Sounds fun!', 'Tell me about it'];
    expect(
      sameSetPairs([
        { id: 'a', incoming: 'my cat', replies: set },
        { id: 'b', incoming: 'my trip', replies: [...set].reverse() },
        { id: 'c', incoming: 'My  cat', replies: set },
        { id: 'd', incoming: 'my dog', replies: ['Which dog?'] },
      ]),
    ).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });
});

describe('rewrites', () => {
  const bio = 'i teach chemistry. my dog eats socks. ask me about the sock incident.';

  it('counts the words kept as a multiset of stems', () => {
    expect(keptWordShare(bio, 'I teach chemistry. My dog eats socks. Ask me about the sock incident.')).toBe(1);
    expect(keptWordShare('dog dog cat', 'dogs and a cat')).toBeCloseTo(2 / 3);
    expect(keptWordShare(bio, 'Chemistry teacher.')).toBeLessThan(0.2);
  });

  it('passes kept sentences in order, fails a punchline moved before its setup', () => {
    expect(keptSentencesInOrder(bio, 'I teach chemistry. My dog eats socks. Ask me about the sock incident.')).toBe(
      true,
    );
    expect(keptSentencesInOrder(bio, 'I teach chemistry. Ask me about the sock incident. My dog eats socks.')).toBe(
      false,
    );
    // A sentence cut is not a reordering.
    expect(keptSentencesInOrder(bio, 'I teach chemistry. Ask me about the sock incident.')).toBe(true);
    // A sentence said twice is in order when each copy stays in its place.
    const twice = 'if it works, great. i like tea. if it works, great.';
    expect(keptSentencesInOrder(twice, 'If it works, great. I like tea. If it works, great.')).toBe(true);
    expect(keptSentencesInOrder(twice, 'I like tea. If it works, great. If it works, great.')).toBe(false);
  });

  it('flags a closing line the bio does not have, even one made of its words', () => {
    expect(addsClosingLine(bio, 'I teach chemistry. My dog eats socks. Ask me about the sock incident.')).toBe(false);
    expect(addsClosingLine(bio, 'I teach chemistry. My dog eats socks. What would you teach my dog?')).toBe(true);
    expect(addsClosingLine(bio, `${bio} What's your favourite chemistry joke?`)).toBe(true);
    // A fill-in the user completes is counted apart, as a rewrite with a [fill-in].
    expect(addsClosingLine(bio, `${bio} My dog is called [a name].`)).toBe(false);
  });
});

describe('mostCommonShare', () => {
  it('counts each group once and returns the most common key', () => {
    expect(mostCommonShare([['a', 'a', 'b'], ['a'], ['c'], ['b']])).toEqual({ key: 'a', share: 0.5 });
    expect(mostCommonShare([]).share).toBeNaN();
  });
});

describe('coversInterest', () => {
  it('matches an interest word at the start of a word in the title or description', () => {
    const idea = { title: 'Kitesurf lesson', description: 'Try the beach at dawn.' };
    expect(coversInterest(idea, ['kite', 'dumpling'])).toBe(true);
    expect(coversInterest(idea, ['surf'])).toBe(false);
    expect(coversInterest({ title: 'Zoo', description: 'See the animals.' }, ['kite', 'beach'])).toBe(false);
  });
});
