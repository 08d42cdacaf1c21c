import type { Rule } from './matcher';

/**
 * When a phrase found in a match's profile is not whole there, so an opener must not quote it. Each rule reads one
 * place where the phrase stands, written as the two tokens before it, the phrase in ⟨ ⟩ and the token after it, each
 * token as `lower/POS` and glued to its neighbour where the text has no space:
 * `a/DET 40/NUM-/PUNCT⟨hour/NOUN work/NOUN week/NOUN⟩./PUNCT`. A phrase is whole when one of its places fires none.
 */
export type PhraseCut =
  'inside-compound' | 'after-number' | 'mid-chunk' | 'fixed-expression' | 'frame-words' | 'possessor';

export const PHRASE_CUT_RULES: readonly Rule<PhraseCut>[] = [
  // "40-hour work week" → "hour work week", "myers-briggs enfj" → "briggs enfj".
  { id: 'inside-compound', when: ['-/PUNCT⟨', '⟩-/PUNCT\\S'], then: 'inside-compound' },
  // "three dog night" → "dog night": a number word is part of a name or a measure.
  { id: 'after-number', when: ['/NUM ?⟨'], then: 'after-number' },
  // "harvey milk trick melancholia" → "harvey milk trick": a noun runs on before or after the phrase.
  // "climbing gym rat": an -ing word opening the sentence or list item modifies the phrase after it.
  {
    id: 'mid-chunk',
    when: ['/(?:NOUN|PROPN) ?⟨', '⟩ ?\\S+/(?:NOUN|PROPN|NUM)\\b', '(?:^|/PUNCT )[a-z]+ing/[A-Z]+ ⟨'],
    then: 'mid-chunk',
  },
  // "of course simpsons", "at least ...", "day to day basis": the first word belongs to a fixed expression.
  {
    id: 'fixed-expression',
    when: [
      '\\bof/ADP ⟨course/',
      '\\bat/ADP ⟨(?:least|most|all|times)/',
      '\\bin/ADP ⟨(?:fact|general|particular|person)/',
      '(?:^|\\s)([a-z]+)/NOUN (?:to|by|after|for)/ADP ⟨\\1/',
    ],
    then: 'fixed-expression',
  },
  // "hi my names john smith": the words that introduce a name are not a detail.
  { id: 'frame-words', when: ['⟨(?:names?|hi|hello|hey)/'], then: 'frame-words' },
  // "john's" is someone's: the thing they own comes after.
  { id: 'possessor', when: ["⟩'s/"], then: 'possessor' },
];

/**
 * Interest words too vague to open on even as a thin profile's second or third detail (match-details.ts): "tv" or
 * "food" on a profile says little about this person; "wine", "pizza" or "crossword" is something to ask about.
 */
export const TOO_VAGUE_TO_OPEN_ON: ReadonlySet<string> = new Set(
  'tv movie movies film films food foodie trip trips space community kitchen book books show shows games friends family sex nerd geek band'.split(
    ' ',
  ),
);

/**
 * Set phrases of other languages that English writes in lower case and that no dictionary knows word by word: "nota
 * bene" is a note, not a name to open on.
 */
export const SET_PHRASES: ReadonlySet<string> = new Set([
  ...['nota bene', 'et cetera', 'de facto', 'ad hoc', 'vice versa', 'per se', 'bon appetit', 'joie de vivre'],
  ...['carpe diem', 'hakuna matata', 'que sera sera', 'la dolce vita', 'dolce vita', 'raison d etre', 'deja vu'],
  ...['ad nauseam', 'alma mater', 'bona fide', 'status quo', 'in situ', 'mea culpa', 'pro bono', 'savoir faire'],
]);

/** Verbs that take an interest as their object ("love jazz", "brew beer"): the noun after them stands whole. */
export const VERBS_BEFORE_AN_INTEREST: ReadonlySet<string> = new Set(
  'love like enjoy adore make brew drink play watch read do try learn study teach collect cook bake eat grow'.split(
    ' ',
  ),
);
