import type { CriterionScore } from '../../../../shared/schemas/coach';
import { findInterests } from './lexicon';

/**
 * The published profile rubric (docs/coach-rubric.md): eight criteria whose
 * points add up to the score out of 10. Each returns its points and a note
 * that says why, so the number means something the user can act on.
 */

export const CLICHES = [
  'love to laugh',
  'partner in crime',
  'fluent in sarcasm',
  'work hard play hard',
  'work hard, play hard',
  'live laugh love',
  'just ask',
  'ask me anything',
  'down to earth',
  'looking for my other half',
  'my other half',
  'netflix and chill',
  'adventure seeker',
  'love to travel',
  'i love to travel',
  'easy going',
  'easygoing',
  'laid back',
  'good vibes',
  'good vibes only',
  'not good at this',
  "i'm bad at bios",
  'bad at bios',
  "don't know what to write",
  'dont know what to write',
  'foodie',
  'wanderlust',
  'the gym and the couch',
  'looking for the pam to my jim',
  'pineapple on pizza',
  'sarcasm is my love language',
  'my friends would describe me as',
  'hopeless romantic',
  'here for a good time',
  'no strings',
  'simple guy',
  'simple girl',
  'living my best life',
  'best life',
  'big heart',
  'love life',
  'go with the flow',
] as const;

const NEGATIVE_PATTERNS: { pattern: RegExp; label: string }[] = [
  { pattern: /\bno drama\b/i, label: '"no drama"' },
  { pattern: /\bdon'?t (message|text|bother|swipe|waste)\b/i, label: 'a "don\'t message me" line' },
  { pattern: /\bdo not (message|text|bother|swipe)\b/i, label: 'a "do not message" line' },
  { pattern: /\bswipe left if\b/i, label: '"swipe left if"' },
  { pattern: /\bno (time ?wasters|hookups|players|fakes|catfish|games|liars)\b/i, label: 'a "no ..." demand' },
  { pattern: /\bif you can'?t\b/i, label: 'an "if you can\'t" condition' },
  { pattern: /\bnot interested in\b/i, label: '"not interested in"' },
  { pattern: /\b(sick|tired) of\b/i, label: 'a "tired of" line' },
  { pattern: /\bi hate\b/i, label: '"I hate"' },
  { pattern: /\bdeal ?breakers?\b/i, label: 'a dealbreaker list' },
  { pattern: /\bmust be\b/i, label: 'a "must be" demand' },
  { pattern: /\bnot here (for|to)\b/i, label: '"not here for"' },
  { pattern: /\bunmatch(ing)? if\b/i, label: 'an "unmatch if" threat' },
];

const HOOK_PHRASES =
  /\b(tell me|ask me about|convince me|bonus points|let'?s|teach me|guess|change my mind|your (go-to|favou?rite|best)|challenge me|recommend(ations)?)\b/i;
const EMOJI = /\p{Extended_Pictographic}/gu;
const DIGIT = /\p{Nd}/u;
/** Words that start with a capital inside a sentence: places, names, titles. */
const PROPER_NOUN = /(?<=[\p{L}\p{N},;:'")] )\p{Lu}[\p{Ll}'’-]{2,}/gu;
const SENSORY_OR_CONCRETE =
  /\b(sunday|saturday|weekend|morning|mornings|every|last|first|once|best|worst|favou?rite|homemade|spicy|tiny|ancient|secret|underrated|always|never)\b/i;
const FIRST_PERSON_DOING = /\b(i'?m|i am|i'?ve|i have|i|my)\b/i;

export function characters(text: string): number {
  return [...text].length;
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?？…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function clichesIn(text: string): string[] {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const found = CLICHES.filter((c) => lower.includes(c));
  // "partner in crime" also contains nothing shorter we list, but "good vibes only" contains "good vibes":
  return found.filter((c) => !found.some((other) => other !== c && other.includes(c)));
}

export function negativesIn(text: string): string[] {
  return NEGATIVE_PATTERNS.filter(({ pattern }) => pattern.test(text.replace(/[’]/g, "'"))).map(({ label }) => label);
}

export function hasHook(text: string): boolean {
  return /[?？]/.test(text) || HOOK_PHRASES.test(text);
}

function specificSignals(text: string): string[] {
  const signals: string[] = [];
  if (DIGIT.test(text)) signals.push('a number');
  const names = [...new Set(text.match(PROPER_NOUN) ?? [])].filter((w) => !/^(I|I'm|I've)$/.test(w));
  if (names.length) signals.push(`names like ${names.slice(0, 2).join(' and ')}`);
  if (SENSORY_OR_CONCRETE.test(text)) signals.push('concrete moments');
  const interests = findInterests(text);
  if (interests.length >= 2)
    signals.push(
      `specific activities (${interests
        .slice(0, 2)
        .map((i) => i.phrase)
        .join(', ')})`,
    );
  return signals;
}

type Criterion = (bio: string) => CriterionScore;

const length: Criterion = (bio) => {
  const n = characters(bio);
  const max = 2;
  if (n > 500)
    return {
      criterion: 'Length',
      score: 0,
      max,
      note: `${n} characters: over Tinder's 500 limit, so it will be cut off.`,
    };
  if (n >= 100 && n <= 300)
    return { criterion: 'Length', score: 2, max, note: `${n} characters: in the 100-300 sweet spot.` };
  if (n >= 60)
    return {
      criterion: 'Length',
      score: 1,
      max,
      note: `${n} characters: ${n < 100 ? 'a little short' : 'a little long'}; 100-300 reads best.`,
    };
  return {
    criterion: 'Length',
    score: 0,
    max,
    note: `${n} characters: too short to show who you are; aim for 100-300.`,
  };
};

const specificity: Criterion = (bio) => {
  const signals = specificSignals(bio);
  const score = signals.length >= 3 ? 2 : signals.length >= 1 ? 1 : 0;
  const note = signals.length
    ? `Has ${signals.join(', ')}.`
    : 'No concrete details yet: places, numbers, names or specific activities.';
  return { criterion: 'Specificity', score, max: 2, note };
};

const cliches: Criterion = (bio) => {
  const found = clichesIn(bio);
  const score = found.length === 0 ? 1 : found.length === 1 ? 0.5 : 0;
  const note = found.length ? `Overused: ${found.map((c) => `"${c}"`).join(', ')}.` : 'No overused phrases.';
  return { criterion: 'Clichés', score, max: 1, note };
};

const negativity: Criterion = (bio) => {
  const found = negativesIn(bio);
  return {
    criterion: 'Negativity',
    score: found.length ? 0 : 1,
    max: 1,
    note: found.length ? `Reads as negative: ${found.join(', ')}.` : 'Positive throughout.',
  };
};

const hook: Criterion = (bio) => {
  const question = /[?？]/.test(bio);
  const score = question ? 1.5 : HOOK_PHRASES.test(bio) ? 1 : 0;
  const note = question
    ? 'Ends the guesswork: a question gives matches an easy first message.'
    : score
      ? 'Has an invitation to reply; a direct question works even better.'
      : 'Nothing for a match to answer: add a question or a prompt.';
  return { criterion: 'Conversation hook', score, max: 1.5, note };
};

const personality: Criterion = (bio) => {
  const interests = [...new Set(findInterests(bio).map((i) => i.tag))];
  const voice = FIRST_PERSON_DOING.test(bio);
  const points = interests.length + (voice ? 1 : 0);
  const score = points >= 3 ? 1.5 : points === 2 ? 1 : points === 1 ? 0.5 : 0;
  const note = interests.length
    ? `Shows ${interests.length} interest${interests.length === 1 ? '' : 's'}${voice ? ' in your own voice' : ''}.`
    : 'No interests or hobbies a match could connect with.';
  return { criterion: 'Personality & interests', score, max: 1.5, note };
};

const emoji: Criterion = (bio) => {
  const count = (bio.match(EMOJI) ?? []).length;
  if (count >= 1 && count <= 3)
    return { criterion: 'Emoji', score: 0.5, max: 0.5, note: `${count} emoji: a touch of tone.` };
  if (count > 3)
    return { criterion: 'Emoji', score: 0, max: 0.5, note: `${count} emoji: more than 3 crowds the words.` };
  return { criterion: 'Emoji', score: 0, max: 0.5, note: 'No emoji: one or two can add tone (optional).' };
};

const readability: Criterion = (bio) => {
  const sentences = sentencesOf(bio);
  const words = bio.split(/\s+/).filter(Boolean).length;
  const average = sentences.length ? words / sentences.length : words;
  const shouting = (bio.match(/\b\p{Lu}{4,}\b/gu) ?? []).length > 1 || /[!?]{3,}/.test(bio);
  if (average > 25)
    return { criterion: 'Readability', score: 0, max: 0.5, note: 'Long run-on sentences: break them up.' };
  if (shouting) return { criterion: 'Readability', score: 0, max: 0.5, note: 'Capitals or "!!!" read as shouting.' };
  return { criterion: 'Readability', score: 0.5, max: 0.5, note: 'Easy to read at a glance.' };
};

export const criteria: Criterion[] = [length, specificity, cliches, negativity, hook, personality, emoji, readability];

export function scoreBio(bio: string): { score: number; breakdown: CriterionScore[] } {
  const breakdown = criteria.map((c) => c(bio));
  return { score: sumScores(breakdown), breakdown };
}

/** The score is the sum of the criteria, on a 0-10 scale in half points. */
export function sumScores(breakdown: CriterionScore[]): number {
  const total = breakdown.reduce((sum, c) => sum + Math.min(c.score, c.max), 0);
  const max = breakdown.reduce((sum, c) => sum + c.max, 0);
  const scaled = max > 0 ? (total / max) * 10 : 0;
  return Math.min(10, Math.max(0, Math.round(scaled * 2) / 2));
}
