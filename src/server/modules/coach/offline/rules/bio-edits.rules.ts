import type { InterestTag } from '../catalogue-types';
import type { Rule } from './matcher';

/**
 * The Profile Coach's careful edit (improve-bio.ts, decision 0054): what it may change in a bio the user wrote,
 * and why. Data only; the edit reports each rule it applies ("bio-edits/textspeak/ur").
 */

/** Texting forms written out. `next` picks another spelling from the next word's part of speech ("ur" + ADJ). */
export interface TextspeakFix {
  readonly to: string;
  readonly next?: Readonly<Partial<Record<string, string>>>;
  /** Next words that pick the other spelling whatever their part of speech ("ur gonna" is "you're gonna"). */
  readonly nextWords?: Readonly<Record<string, string>>;
}

export const TEXTSPEAK: Readonly<Record<string, TextspeakFix>> = {
  i: { to: 'I' },
  "i'm": { to: "I'm" },
  "i've": { to: "I've" },
  "i'd": { to: "I'd" },
  "i'll": { to: "I'll" },
  im: { to: "I'm" },
  ive: { to: "I've" },
  dont: { to: "don't" },
  doesnt: { to: "doesn't" },
  didnt: { to: "didn't" },
  cant: { to: "can't" },
  isnt: { to: "isn't" },
  wasnt: { to: "wasn't" },
  wouldnt: { to: "wouldn't" },
  couldnt: { to: "couldn't" },
  thats: { to: "that's" },
  whats: { to: "what's" },
  u: { to: 'you' },
  ur: {
    to: 'your',
    next: { ADJ: "you're", DET: "you're", ADV: "you're", VERB: "you're", AUX: "you're", ADP: "you're" },
    nextWords: { gonna: "you're", not: "you're", so: "you're", into: "you're", a: "you're", an: "you're" },
  },
  bc: { to: 'because' },
  cuz: { to: 'because' },
  tho: { to: 'though' },
  thru: { to: 'through' },
  pls: { to: 'please' },
  plz: { to: 'please' },
  ppl: { to: 'people' },
  rn: { to: 'right now' },
  urself: { to: 'yourself' },
  tbh: { to: 'to be honest' },
  idk: { to: "I don't know" },
  b4: { to: 'before' },
};

/**
 * Lower-case words that belong to the place name after them ("south africa", "new york", "san diego"): when the
 * dictionary capitalises the name, they take a capital too, never "south Africa".
 */
export const NAME_PREFIXES: ReadonlySet<string> = new Set(
  'south north east west san santa los las st saint hong sri costa puerto rio del buenos el lake mount mt fort port cape'.split(
    ' ',
  ),
);

/** "new" starts a name only before these ("my new honda" is a car, "new jersey" a state, whatever the dictionary says). */
export const NEW_PLACES: ReadonlySet<string> = new Set(
  'york yorker yorkers jersey zealand orleans mexico hampshire england delhi brunswick haven caledonia'.split(' '),
);
/**
 * A spelling the dictionary lacks that looks like a brand rather than a typo: a consonant then "r" at the end
 * ("grindr", "tumblr", "flickr"). Corrected, it would become another word ("grinder").
 */
/**
 * Short words of other languages that English spelling also accepts ("la", "die", "est", "soy"): in a sentence they
 * count as foreign, so "me gusta la playa y la comida" reads as Spanish (language/foreign.ts). Function words only;
 * an English sentence rarely holds more than one.
 */
export const FOREIGN_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'la le les el los las y de del et est que qui un une des je tu il elle nous vous mais avec pour ' +
    'und ich die der das ist mit nicht ein eine sie wir auch con por para muy pero soy es una mi ti yo ' +
    'che non sono il di gli em os da do um uma eu'
  ).split(' '),
);
/** A sentence this share of whose words are not English is another language's, and the edit leaves it as written. */
export const FOREIGN_SHARE = 0.5;
/** Fewer words than this say too little to tell the language ("ciao bella"). */
export const FOREIGN_MIN_WORDS = 3;

export const BRAND_SPELLING = /[bcdfgklmnpstvz]r$/;

/** Why each kind of fix is made, as the screen shows it. */
export const FIX_REASONS = {
  textspeak: 'Written out: a bio is read more carefully than a text.',
  lone_i: '"I" on its own is always a capital.',
  capital: 'A sentence starts with a capital.',
  name: 'Names take a capital.',
  spelling: 'Spelling.',
  punctuation: 'One mark is enough.',
  run_on: 'A long run-on sentence, split where a new thought starts.',
  full_stop: 'A full stop between two sentences.',
} as const;
export type FixReason = keyof typeof FIX_REASONS;

/**
 * Clichés the edit cuts, only when the rule matches the whole sentence (after its closing marks): cutting part of
 * a sentence could leave it broken, so a cliché inside a longer line stays and a suggestion names it instead.
 */
export const CLICHE_SENTENCE_RULES: readonly Rule<string>[] = [
  {
    id: 'work-hard-play-hard',
    when: ['^work hard,? play hard$'],
    then: 'Said in countless profiles; it tells a match nothing about you.',
  },
  {
    id: 'live-laugh-love',
    when: ['^live,? laugh,? love$'],
    then: 'Said in countless profiles; it tells a match nothing about you.',
  },
  {
    id: 'just-ask',
    when: ['^(?:just ask|ask me anything|ask me|just ask me)$'],
    then: 'Every profile can say it; a question of your own gives a match more to reply to.',
  },
  {
    id: 'partner-in-crime',
    when: ["^(?:(?:i'?m |i am )?(?:just )?looking for (?:my|a) )?partner in crime$"],
    then: 'Said in countless profiles; it tells a match nothing about you.',
  },
  {
    id: 'fluent-in-sarcasm',
    when: ["^(?:i'?m |i am )?fluent in sarcasm$"],
    then: 'Said in countless profiles; your own joke shows it better.',
  },
  { id: 'love-to-laugh', when: ['^(?:i )?love to laugh$'], then: 'Everyone does; it tells a match nothing about you.' },
  {
    id: 'not-good-at-this',
    when: [
      "^(?:i'?m |i am )?(?:not good at this|bad at (?:bios|this|these)|not sure what to write|(?:i )?(?:don'?t|do not) know what to write(?: here)?|i hate writing these)$",
    ],
    then: 'An apology for the bio takes the place of something about you.',
  },
  {
    id: 'good-vibes',
    when: ['^good vibes(?: only)?$'],
    then: 'Said in countless profiles; it tells a match nothing about you.',
  },
  {
    id: 'netflix-and-chill',
    when: ['^netflix and chill$'],
    then: 'Said in countless profiles, and read as a come-on.',
  },
];

/**
 * What to add when a bio gives a match nothing to reply to: one sentence with a fill-in in square brackets, placed
 * after the sentence naming the interest (or at the end). Only the user knows the words, so they are never invented.
 */
export const FILL_IN_TEMPLATES: Readonly<Partial<Record<InterestTag | 'none', string>>> = {
  music: 'Lately I have [a song or artist] on repeat.',
  travel: 'The next place on my list is [a place you want to go].',
  food: 'The best thing I have eaten lately was [a dish, and where].',
  cooking: 'The dish I cook best is [your dish].',
  fitness: 'Most weeks you will find me [where you train, and what you do].',
  nature: 'My favourite trail is [a trail or park you love].',
  books: 'The last book I could not put down was [a title].',
  movies: 'A film I could watch again and again: [a title].',
  animals: 'My [dog, cat or other] is called [a name].',
  coffee: 'My go-to coffee spot is [a cafe you love].',
  sports: 'The team I follow is [a team].',
  gaming: 'The game I would recommend to anyone is [a game].',
  art: 'The last exhibition I loved was [an exhibition or artist].',
  none: 'On a free Sunday you will find me [where you would be, and what you would be doing].',
};
