import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { wholePhrase } from './phrases';
import { correctSpelling, isMisspelt, properCase } from './spelling';
import { tidySentence } from './tidy';

// Short excerpts of real self-summaries (OkCupid research data set, lower-cased by its publishers).
describe('analyse', () => {
  it('splits sentences at run-together full stops and keeps "etc." inside one', () => {
    const { sentences } = analyse('like to eat baked goods.mmmmm cake! i like hiking, biking etc. and i cook.');
    expect(sentences.map((s) => s.text)).toEqual([
      'like to eat baked goods.',
      'mmmmm cake!',
      'i like hiking, biking etc. and i cook.',
    ]);
  });

  it('tags parts of speech, marks negation and finds noun phrases', () => {
    const [first, second] = analyse("i don't like drama. my dog biscuit and i hike mt tam on sundays.").sentences;
    expect(first!.tokens.find((t) => t.lower === 'drama')).toMatchObject({ pos: 'NOUN', negated: true });
    expect(second!.tokens.find((t) => t.lower === 'hike')).toMatchObject({ pos: 'VERB', negated: false });
    expect(second!.nounPhrases).toEqual(expect.arrayContaining(['dog biscuit', 'mt tam']));
  });

  it('counts words, not punctuation or emoji', () => {
    expect(analyse('tacos, always! 🌮').wordCount).toBe(2);
  });
});

describe('spelling', () => {
  it('corrects a misspelling only when one word is clearly meant', () => {
    expect(correctSpelling('trustworty')).toBe('trustworthy');
    expect(correctSpelling('loveing')).toBe('loving');
    expect(correctSpelling('definately')).toBe('definitely');
    expect(correctSpelling('alot')).toBe('a lot');
    // Names are not turned into words.
    expect(correctSpelling('hailey')).toBeUndefined();
    expect(correctSpelling('niners')).toBeUndefined();
    expect(correctSpelling('music')).toBeUndefined();
    // British spellings stay.
    expect(correctSpelling('theatre')).toBeUndefined();
    expect(correctSpelling('travelling')).toBeUndefined();
    // Two words one edit away: "cursing" or "cruising"? No guess.
    expect(correctSpelling('crusing')).toBeUndefined();
    // A brand's dropped vowel is not a typo.
    expect(correctSpelling('grindr')).toBeUndefined();
    expect(correctSpelling('tumblr')).toBeUndefined();
  });

  it('knows informal words and proper names', () => {
    expect(isMisspelt('lol')).toBe(false);
    expect(isMisspelt('oakland')).toBe(false);
    expect(isMisspelt('adventurey')).toBe(true);
    // Rarer words the spelling list lacks and WordNet has are words, not typos.
    expect(isMisspelt('phlebotomy')).toBe(false);
    expect(isMisspelt('tention')).toBe(true);
    expect(properCase('greece')).toBe('Greece');
    expect(properCase('september')).toBe('September');
    expect(properCase('coffee')).toBeUndefined();
  });
});

describe('tidySentence', () => {
  it('writes texting forms out, capitalises "I", the start and names the dictionary knows', () => {
    expect(tidySentence('im a man passionate about embracing life, i dont know lol!!!')).toBe(
      "I'm a man passionate about embracing life, I don't know!",
    );
    expect(tidySentence('i went to greece in september w/ my sister... it was amazing')).toBe(
      'I went to Greece in September with my sister… it was amazing.',
    );
  });

  it("keeps the user's spacing, brackets and emoticons", () => {
    expect(tidySentence('i live in orlando florida, but i go to california frequently (bay area).')).toBe(
      'I live in Orlando Florida, but I go to California frequently (bay area).',
    );
    expect(tidySentence("u should see my dog's face when i say 'walk' :)")).toBe(
      "You should see my dog's face when I say 'walk' :)",
    );
  });

  it('leaves nothing of laughter alone', () => {
    expect(tidySentence('haha')).toBe('');
  });
});

describe('whole phrases', () => {
  const whole = (text: string, phrase: string) => wholePhrase(analyse(text), phrase);

  it('finds a phrase cut out of a compound, after a number, or mid-name, and says why', () => {
    expect(whole('i work a 40-hour work week', 'hour work week')).toMatchObject({ whole: false, found: true });
    expect(whole('i work a 40-hour work week', '40-hour work week').whole).toBe(true);
    expect(whole('i love three dog night', 'dog night')).toEqual({ whole: false, found: true, cut: 'after-number' });
    expect(whole('the times of harvey milk trick melancholia', 'harvey milk trick').cut).toBe('mid-chunk');
    expect(whole('of course simpsons!!!', 'course simpsons').cut).toBe('fixed-expression');
    expect(whole('hi my names john smith', 'names john smith').cut).toBe('frame-words');
  });

  it('takes a phrase that stands whole in one place, and leaves words it cannot find to the caller', () => {
    expect(whole('i love the dive bar. a dive bar in town', 'dive bar').whole).toBe(true);
    expect(whole('moved to lisbon from toronto', 'lisbon').whole).toBe(true);
    expect(whole('i like hikes', 'hiking')).toEqual({ whole: false, found: false });
  });

  it('reads wink entities as whole spans', () => {
    const analysis = analyse('i work a 40-hour work week');
    expect(analysis.entities.map((e) => e.type)).toContain('DURATION');
  });
});
