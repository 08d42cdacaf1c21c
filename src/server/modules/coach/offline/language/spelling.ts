import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import nspell from 'nspell';
import { sensesOf } from '../interests/wordnet';

/**
 * Spelling from Hunspell's English dictionary (nspell + dictionary-en). Loaded on first use (about 300 ms, 14 MB).
 * nspell's own `suggest` takes tens of milliseconds a word, too slow for a request, so corrections here try only
 * single-edit candidates and accept one only when it is the single best kind of edit (decision 0016).
 */
let checker: ReturnType<typeof nspell> | undefined;

/** dictionary-en's own entry reads its files with a top-level await; reading them here keeps loading lazy. */
function loadDictionary() {
  const folder = path.dirname(createRequire(import.meta.url).resolve('dictionary-en'));
  return nspell({
    aff: fs.readFileSync(path.join(folder, 'index.aff')),
    dic: fs.readFileSync(path.join(folder, 'index.dic')),
  });
}
const speller = () => (checker ??= loadDictionary());

/** Informal words people use on purpose; never "corrected". */
const INFORMAL = new Set([
  'lol',
  'haha',
  'hahaha',
  'omg',
  'btw',
  'gonna',
  'wanna',
  'gotta',
  'kinda',
  'sorta',
  'yeah',
  'yep',
  'nope',
  'ok',
  'okay',
  'tv',
  'dj',
  'bbq',
  'diy',
  'ipa',
  'sf',
  'nyc',
  'la',
  'okc',
  'okcupid',
  'tinder',
  'hinge',
  'bumble',
  'netflix',
  'instagram',
  'youtube',
  'spotify',
  'uber',
  'lyft',
  'yelp',
  'google',
  'facebook',
  'email',
  'emails',
  'selfie',
  'foodie',
  'hangout',
  'workout',
  'workouts',
  'bff',
  'tbh',
  'imo',
  'idk',
  'xoxo',
  'etc',
  'aka',
  'vs',
]);

/** Misspellings whose single-edit fix is not the intended word ("alot" is one edit from "alto"). */
const KNOWN: Record<string, string> = {
  alot: 'a lot',
  definately: 'definitely',
  seperate: 'separate',
  realy: 'really',
  wierd: 'weird',
  suppost: 'supposed',
  thru: 'through',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** True when the dictionary has the word as written (in lower case, "ca" and "fyi" are not words). */
export function isWord(word: string): boolean {
  return speller().correct(word);
}

/** True when the word is in neither the dictionary (in any case), WordNet, nor the list of informal words. */
export function isMisspelt(word: string): boolean {
  const lower = word.toLowerCase();
  if (INFORMAL.has(lower) || /\d/.test(lower) || lower.length < 3) return false;
  const spell = speller();
  if (spell.correct(lower) || spell.correct(capitalise(lower)) || spell.correct(lower.toUpperCase())) return false;
  // The spelling dictionary lacks rarer words that WordNet has ("phlebotomy").
  return sensesOf(lower).length === 0 && sensesOf(lower, 'verb').length === 0;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The dictionary's capitalisation of a lower-case word that is only ever written with a capital ("greece" ->
 * "Greece", "september" -> "September"); undefined for an ordinary word.
 */
export function properCase(word: string): string | undefined {
  if (word !== word.toLowerCase() || word.length < 2 || INFORMAL.has(word)) return undefined;
  const spell = speller();
  if (spell.correct(word)) return undefined;
  const capital = capitalise(word);
  if (spell.correct(capital)) return capital;
  return undefined;
}

/** Candidates one edit away, grouped by kind, most typical typos first. */
function editsOf(word: string): string[][] {
  const transposed: string[] = [];
  const deleted: string[] = [];
  const inserted: string[] = [];
  const replaced: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    // "theatre", "centre": British spellings, not typos of "theater".
    if (tail.length > 1 && tail !== 're') transposed.push(head + tail[1] + tail[0] + tail.slice(2));
    // An extra letter is a typo when it doubles a neighbour ("goood") or sits before an ending ("loveing").
    // ...but not the British double "l" ("travelling").
    const britishL = /ll(ing|ed|er)$/.test(word) && /^l?l(ing|ed|er)$/.test(tail);
    if (tail.length > 0 && !britishL && (tail[0] === head.at(-1) || tail[0] === tail[1] || /^e(ing|ed)$/.test(tail)))
      deleted.push(head + tail.slice(1));
    for (const letter of LETTERS) {
      // Not at the very end: that turns a word the dictionary lacks into another word ("plushies" -> "plushiest").
      if (tail.length > 0) inserted.push(head + letter + tail);
      if (tail.length > 0 && letter !== tail[0]) replaced.push(head + letter + tail.slice(1));
    }
  }
  return [transposed, deleted, inserted, replaced];
}

/**
 * A correction for a misspelt lower-case word, or undefined when there is no single clear one: the first kind of
 * single edit (swapped letters, an extra letter, a missing letter) that yields exactly one dictionary word, keeping
 * the first letter. A wrong letter is not tried: on real bios it mostly turned names into words ("hailey" ->
 * "hailed"); an extra letter only where typos put one (a doubled letter, "e" before "-ing"), for the same reason
 * ("niners", "insents").
 */
export function correctSpelling(word: string): string | undefined {
  if (KNOWN[word]) return KNOWN[word];
  if (corrections.has(word)) return corrections.get(word) ?? undefined;
  const found = findCorrection(word);
  // Bios repeat words across requests; a bounded memo keeps each word's edits to one computation.
  if (corrections.size >= MEMO_LIMIT) corrections.clear();
  corrections.set(word, found ?? null);
  return found;
}

const MEMO_LIMIT = 20_000;
const corrections = new Map<string, string | null>();

function findCorrection(word: string): string | undefined {
  // Short unknown words are mostly names and foreign words ("cotta", "chios"), not typos.
  if (!/^[a-z]{6,}$/.test(word) || !isMisspelt(word)) return undefined;
  const spell = speller();
  // A consonant before a final "r" is a brand's dropped vowel ("grindr", "tumblr"), not a typo.
  if (/[^aeiouy]r$/.test(word)) return undefined;
  const [transposed, deleted, inserted] = editsOf(word);
  const words = (group: string[]) => [...new Set(group.filter((c) => c[0] === word[0] && spell.correct(c)))];
  const groups = [transposed!, deleted!, inserted!].map(words);
  const first = groups.find((found) => found.length > 0);
  // One word, and no other kind of edit reaching another ("crusing": "cursing" or "cruising"?).
  if (first?.length !== 1 || groups.some((found) => found.some((c) => c !== first[0]))) return undefined;
  return first[0];
}
