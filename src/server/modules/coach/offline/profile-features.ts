import { analyse, type Sentence, type TextAnalysis, type Token } from './language/analyse';
import { isMisspelt } from './language/spelling';
import { findInterests } from './lexicon';

/**
 * What the profile rubric measures in a bio, read through the language model: each criterion turns one or two of
 * these into points (profile-rubric.ts), and the fit script (scripts/fit-profile-score.ts) reads the same figures.
 */
export interface BioFeatures {
  analysis: TextAnalysis;
  characters: number;
  words: number;
  /** Concrete things a stranger could ask about: specific noun phrases, names, numbers, titles. */
  details: string[];
  /** Distinct nouns that are not generic, by lemma: how much concrete material the bio has. */
  concreteNouns: string[];
  /** Lines about who the reader must be ("you must", "looking for a woman who"). */
  demands: string[];
  /** Things done in the first person, other than liking ("I bake", "I keep watch"). */
  actions: string[];
  /** Asides in brackets: the writer talking to the reader. */
  asides: number;
  /** A small story: something that happened, in the past tense. */
  story: boolean;
  /** Share of nouns that are abstract (-ness, -ity, -tion...). */
  abstractShare: number;
  commasPerSentence: number;
  /** Self-descriptions anyone could write ("fun", "easygoing", "outgoing"). */
  genericWords: string[];
  cliches: string[];
  negatives: string[];
  question: boolean;
  invitation: boolean;
  interests: string[];
  /** Signs of a person talking: humour, feeling, a story told in the first person. */
  voice: string[];
  emoji: number;
  meanSentenceWords: number;
  longestSentenceWords: number;
  misspelt: string[];
  /** Texting forms ("ur", "im", "u"), shouting and "!!!". */
  sloppy: string[];
}

const CLICHES = [
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
  'easy going',
  'easygoing',
  'laid back',
  'good vibes',
  'not good at this',
  'bad at bios',
  "don't know what to write",
  'dont know what to write',
  'not sure what to write',
  'hate writing these',
  'foodie',
  'wanderlust',
  'the gym and the couch',
  'pineapple on pizza',
  'sarcasm is my love language',
  'my friends would describe me as',
  'my friends describe me as',
  'hopeless romantic',
  'here for a good time',
  'simple guy',
  'simple girl',
  'living my best life',
  'big heart',
  'go with the flow',
  'enjoy the little things',
  'the simple things in life',
  'looking for someone who',
  'sense of humor',
  'sense of humour',
  'i like to have fun',
  'love to have fun',
  'just a regular guy',
  'just a normal guy',
  'work hard',
] as const;

const NEGATIVE_PATTERNS: { pattern: RegExp; label: string }[] = [
  { pattern: /\bno drama\b/i, label: '"no drama"' },
  {
    pattern: /\b(don'?t|do not|please don'?t) (message|text|bother|swipe|waste|write|contact)\b/i,
    label: '"don\'t message me"',
  },
  { pattern: /\bswipe left if\b/i, label: '"swipe left if"' },
  {
    pattern: /\bno (time ?wasters|hookups|players|fakes|catfish|games|liars|flakes|creeps)\b/i,
    label: 'a "no ..." demand',
  },
  { pattern: /\bif you (can'?t|don'?t|aren'?t|are not|do not)\b/i, label: 'an "if you don\'t" condition' },
  { pattern: /\bnot interested in\b/i, label: '"not interested in"' },
  { pattern: /\b(sick|tired) of\b/i, label: 'a "tired of" line' },
  { pattern: /\bi (hate|can'?t stand|despise)\b/i, label: '"I hate"' },
  { pattern: /\bdeal ?breakers?\b/i, label: 'a dealbreaker list' },
  { pattern: /\b(you )?must (be|have|like|love)\b/i, label: 'a "must be" demand' },
  { pattern: /\bnot here (for|to)\b/i, label: '"not here for"' },
  { pattern: /\bunmatch(ing)? if\b/i, label: 'an "unmatch if" threat' },
  { pattern: /\b(pet peeves?|annoys me|drives me crazy)\b/i, label: 'a pet-peeve list' },
  { pattern: /\b(my ex|exes|been hurt|burned before|lying|cheaters?)\b/i, label: 'lines about past hurt' },
];

const GENERIC_WORDS = new Set(
  [
    'fun',
    'funny',
    'outgoing',
    'easygoing',
    'nice',
    'chill',
    'adventurous',
    'loyal',
    'honest',
    'caring',
    'smart',
    'sweet',
    'kind',
    'genuine',
    'spontaneous',
    'friendly',
    'independent',
    'passionate',
    'positive',
    'happy',
    'cool',
    'normal',
    'simple',
    'active',
    'social',
    'open-minded',
    'relaxed',
    'mellow',
    'loving',
    'respectful',
    'intelligent',
    'ambitious',
    'driven',
    'humble',
    'awesome',
    'amazing',
    'great',
    'things',
    'stuff',
    'whatever',
  ].map((w) => w.toLowerCase()),
);

/** Nouns too general to count as a detail on their own: "I like music, movies and food". */
const GENERIC_NOUNS = new Set([
  'thing',
  'things',
  'stuff',
  'people',
  'person',
  'life',
  'time',
  'times',
  'fun',
  'friend',
  'friends',
  'family',
  'music',
  'movie',
  'movies',
  'film',
  'films',
  'food',
  'travel',
  'traveling',
  'travelling',
  'place',
  'places',
  'world',
  'way',
  'lot',
  'lots',
  'guy',
  'guys',
  'girl',
  'girls',
  'man',
  'men',
  'woman',
  'women',
  'someone',
  'something',
  'anything',
  'everything',
  'nothing',
  'day',
  'days',
  'night',
  'nights',
  'year',
  'years',
  'work',
  'job',
  'city',
  'everyone',
  'love',
  'relationship',
  'partner',
  'kind',
  'sense',
  'humor',
  'humour',
  'heart',
  'mind',
  'adventure',
  'adventures',
  'bit',
  'nature',
  'outdoors',
  'sport',
  'sports',
  'book',
  'books',
  'show',
  'shows',
  'tv',
  'art',
  'dancing',
  'reading',
  'hiking',
  'cooking',
  'going',
  'hanging',
  'conversation',
  'conversations',
  'person',
  'type',
  'kinds',
  'sort',
  'part',
  'end',
  'side',
  'self',
  'question',
  'questions',
  'profile',
  'site',
  'date',
  'dates',
  'dating',
  'interest',
  'interests',
  'hobby',
  'hobbies',
  'activity',
  'activities',
  'moment',
  'moments',
  'weekend',
  'weekends',
  'area',
  'bay',
  'home',
  'house',
  'school',
  'lady',
  'dude',
  'gal',
  'fella',
  'experience',
  'experiences',
  'fact',
  'idea',
  'ideas',
  'advantage',
  'ones',
  'summary',
  'disclosure',
  'dream',
  'hole',
  'chance',
  'others',
  'deal',
  'matter',
  'lol',
  'haha',
  'i',
  'im',
  "i'm",
  'me',
  'you',
  'u',
  'ur',
  'okcupid',
  'okc',
  'bio',
]);

const VOICE_PATTERNS: { pattern: RegExp; label: string }[] = [
  { pattern: /\b(haha+|hah|lol|lmao|ha ha)\b/i, label: 'laughing at yourself' },
  {
    pattern: /\b(embarrassing|confess|admit|guilty pleasure|secretly|weakness|nerd|dork|geek|terrible at|bad at)\b/i,
    label: 'self-mockery',
  },
  {
    pattern: /\b(once|last (year|summer|week|month)|when i was|grew up|the time i|i still)\b/i,
    label: 'a small story',
  },
  { pattern: /\b(obsessed|addicted|can'?t get enough|crazy about|in love with|favou?rite)\b/i, label: 'enthusiasm' },
  { pattern: /[!]/, label: 'exclamation' },
];

const TEXTING_FORMS =
  /\b(ur|u|r|im|ive|dont|doesnt|cant|wont|didnt|isnt|thats|whats|b\/c|bc|cuz|wanna|luv|nite|tho|thru|pls|plz|ppl|w\/)\b/gi;
const EMOJI = /\p{Extended_Pictographic}/gu;
// "Tell me" as an invitation, not "my friends tell me".
const HOOK_PHRASES =
  /(?<!\b(?:friends|people|they|everyone|others|you|he|she|family) )\b(tell me|ask me about|convince me|bonus points|let'?s|teach me|guess|change my mind|your (go-to|favou?rite|best)|challenge me|recommend(ations)?|message me if|write me if|you should message)\b/i;

const DEMANDS =
  /\b(looking for|seeking|in search of|want|need) (a woman|a man|a lady|a girl|a guy|someone who|somebody who|a partner who)\b|\b(she|he|you) (should|must|needs? to|has to|have to)\b/gi;
const LIKING = new Set([
  'like',
  'love',
  // Disliking shows no more of a person than liking does, and reads worse quoted back.
  'hate',
  'dislike',
  'despise',
  'enjoy',
  'be',
  'want',
  'think',
  'guess',
  'have',
  'hope',
  'know',
  'do',
  'feel',
  'try',
  'need',
  'get',
  'seem',
]);
const PAST_VERBS = new Set([
  'was',
  'were',
  'went',
  'got',
  'grew',
  'moved',
  'spent',
  'made',
  'took',
  'came',
  'saw',
  'met',
  'ran',
  'lived',
  'learned',
  'learnt',
  'left',
  'found',
  'built',
  'started',
  'quit',
  'won',
  'lost',
]);
const ABSTRACT = /\p{L}{3}(ness|ity|ion|ment|ism|ance|ence|ship|dom)s?$/u;

const lowerApostrophes = (text: string) => text.toLowerCase().replace(/[’]/g, "'");

export function clichesIn(text: string): string[] {
  const lower = lowerApostrophes(text);
  const found = CLICHES.filter((c) => lower.includes(c));
  // "partner in crime" contains nothing shorter we list, but "work hard, play hard" contains "work hard".
  return found.filter((c) => !found.some((other) => other !== c && other.includes(c)));
}

/** Lines about who the reader must be ("you must", "I want someone who"). */
export function demandsIn(text: string): string[] {
  return [...new Set((lowerApostrophes(text).match(DEMANDS) ?? []).map((d) => `"${d}"`))];
}

export function negativesIn(text: string): string[] {
  const normal = text.replace(/[’]/g, "'");
  return NEGATIVE_PATTERNS.filter(({ pattern }) => pattern.test(normal)).map(({ label }) => label);
}

function wordsIn(sentence: Sentence): number {
  return sentence.tokens.filter((t) => t.kind === 'word' || t.kind === 'number').length;
}

/** Words a noun phrase should not start or end with when quoted back ("i'm ali", "my dog"). */
const PHRASE_EDGE = new Set([
  "i'm",
  'im',
  'i',
  'me',
  'my',
  'you',
  'your',
  'u',
  'ur',
  'ok',
  'okay',
  'right',
  'first',
  'last',
]);
const SWEARING = /\b(ass|asshole|shit|fuck\w*|damn|hell|bitch\w*)\b/;

/**
 * Specific noun phrases, numbers and quoted titles, each once, the most specific first: phrases of two or more
 * words, then single words. Abstract heads ("confidence", "opportunity") and generic nouns are not details.
 */
export function detailsIn(analysis: TextAnalysis): string[] {
  const found = new Map<string, number>();
  const add = (detail: string, rank: number) => {
    if (!found.has(detail)) found.set(detail, rank);
  };
  for (const quoted of analysis.text.matchAll(/["“]([^"”]{3,60})["”]/g)) add(quoted[1]!.toLowerCase(), 0);
  for (const sentence of analysis.sentences) {
    for (const phrase of sentence.nounPhrases) {
      const words = phrase
        .toLowerCase()
        .replace(/[^\p{L}\p{N}' -]/gu, '')
        .split(/\s+/)
        .filter(Boolean);
      while (words.length && PHRASE_EDGE.has(words[0]!)) words.shift();
      while (words.length && PHRASE_EDGE.has(words.at(-1)!)) words.pop();
      const head = words.at(-1);
      if (!head || head.length < 3 || ABSTRACT.test(head) || GENERIC_NOUNS.has(head) || SWEARING.test(words.join(' ')))
        continue;
      if (words.every((w) => GENERIC_NOUNS.has(w) || GENERIC_WORDS.has(w))) continue;
      add(words.join(' '), words.length > 1 ? 1 : 2);
    }
    for (const token of sentence.tokens)
      if (token.pos === 'NUM' && /\d/.test(token.text) && token.text.length < 12) add(token.text, 3);
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([detail]) => detail);
}

export function characters(text: string): number {
  return [...text].length;
}

/** Verbs too plain to show anything on their own ("I mean", "I go", "I live"). */
const PLAIN_VERBS = new Set([
  ...LIKING,
  'mean',
  'go',
  'live',
  'say',
  'tend',
  'work',
  'make',
  'take',
  'see',
  'look',
  'let',
  'find',
  'use',

  'come',
  'give',
  'tell',
  'put',
  'call',
  'ask',
  'seem',
  'consider',
  'believe',
  'realize',
  'wish',
  'admit',
]);

/** "I bake sourdough", "I keep watch for mermaids": first-person doing, quoted with up to three words after. */
function actionsIn(analysis: TextAnalysis): string[] {
  const found = new Set<string>();
  for (const { tokens } of analysis.sentences)
    for (let i = 0; i + 1 < tokens.length; i += 1) {
      const verb = tokens[i + 1]!;
      if (tokens[i]!.lower !== 'i' || verb.pos !== 'VERB' || PLAIN_VERBS.has(verb.lemma)) continue;
      const rest: Token[] = [];
      for (const token of tokens.slice(i + 2, i + 7)) {
        if (token.kind !== 'word' || token.pos === 'CCONJ' || token.pos === 'SCONJ') break;
        rest.push(token);
      }
      // Quoted up to the last noun, so the words stop on a thing ("I keep watch for mermaids").
      while (rest.length && !['NOUN', 'PROPN', 'NUM'].includes(rest.at(-1)!.pos)) rest.pop();
      found.add(['I', verb.text, ...rest.map((t) => t.text)].join(' '));
    }
  return [...found];
}

export function bioFeatures(bio: string): BioFeatures {
  const analysis = analyse(bio);
  const lower = lowerApostrophes(bio);
  const wordTokens = analysis.tokens.filter((t) => t.kind === 'word');
  const sentenceWords = analysis.sentences.map(wordsIn).filter((n) => n > 0);
  const misspelt = [...new Set(wordTokens.map((t) => t.lower).filter((w) => /^[a-z]{3,}$/.test(w) && isMisspelt(w)))];
  const sloppy = [...new Set(lower.match(TEXTING_FORMS) ?? [])];
  if (/[!?]{3,}/.test(bio)) sloppy.push('"!!!"');
  if ((bio.match(/\b\p{Lu}{4,}\b/gu) ?? []).length > 1) sloppy.push('capitals');
  if ((bio.match(/\.{3,}|…/g) ?? []).length >= 3) sloppy.push('trailing dots');
  const nouns = analysis.tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  return {
    analysis,
    characters: characters(bio),
    words: analysis.wordCount,
    details: detailsIn(analysis),
    concreteNouns: [
      ...new Set(nouns.filter((t) => t.lower.length > 2 && !GENERIC_NOUNS.has(t.lower)).map((t) => t.lemma)),
    ],
    demands: demandsIn(bio),
    actions: actionsIn(analysis),
    asides: (bio.match(/\([^)]{3,}\)/g) ?? []).length,
    story: analysis.tokens.some((t) => t.pos === 'VERB' && (PAST_VERBS.has(t.lower) || /[^e]ed$/.test(t.lower))),
    abstractShare: nouns.length ? nouns.filter((t) => ABSTRACT.test(t.lower)).length / nouns.length : 0,
    commasPerSentence: (bio.match(/,/g) ?? []).length / Math.max(1, analysis.sentences.length),
    genericWords: [...new Set(wordTokens.map((t) => t.lower).filter((w) => GENERIC_WORDS.has(w)))],
    cliches: clichesIn(bio),
    negatives: negativesIn(bio),
    question: /[?？]/.test(bio),
    invitation: HOOK_PHRASES.test(bio),
    interests: [...new Set(findInterests(bio).map((i) => i.tag))],
    voice: VOICE_PATTERNS.filter(({ pattern }) => pattern.test(lower)).map(({ label }) => label),
    emoji: (bio.match(EMOJI) ?? []).length,
    meanSentenceWords: sentenceWords.length ? analysis.wordCount / sentenceWords.length : 0,
    longestSentenceWords: Math.max(0, ...sentenceWords),
    misspelt,
    sloppy,
  };
}
