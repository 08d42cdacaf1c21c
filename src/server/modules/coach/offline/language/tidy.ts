import { analyse, type Token } from './analyse';
import { correctSpelling, properCase } from './spelling';

/**
 * Puts a sentence the user wrote into clean written English without changing what it says: capitals ("i" and the
 * start of the sentence, names the dictionary only knows with a capital), texting forms written out, clear
 * misspellings fixed, laughter tokens and repeated punctuation dropped.
 */
const TEXTING: Record<string, string> = {
  i: 'I',
  "i'm": "I'm",
  "i've": "I've",
  "i'd": "I'd",
  "i'll": "I'll",
  im: "I'm",
  ive: "I've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  isnt: "isn't",
  wasnt: "wasn't",
  thats: "that's",
  whats: "what's",
  u: 'you',
  ur: 'your',
  bc: 'because',
  'b/c': 'because',
  cuz: 'because',
  tho: 'though',
  thru: 'through',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  luv: 'love',
  nite: 'night',
  nt: "n't",
  rn: 'right now',
  urself: 'yourself',
  tbh: 'to be honest',
  idk: "I don't know",
  gimme: 'give me',
};

/** Split into several tokens by the tokenizer, so written out on the rebuilt text: "w/", "b/c". */
const SLASHED: [RegExp, string][] = [
  [/\bw\/\s*(?=\p{L})/giu, 'with '],
  [/\bb\/c\b/giu, 'because'],
];

/** Laughter and filler that a written bio does without. */
const DROP = new Set(['lol', 'lmao', 'haha', 'hahaha', 'hehe', 'rofl']);

function fixWord(token: Token): string {
  const lower = token.lower.replace(/’/g, "'");
  if (TEXTING[lower]) return TEXTING[lower];
  if (token.text !== lower || token.kind !== 'word') return token.text;
  return properCase(lower) ?? correctSpelling(lower) ?? token.text;
}

export function capitalise(text: string): string {
  return text.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());
}

function endWithPunctuation(text: string): string {
  return /[.!?…)\p{Extended_Pictographic}]$/u.test(text) ? text : `${text}.`;
}

/** One sentence, tidied; empty when nothing but laughter or punctuation was left. */
export function tidySentence(sentence: string): string {
  return tidyTokens(analyse(sentence.trim()).tokens);
}

/** The same, from tokens already read (a sentence of a bio the coach has analysed): no second reading. */
export function tidyTokens(tokens: readonly Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (DROP.has(token.lower)) continue;
    // The user's own spacing is kept ("do" + "n't" has none, "(" has one before it).
    text += (text ? token.before : '') + fixWord(token);
  }
  for (const [pattern, replacement] of SLASHED) text = text.replace(pattern, replacement);
  text = text
    .replace(/[!?]{2,}/g, (marks) => (marks.includes('?') ? '?' : '!'))
    // Trailing dots inside a sentence are a pause ("if… you've"); at its end, a full stop.
    .replace(/\s*(\.{2,}|…)\s*$/u, '.')
    .replace(/(\.{2,}|…)\s*/gu, '… ')
    .replace(/\.(\s*\.)+/g, '.')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/([.!?]\s+)(\p{Ll})/gu, (_, stop: string, letter: string) => stop + letter.toLocaleUpperCase())
    .replace(/^[\s,;:.…-]+/u, '')
    .replace(/[\s,;:-]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (!/\p{L}/u.test(text)) return '';
  return endWithPunctuation(capitalise(text));
}
