import { describe, expect, it } from 'vitest';
import {
  ANALYZER_TIPS,
  BIO_MAX_CHARACTERS,
  ISSUES,
  seededRandom,
  STRENGTHS,
  VERDICTS,
  analyzeBio,
  clampCharacters,
  countCharacters,
  countWords,
  verdictFor,
} from './profile-analyzer';

const zero = () => 0;

/**
 * A bio of exactly `chars` characters and `words` words: one long word, then
 * short ones; the extras stick to the last word so they add no word.
 */
function makeBio(
  chars: number,
  words = 1,
  { emoji = false, question = false, digit = false }: { emoji?: boolean; question?: boolean; digit?: boolean } = {},
): string {
  const tail = `${emoji ? '😊' : ''}${question ? '?' : ''}${digit ? '7' : ''}`;
  const first = chars - (words - 1) * 2 - countCharacters(tail);
  if (first < 1) throw new Error('makeBio: too many words for the length');
  const text = `${'a'.repeat(first)}${' x'.repeat(words - 1)}${tail}`;
  expect(countCharacters(text)).toBe(chars);
  expect(countWords(text)).toBe(words);
  return text;
}

describe('counting', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(countCharacters('😊')).toBe(1);
    expect('😊'.length).toBe(2);
    expect(countCharacters('hi 😊!')).toBe(5);
  });

  it('counts words as runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('  one\ttwo\n\nthree  ')).toBe(3);
  });

  it('measures the trimmed bio', () => {
    const result = analyzeBio('  \n hello there \n\n ', zero);
    expect(result.characters).toBe(11);
    expect(result.words).toBe(2);
  });

  it('caps text at 1000 characters without splitting an emoji', () => {
    expect(BIO_MAX_CHARACTERS).toBe(1000);
    expect(clampCharacters('a'.repeat(1200))).toHaveLength(1000);
    const emoji = clampCharacters('😊'.repeat(1001));
    expect(countCharacters(emoji)).toBe(1000);
    expect(emoji).toBe('😊'.repeat(1000));
    expect(clampCharacters('short')).toBe('short');
  });
});

describe('length rules (1 word, no extras, random 0)', () => {
  // Score = length term + word term (1) + short-bio term (20 under 500, else 10).
  it.each([
    [50, 31, true, false],
    [99, 41, true, false], // 99 / 5 = 19.8, rounded with the rest
    [100, 41, false, true], // 100 is not over 100, but 100 / 5 = 20 anyway
    [101, 41, false, true],
    [300, 41, false, true],
    [301, 41, false, false],
    [499, 41, false, false],
    [500, 31, false, false], // not under 500: 10 instead of 20
    [501, 31, false, false],
  ])('%i characters: score %i, too short %s, great length %s', (chars, score, tooShort, greatLength) => {
    const result = analyzeBio(makeBio(chars), zero);
    expect(result.characters).toBe(chars);
    expect(result.score).toBe(score);
    expect(result.issues.includes(ISSUES.tooShort)).toBe(tooShort);
    expect(result.strengths.includes(STRENGTHS.goodLength)).toBe(greatLength);
  });

  it('flags a bio over 500 characters as too long, not 500 itself', () => {
    expect(analyzeBio(makeBio(499), zero).issues).not.toContain(ISSUES.tooLong);
    expect(analyzeBio(makeBio(500), zero).issues).not.toContain(ISSUES.tooLong);
    expect(analyzeBio(makeBio(501), zero).issues).toContain(ISSUES.tooLong);
    expect(analyzeBio(makeBio(1000), zero).issues).toContain(ISSUES.tooLong);
  });

  it('scores a short bio by its length divided by five', () => {
    expect(analyzeBio(makeBio(10), zero).score).toBe(2 + 1 + 20);
    expect(analyzeBio(makeBio(80), zero).score).toBe(16 + 1 + 20);
  });
});

describe('word rules (200 characters, no extras, random 0)', () => {
  // Score = 20 (length) + word term + 20 (under 500).
  it.each([
    [1, 41, true, false],
    [19, 59, true, false],
    [20, 60, false, true],
    [21, 60, false, true], // over 20 words: capped at 20
    [60, 60, false, true],
  ])('%i words: score %i, add details %s, detailed %s', (words, score, fewWords, detailed) => {
    const result = analyzeBio(makeBio(200, words), zero);
    expect(result.words).toBe(words);
    expect(result.score).toBe(score);
    expect(result.issues.includes(ISSUES.fewWords)).toBe(fewWords);
    expect(result.strengths.includes(STRENGTHS.detailed)).toBe(detailed);
  });
});

describe('emoji, question and digit rules', () => {
  const base = analyzeBio(makeBio(200, 25), zero).score; // 20 + 20 + 20

  it('gives 15 points and a strength for an emoji', () => {
    const result = analyzeBio(makeBio(200, 25, { emoji: true }), zero);
    expect(base).toBe(60);
    expect(result.score).toBe(75);
    expect(result.strengths).toContain(STRENGTHS.emoji);
    expect(result.issues).not.toContain(ISSUES.noEmoji);
    expect(analyzeBio(makeBio(200, 25), zero).issues).toContain(ISSUES.noEmoji);
  });

  it('recognises pictographic emoji but not digits, # or plain symbols', () => {
    for (const emoji of ['❤️', '🌮', '👩‍💻', '🏳️‍🌈', '⛰']) {
      expect(analyzeBio(`I like ${emoji}`, zero).strengths).toContain(STRENGTHS.emoji);
    }
    for (const text of ['#1 fan', 'five * stars', 'love & tacos', ':)']) {
      expect(analyzeBio(text, zero).strengths).not.toContain(STRENGTHS.emoji);
    }
  });

  it('gives 10 points and a strength for a question mark', () => {
    const result = analyzeBio(makeBio(200, 25, { question: true }), zero);
    expect(result.score).toBe(70);
    expect(result.strengths).toContain(STRENGTHS.question);
    expect(result.issues).not.toContain(ISSUES.noQuestion);
    expect(analyzeBio(makeBio(200, 25), zero).issues).toContain(ISSUES.noQuestion);
    expect(analyzeBio('Tacos or ramen？', zero).strengths).toContain(STRENGTHS.question);
  });

  it('gives 5 points for a digit, with no strength or issue of its own', () => {
    const result = analyzeBio(makeBio(200, 25, { digit: true }), zero);
    expect(result.score).toBe(65);
    expect(result.strengths).toEqual([STRENGTHS.goodLength, STRENGTHS.detailed]);
    expect(result.issues).toEqual([ISSUES.noEmoji, ISSUES.noQuestion]);
  });
});

describe('random part, cap and rounding', () => {
  const full = makeBio(200, 25, { emoji: true, question: true, digit: true }); // 90 before the random part

  it('adds random() * 10', () => {
    expect(analyzeBio(full, () => 0).score).toBe(90);
    expect(analyzeBio(full, () => 0.55).score).toBe(96); // 95.5 rounds up
    expect(analyzeBio(full, () => 0.999).score).toBe(100);
    expect(analyzeBio(full, () => 1).score).toBe(100); // the largest possible total is exactly 100
  });

  it('never goes above 100 or below 0, whatever the random source returns', () => {
    expect(analyzeBio(full, () => 5).score).toBe(100);
    expect(analyzeBio('', () => -10).score).toBe(0);
  });

  it('returns a whole number between 0 and 100 with Math.random', () => {
    for (let i = 0; i < 50; i++) {
      const { score } = analyzeBio(full);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(90);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('rounds the total', () => {
    expect(analyzeBio(makeBio(52), zero).score).toBe(31); // 10.4 + 1 + 20 = 31.4
    expect(analyzeBio(makeBio(53), zero).score).toBe(32); // 10.6 + 1 + 20 = 31.6
  });
});

describe('verdicts', () => {
  it.each([
    [0, VERDICTS.weak],
    [39, VERDICTS.weak],
    [40, VERDICTS.average],
    [59, VERDICTS.average],
    [60, VERDICTS.good],
    [79, VERDICTS.good],
    [80, VERDICTS.excellent],
    [100, VERDICTS.excellent],
  ])('%i: %s', (score, verdict) => {
    expect(verdictFor(score)).toBe(verdict);
  });

  it('follows the rounded score of a real analysis at each threshold', () => {
    const short = makeBio(50); // 31 + random * 10
    expect(analyzeBio(short, () => 0.8)).toMatchObject({ score: 39, verdict: VERDICTS.weak });
    expect(analyzeBio(short, () => 0.9)).toMatchObject({ score: 40, verdict: VERDICTS.average });
    expect(analyzeBio(makeBio(200, 19), zero)).toMatchObject({ score: 59, verdict: VERDICTS.average });
    expect(analyzeBio(makeBio(200, 20), zero)).toMatchObject({ score: 60, verdict: VERDICTS.good });
    const emoji = makeBio(200, 25, { emoji: true }); // 75 + random * 10
    expect(analyzeBio(emoji, () => 0.4)).toMatchObject({ score: 79, verdict: VERDICTS.good });
    expect(analyzeBio(emoji, () => 0.5)).toMatchObject({ score: 80, verdict: VERDICTS.excellent });
  });
});

describe('a whole analysis', () => {
  it('lists every issue of a bare, short bio in the spec order, and no strengths', () => {
    const result = analyzeBio('I like hiking', zero);
    expect(result.issues).toEqual([ISSUES.tooShort, ISSUES.noEmoji, ISSUES.noQuestion, ISSUES.fewWords]);
    expect(result.strengths).toEqual([]);
    expect(result.score).toBe(Math.round(13 / 5 + 3 + 20));
    expect(result.verdict).toBe(VERDICTS.weak);
  });

  it('lists every strength of a good bio, and no issues', () => {
    const bio =
      'Weekend hiker, weekday product designer. I make a serious lasagna and a less serious playlist 🎶 ' +
      'Looking for someone kind who laughs easily. Best hike you have done in the last 2 years?';
    const result = analyzeBio(bio, zero);
    expect(result.issues).toEqual([]);
    expect(result.strengths).toEqual([STRENGTHS.goodLength, STRENGTHS.emoji, STRENGTHS.question, STRENGTHS.detailed]);
    expect(result.score).toBe(90);
    expect(result.verdict).toBe(VERDICTS.excellent);
  });

  it('always returns the four fixed tips', () => {
    expect(ANALYZER_TIPS).toHaveLength(4);
    expect(analyzeBio('x', zero).suggestions).toEqual([...ANALYZER_TIPS]);
  });

  it('flags a long bio but still credits what it has', () => {
    const result = analyzeBio(makeBio(800, 100, { emoji: true, question: true }), zero);
    expect(result.issues).toEqual([ISSUES.tooLong]);
    expect(result.strengths).toEqual([STRENGTHS.emoji, STRENGTHS.question, STRENGTHS.detailed]);
    expect(result.score).toBe(20 + 15 + 10 + 20 + 10);
  });
});

describe('the same bio gets the same analysis every time (issue 29)', () => {
  const bio = 'I swim in the harbour at dawn and burn toast most mornings. Best bakery in town?';

  it('seeds the random part by the trimmed bio', () => {
    expect(analyzeBio(bio)).toEqual(analyzeBio(`  ${bio}\n`));
    expect(seededRandom(bio)()).toBe(seededRandom(bio)());
    expect(seededRandom(bio)()).not.toBe(seededRandom(`${bio}!`)());
  });

  it('draws across the whole range, so the random part still varies between bios', () => {
    const draws = Array.from({ length: 400 }, (_, i) => seededRandom(`bio number ${i}`)());
    expect(Math.min(...draws)).toBeLessThan(0.05);
    expect(Math.max(...draws)).toBeGreaterThan(0.95);
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
  });
});

describe('the analyzer never contradicts the Profile Coach', () => {
  it('praises one to three emoji, and past that says what the coach says', () => {
    const base = 'Sunday mornings are for the farmers market and a long walk with my dog along the canal path';
    expect(analyzeBio(`${base} 🌿🐶`, zero).strengths).toContain(STRENGTHS.emoji);
    const many = analyzeBio(`${base} 🌿🐶☕🚲`, zero);
    expect(many.strengths).not.toContain(STRENGTHS.emoji);
    expect(many.issues).toContain(ISSUES.manyEmoji);
    // The score is still the spec's: 15 for having an emoji at all.
    expect(many.score).toBe(analyzeBio(`${base} 🌿`, zero).score);
  });
});
