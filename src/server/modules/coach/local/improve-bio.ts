import { IMPROVED_BIO_MAX } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import type { InterestTag } from './catalogue-types';
import { escapeRegExp, findInterests } from './lexicon';
import { characters, clichesIn, hasHook, negativesIn, scoreBio, sentencesOf } from './profile-rubric';

/**
 * The improved bio: the user's own sentences, minus clichés and negative
 * lines, tidied, with a question at the end when there is none. It adds no
 * fact the user did not write (a question claims nothing) and fits in
 * Tinder's 500 characters.
 */

const QUESTIONS: Partial<Record<InterestTag, (phrase: string) => string>> = {
  music: () => "What's the last song you had on repeat?",
  travel: () => "Where's the next place on your list?",
  fitness: (p) => `Would you join me for ${p}, or cheer from the sidelines?`,
  food: (p) => `Where do I find the best ${p} around here?`,
  cooking: () => "What's the dish you'd cook to impress me?",
  nature: () => "What's the best trail you've ever done?",
  animals: () => 'Dog person, cat person, or both?',
  coffee: () => "Where's your go-to coffee spot?",
  books: () => "What's the last book you couldn't put down?",
  movies: () => 'What film could you rewatch forever?',
  art: () => 'Which exhibition should we argue about?',
  games: (p) => `Fair warning about ${p}: are you competitive?`,
  sports: (p) => `Who are you cheering for in ${p}?`,
  dancing: () => 'Would you dance badly with me or judge from the side?',
  photography: () => "What's the best photo you've ever taken?",
  gaming: () => "What's the game you'd recommend to anyone?",
  water: () => 'Beach, lake or pool: where are you happiest?',
  wine: () => "What's the best bottle you've had for under $20?",
  beer: () => "What's the best taproom you've found?",
  science: () => "What's the last fact that blew your mind?",
  comedy: () => "What's the last thing that made you cry laughing?",
};
const FILL_IN = 'Most weekends you will find me [doing the thing you love most, with one detail].';
const FALLBACK_QUESTION = "What's the best thing you did last weekend?";

/** One emoji for a bio that has none (the rubric's tone point), matched to an interest the user named. */
const EMOJI_FOR: Partial<Record<InterestTag, string>> = {
  music: '🎶',
  travel: '✈️',
  fitness: '💪',
  food: '🍜',
  cooking: '🍳',
  nature: '🥾',
  animals: '🐾',
  coffee: '☕',
  books: '📚',
  movies: '🎬',
  art: '🎨',
  games: '♟️',
  sports: '⚽',
  dancing: '💃',
  photography: '📷',
  gaming: '🎮',
  water: '🌊',
  wine: '🍷',
  beer: '🍺',
  science: '🔭',
  comedy: '😂',
  theatre: '🎭',
  crafts: '🧶',
};

/** Splits clauses and keeps the separators (odd indexes). */
const CLAUSE_SEPARATOR = /(\s*[,;]\s*|\s+(?:and|&|but)\s+)/i;
const EMOJI = /\p{Extended_Pictographic}/gu;
const CLICHE_MARK = '\u0000';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function endWithPunctuation(text: string): string {
  return /[.!?？…)\p{Extended_Pictographic}]$/u.test(text) ? text : `${text}.`;
}

/** A sentence without its cliché clauses (keeping the user's own separators), or null when nothing remains. */
function withoutCliches(sentence: string): string | null {
  const found = clichesIn(sentence);
  if (found.length === 0) return sentence;
  // Mark each cliché first: some contain a comma or "and" themselves ("work hard, play hard").
  let marked = sentence.replace(/[’]/g, "'");
  for (const cliche of found) marked = marked.replace(new RegExp(escapeRegExp(cliche), 'gi'), CLICHE_MARK);
  const parts = marked.replace(/[.!]+$/, '').split(CLAUSE_SEPARATOR);
  let rebuilt = '';
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i]!.trim();
    if (!clause || clause.includes(CLICHE_MARK) || !/\p{L}/u.test(clause)) continue;
    rebuilt = rebuilt ? `${rebuilt}${parts[i - 1] ?? ', '}${clause}` : clause;
  }
  return rebuilt ? endWithPunctuation(capitalise(rebuilt)) : null;
}

function tidy(sentence: string): string {
  let text = sentence
    .replace(/([!?])\1{1,}/g, '$1')
    .replace(/\.{4,}/g, '…')
    .replace(/\s{2,}/g, ' ');
  // Two or more all-caps words read as shouting: keep the words, lose the caps.
  const shouting = text.match(/\b\p{Lu}{4,}\b/gu) ?? [];
  if (shouting.length > 1) text = text.replace(/\b\p{Lu}{4,}\b/gu, (w) => capitalise(w.toLocaleLowerCase()));
  return text.trim();
}

/** Keeps the first two emoji of the whole bio. */
function limitEmoji(text: string): string {
  let seen = 0;
  return text.replace(EMOJI, (e) => (++seen <= 2 ? e : '')).replace(/\s{2,}/g, ' ');
}

function questionFor(bio: string, preferences: CoachPreferences | null): string {
  const mentions = [...findInterests(bio), ...(preferences?.interests ?? []).flatMap((i) => findInterests(i))];
  for (const { tag, phrase } of mentions) {
    const make = QUESTIONS[tag];
    if (make) return make(phrase.toLocaleLowerCase());
  }
  return FALLBACK_QUESTION;
}

function fit(sentences: string[], ending: string): string {
  const room = IMPROVED_BIO_MAX - (ending ? characters(ending) + 1 : 0);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const next = [...kept, sentence].join(' ');
    if (characters(next) <= room) kept.push(sentence);
    else if (kept.length === 0) {
      // One very long sentence: cut at a word boundary.
      const words = sentence.split(/\s+/);
      let cut = '';
      for (const word of words) {
        if (characters(`${cut} ${word}…`) > room) break;
        cut = cut ? `${cut} ${word}` : word;
      }
      kept.push(`${cut}…`);
      break;
    } else break;
  }
  return [...kept, ending].filter(Boolean).join(' ');
}

export function improveBio(bio: string, preferences: CoachPreferences | null): string {
  const original = bio.trim().replace(/\s+/g, ' ');
  const sentences = sentencesOf(bio.trim())
    .filter((s) => negativesIn(s).length === 0)
    .map(withoutCliches)
    .filter((s): s is string => s !== null)
    .map((s) => endWithPunctuation(capitalise(tidy(limitEmoji(s)))))
    .filter((s) => /\p{L}/u.test(s));
  // When little of the user's own text is left, a fill-in line to complete (it claims nothing).
  if (characters(sentences.join(' ')) < 60) sentences.push(FILL_IN);
  const body = limitEmoji(sentences.join(' '));
  const ending = hasHook(body) && /[?？]/.test(body) ? '' : questionFor(bio, preferences);
  let improved = fit(sentencesOf(body), ending);
  if (!/\p{Extended_Pictographic}/u.test(improved)) {
    const emoji = findInterests(improved)
      .map((m) => EMOJI_FOR[m.tag])
      .find(Boolean);
    if (emoji && characters(improved) + 2 <= IMPROVED_BIO_MAX) improved = `${improved} ${emoji}`;
  }

  // Never hand back something that scores lower than what the user wrote.
  if (characters(original) <= IMPROVED_BIO_MAX && scoreBio(improved).score < scoreBio(original).score) return original;
  return improved;
}
