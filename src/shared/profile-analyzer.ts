/**
 * The free profile analyzer of the public site (spec 001 §4, §5, §9): a quick,
 * rule-based check of a dating-profile bio that runs entirely in the browser.
 * It is deliberately simple (the full AI analysis is the signed-in Profile
 * Coach) and, as the spec defines it, partly random.
 *
 * How text is measured (one definition for the counter, the cap and the rules):
 * - A "character" is a Unicode code point (`[...text].length`), so an emoji such
 *   as 😊 counts once, not as two UTF-16 units. Emoji built from several code
 *   points (👩‍💻, flags, skin tones) count as several; that is rare and harmless.
 * - The rules look at the bio with leading and trailing whitespace removed, so
 *   stray blank lines never change a score. The live counter shows the whole
 *   box (that is what the 1000-character cap applies to).
 * - A "word" is a run of non-whitespace characters.
 * - An emoji is any `\p{Extended_Pictographic}` code point (this also matches
 *   a few symbols such as © and ™; digits and # do not count).
 * - A question is a `?` (or the full-width `？`); a digit is any `\p{Nd}`.
 */

import { mulberry32, seedOf } from './seeded-random';

export const BIO_MAX_CHARACTERS = 1000;
/**
 * Session storage key of the bio the analyzer hands to Profile Coach ("Get Full AI Analysis Free"):
 * set by the public page's script on that click, read once by the Profile Coach screen (decision 0039).
 */
export const CARRIED_BIO_KEY = 'datewise:analyzer-bio';
/** The simulated analysis time the page shows before the result (spec 001 §9). */
export const ANALYSIS_DURATION_MS = 2000;
const MAX_SCORE = 100;

export const ISSUES = {
  tooShort: 'Profile bio is too short - aim for 100-300 characters',
  tooLong: 'Profile bio is too long - keep it concise',
  noEmoji: 'Add emojis to make your profile more engaging',
  /** Not in the spec's table: the coach's own advice, so the two never disagree (decision 0060). */
  manyEmoji: 'Keep emojis to one or two, so your words do the work',
  noQuestion: 'Include questions to encourage conversation',
  fewWords: 'Add more details about yourself',
} as const;

export const STRENGTHS = {
  goodLength: 'Great bio length',
  emoji: 'Good use of emojis',
  question: 'Conversation starters included',
  detailed: 'Detailed description',
} as const;

export const VERDICTS = {
  excellent: 'Excellent profile!',
  good: 'Good profile with room for improvement',
  average: 'Average profile - needs optimization',
  weak: 'Profile needs significant improvement',
} as const;

/** The four fixed tips shown with every result (the spec's "suggestions"). */
export const ANALYZER_TIPS = [
  'Open with something specific: one real detail, like the trail you hike on Sundays, beats a list of adjectives.',
  'Show instead of tell: rather than “I’m funny”, tell the short story that makes people laugh.',
  'End with an easy prompt a match can answer in one message, such as “Best taco spot in town? Go.”',
  'Say what you are looking for in a positive way, and leave out what you are tired of.',
] as const;

interface BioAnalysis {
  /** 0-100, an integer. */
  score: number;
  verdict: string;
  issues: string[];
  strengths: string[];
  suggestions: string[];
  /** Characters of the trimmed bio (code points). */
  characters: number;
  words: number;
}

const EMOJI_ALL = /\p{Extended_Pictographic}/gu;
const QUESTION = /[?？]/;
const DIGIT = /\p{Nd}/u;

/** Characters as the analyzer counts them: code points, so an emoji counts once. */
export function countCharacters(text: string): number {
  return [...text].length;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The first `max` characters (code points) of a text, never splitting a surrogate pair. */
export function clampCharacters(text: string, max = BIO_MAX_CHARACTERS): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

export function verdictFor(score: number): string {
  if (score >= 80) return VERDICTS.excellent;
  if (score >= 60) return VERDICTS.good;
  if (score >= 40) return VERDICTS.average;
  return VERDICTS.weak;
}

/**
 * The spec's random part, seeded by the text (FNV-1a hash, then the mulberry32 generator): the same bio gets the
 * same score on every visit, and a different bio a different draw (issue 29, decision 0060).
 */
export function seededRandom(text: string): () => number {
  return mulberry32(seedOf(text));
}

/** More emoji than this and the Profile Coach says to keep one or two, so the analyzer stops praising them. */
export const EMOJI_PRAISED_UP_TO = 3;

/**
 * Scores a bio by the spec's rules. `random` returns a number in [0, 1) like Math.random; its share of the score is
 * `random() * 10`. By default it is seeded by the trimmed bio (inject another in tests).
 */
export function analyzeBio(bio: string, random: () => number = seededRandom(bio.trim())): BioAnalysis {
  const text = bio.trim();
  const characters = countCharacters(text);
  const words = countWords(text);
  const emoji = text.match(EMOJI_ALL)?.length ?? 0;
  const hasEmoji = emoji > 0;
  const hasQuestion = QUESTION.test(text);
  const hasDigit = DIGIT.test(text);

  const issues: string[] = [];
  if (characters < 100) issues.push(ISSUES.tooShort);
  if (characters > 500) issues.push(ISSUES.tooLong);
  if (!hasEmoji) issues.push(ISSUES.noEmoji);
  if (emoji > EMOJI_PRAISED_UP_TO) issues.push(ISSUES.manyEmoji);
  if (!hasQuestion) issues.push(ISSUES.noQuestion);
  if (words < 20) issues.push(ISSUES.fewWords);

  const strengths: string[] = [];
  if (characters >= 100 && characters <= 300) strengths.push(STRENGTHS.goodLength);
  if (hasEmoji && emoji <= EMOJI_PRAISED_UP_TO) strengths.push(STRENGTHS.emoji);
  if (hasQuestion) strengths.push(STRENGTHS.question);
  if (words >= 20) strengths.push(STRENGTHS.detailed);

  const raw =
    (characters > 100 ? 20 : characters / 5) +
    (hasEmoji ? 15 : 0) +
    (hasQuestion ? 10 : 0) +
    (words > 20 ? 20 : words) +
    (characters < 500 ? 20 : 10) +
    (hasDigit ? 5 : 0) +
    random() * 10;
  const score = Math.round(Math.min(MAX_SCORE, Math.max(0, raw)));

  return {
    score,
    verdict: verdictFor(score),
    issues,
    strengths,
    suggestions: [...ANALYZER_TIPS],
    characters,
    words,
  };
}
