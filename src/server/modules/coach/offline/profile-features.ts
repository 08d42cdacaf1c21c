import { analyse, type Sentence, type TextAnalysis, type Token } from './language/analyse';
import { isMisspelt, properCase } from './language/spelling';
import { findInterests } from './lexicon';
import { isAdjective, nounKind, nounSenses } from './noun-kinds';
import { compileRules, type RuleMatch } from './rules/matcher';
import {
  CLICHE_RULES,
  DEMAND_RULES,
  GENERIC_NOUNS as GENERIC_NOUN_LIST,
  HOOK_RULES,
  NAME_PREFIXES,
  NEGATIVITY_RULES,
  PROFILE_SCORE_PIECES,
  READER_QUESTION,
  RHETORICAL_QUESTION,
  VAGUE_WORDS,
  VOICE_RULES,
} from './rules/profile-score.rules';

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
  /** Things you can point at, visit, eat or meet, by WordNet ("sourdough", "kayak", "Lisbon"), as written. */
  concreteThings: string[];
  /** Names, places, numbers and quoted titles: the most exact kind of detail ("Lisbon", "48", "Fresh Air"). */
  named: string[];
  /** Concrete nouns with few meanings, by WordNet's count of senses ("sourdough" 2, "cello" 1; "dog" has 7). */
  rareThings: { word: string; senses: number }[];
  /** Words that say nothing a stranger could picture ("stuff", "things", "fun"). */
  vague: string[];
  /** Nouns for ideas, states and feelings rather than things (WordNet), distinct. */
  abstractNouns: number;
  /** Humour, a view of one's own, a story: each with the words that show it. */
  voiceMarks: RuleMatch<string>[];
  /** The first real question to the reader (not "why not?"), as written. */
  realQuestion: string | null;
  /** Invitations to write ("tell me about", "convince me"). */
  invitations: RuleMatch<string>[];
  /** Standard deviation of sentence lengths, in words: 0 for a bio of one sentence, or of sentences all alike. */
  sentenceVariety: number;
  /** Warnings, refusals, complaints, demands and talk about the site, each with its kind (the rule's `then`). */
  negativeMatches: RuleMatch<string>[];
  /**
   * Share of the bio's sentences (of four words or more) that hold something concrete: a thing, a name or a number.
   * Detail per sentence, so a long bio with one list of things and ten abstract lines does not pass as detailed.
   */
  concreteSentenceShare: number;
  /**
   * Adjectives the writer gives themselves in a sentence with nothing concrete behind them ("I'm caring, patient
   * and funny"): claims a stranger cannot check, as written.
   */
  emptyTraits: string[];
  /** Every rule of rules/profile-score.rules.ts that matched, for CoachContext.onRule. */
  rules: string[];
}

const cliches = compileRules('profile-score/cliches', CLICHE_RULES, { pieces: PROFILE_SCORE_PIECES });
const negativity = compileRules('profile-score/negativity', NEGATIVITY_RULES, { pieces: PROFILE_SCORE_PIECES });
const demandRules = compileRules('profile-score/demands', DEMAND_RULES, { pieces: PROFILE_SCORE_PIECES });
const hooks = compileRules('profile-score/hooks', HOOK_RULES, { pieces: PROFILE_SCORE_PIECES });
const voiceRules = compileRules('profile-score/voice', VOICE_RULES, { pieces: PROFILE_SCORE_PIECES });
const RHETORICAL = new RegExp(RHETORICAL_QUESTION, 'u');
const TO_THE_READER = new RegExp(READER_QUESTION, 'iu');
const GENERIC_NOUNS = new Set(GENERIC_NOUN_LIST);
const GENERIC_WORDS = new Set(VAGUE_WORDS);
const NAME_PREFIX = new Set(NAME_PREFIXES);

const TEXTING_FORMS =
  /\b(ur|u|r|im|ive|dont|doesnt|cant|wont|didnt|isnt|thats|whats|b\/c|bc|cuz|wanna|luv|nite|tho|thru|pls|plz|ppl|w\/)\b/gi;
const EMOJI = /\p{Extended_Pictographic}/gu;
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

/** Stock phrases, as the bio has them ("partner in crime"). */
export function clichesIn(text: string): string[] {
  return clicheMatches(text).map((m) => m.matched);
}

function clicheMatches(text: string): RuleMatch<string>[] {
  return cliches.all(lowerApostrophes(text));
}

/** Lines about who the reader must be ("you must", "I want someone who"), quoted. */
export function demandsIn(text: string): string[] {
  return [...new Set(demandRules.all(lowerApostrophes(text)).map((m) => `"${m.matched}"`))];
}

/** Warnings, refusals and complaints ("no drama", "don't message me"), quoted as the bio has them. */
export function negativesIn(text: string): string[] {
  return [...new Set(negativity.all(lowerApostrophes(text)).map((m) => `"${m.matched.trim()}"`))];
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
const SWEARING = /\b(ass|asses|asshole|shit\w*|fuck\w*|damn|hell|bitch\w*|whore\w*|slut\w*|dick|cock|pussy|crap)\b/;

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
export const PLAIN_VERBS = new Set([
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

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Digits, not a phone number or a long code: "48 peaks", "5k", "1999". */
const NUMBER = /^\d[\d.,:/-]*(?:st|nd|rd|th|k|s)?$/u;

/**
 * Names, places, numbers and quoted titles, as the text has them. The data's bios are often all lower case, so a
 * word the dictionary only knows with a capital ("lisbon", "september") counts as a name, and so does a run of such
 * words ("san francisco").
 */
function namedIn(analysis: TextAnalysis): string[] {
  const found = new Set<string>();
  // A quoted title keeps its quotes' words; a lower-case aside in quotes ("for fun") is not a name.
  for (const quoted of analysis.text.matchAll(/["“]([^"”]{3,60})["”]/g))
    if (/[\p{Lu}\d]/u.test(quoted[1]!)) found.add(quoted[1]!.trim());
  for (const { tokens } of analysis.sentences) {
    let run: string[] = [];
    const close = () => {
      if (run.length) found.add(run.join(' '));
      run = [];
    };
    tokens.forEach((token, i) => {
      if (token.kind === 'number' || (NUMBER.test(token.text) && token.text.length < 9)) {
        close();
        // With the thing it counts, so the note quotes "48 peaks" rather than "48".
        const next = tokens[i + 1];
        // Only a counted plural ("48 peaks", "25 years"): "2012 traveling" and "top 5 company" read broken.
        const counted =
          next && next.pos === 'NOUN' && next.lemma.toLowerCase() !== next.lower && !/ing$/.test(next.lower);
        found.add(counted ? `${token.text} ${next.text}` : token.text);
        return;
      }
      const capitalised = /^\p{Lu}/u.test(token.text) && i > 0 && token.pos === 'PROPN';
      const name =
        token.kind === 'word' &&
        token.lower !== 'i' &&
        token.lower.length > 2 &&
        !GENERIC_NOUNS.has(token.lower) &&
        (capitalised || (token.pos !== 'VERB' && properCase(token.lower) !== undefined));
      if (name) {
        // "new york", "san diego": a prefix that is an ordinary word on its own joins the name after it.
        const before = tokens[i - 1];
        if (!run.length && before && NAME_PREFIX.has(before.lower)) run.push(capitalise(before.text));
        run.push(capitalised ? token.text : (properCase(token.lower) ?? token.text));
      } else close();
    });
    close();
  }
  return [...found];
}

/** Nouns for things you can point at, visit, eat or meet (WordNet), each once, as written; and how many are not. */
function nounsByKind(tokens: readonly Token[], named: readonly string[]): { concrete: string[]; abstract: number } {
  const concrete = new Map<string, string>();
  const abstract = new Set<string>();
  const names = new Set(named.flatMap((n) => n.toLowerCase().split(' ')));
  tokens.forEach((token, i) => {
    if (token.pos !== 'NOUN' && token.pos !== 'PROPN') return;
    // "tom delonge": a word before one no dictionary knows is likely half a name; quoted alone it is a fragment.
    const next = tokens[i + 1];
    if (next?.kind === 'word' && next.lower.length > 2 && /^(NOUN|PROPN)$/.test(next.pos) && isMisspelt(next.lower))
      return;
    const lemma = token.lemma.toLowerCase();
    if (lemma.length < 3 || GENERIC_NOUNS.has(lemma) || GENERIC_WORDS.has(lemma) || names.has(token.lower)) return;
    // Swearing is not a detail to quote back, and an -ing word is usually a verb the tagger took for a noun.
    // A common verb the tagger took for a noun ("come", "go") is not a thing either.
    if (SWEARING.test(lemma) || /ing$/.test(token.lower) || PLAIN_VERBS.has(lemma)) return;
    const kind = nounKind(lemma) ?? nounKind(token.lower);
    if (kind === 'concrete' && !concrete.has(lemma)) concrete.set(lemma, token.lower);
    else if (kind === 'abstract') abstract.add(lemma);
  });
  return { concrete: [...concrete.values()], abstract: abstract.size };
}

/** Where a self-description starts: "I am", "I'm", "describe me as", "a person who is". */
const SELF_COPULA = /^(?:i['’]?m|am|me as|who is|who['’]s)$/;

/**
 * Per sentence: does it hold something concrete, and which adjectives does the writer give themselves in it?
 * Adjectives are read through WordNet (the tagger often files a list's "compassionate" as a noun); a sentence with a
 * thing, name or number in it shows what it claims, so its adjectives are not counted.
 */
function sentencesRead(analysis: TextAnalysis, named: readonly string[]): { share: number; traits: string[] } {
  const names = named.map((n) => n.toLowerCase());
  const traits = new Set<string>();
  let long = 0;
  let concrete = 0;
  for (const sentence of analysis.sentences) {
    if (wordsIn(sentence) < 4) continue;
    long += 1;
    const lower = sentence.text.toLowerCase();
    const hasThing =
      // "patient" in "I'm kind, patient and shy" is a trait, not a thing: WordNet's adjectives do not count here.
      nounsByKind(sentence.tokens, named).concrete.some((w) => !isAdjective(w)) ||
      names.some((n) => lower.includes(n)) ||
      sentence.tokens.some((t) => t.kind === 'number');
    if (hasThing) {
      concrete += 1;
      continue;
    }
    const { tokens } = sentence;
    tokens.forEach((token, i) => {
      const pair = `${token.lower} ${tokens[i + 1]?.lower ?? ''}`;
      if (!SELF_COPULA.test(token.lower) && !SELF_COPULA.test(pair)) return;
      if (token.lower === 'am' && tokens[i - 1]?.lower !== 'i') return;
      // The clause after it, up to a stop, a preposition or another verb ("... girl who works", "looking for").
      const start = SELF_COPULA.test(token.lower) ? i + 1 : i + 2;
      const clause = tokens.slice(start, start + 13);
      for (const [k, next] of clause.entries()) {
        const word = next.lower;
        const after = clause[k + 1];
        // A word the tagger took for a verb is a trait only as a bare list item ("caring, compassionate").
        const listed = !after || after.pos === 'PUNCT' || after.pos === 'CCONJ';
        const verb = next.pos === 'VERB' && !(isAdjective(word) && listed);
        if (/^[.;:!?]$/.test(next.text) || verb || next.pos === 'ADP' || word === 'who') break;
        if (word.length < 4 || !['ADJ', 'NOUN', 'VERB'].includes(next.pos) || !isAdjective(word)) continue;
        // "compassionate" filed as a noun is the tagger's guess; "self" or "lover" are nouns WordNet knows.
        if (next.pos === 'NOUN' && nounKind(word) !== null) continue;
        // "interested in", "not sure": a word with a complement or under a "not" claims no trait.
        if (next.negated || (after && (after.pos === 'ADP' || after.pos === 'PART'))) continue;
        traits.add(word);
      }
    });
  }
  return { share: long ? concrete / long : 0, traits: [...traits] };
}

function realQuestionIn(analysis: TextAnalysis): string | null {
  for (const sentence of analysis.sentences) {
    const text = sentence.text.trim();
    if (!/[?？]/.test(text) || wordsIn(sentence) < 3) continue;
    // The question itself, not the run-on sentence it ends: from the last break before the "?".
    const part = /[^.!?;:\n]*\?/u.exec(text)?.[0]?.trim() ?? text;
    const question = part.split(/\s+/).length > 2 ? part : text;
    const lower = lowerApostrophes(question)
      .replace(/^[^\p{L}]+/u, '')
      .replace(/^(?:so|well|wow|ok|okay|really|hmm+|um+|anyway),?\s+/u, '');
    const words = question.split(/\s+/).length;
    if (RHETORICAL.test(lower) || words > 25 || (!TO_THE_READER.test(lower) && words > 15)) continue;
    return question;
  }
  return null;
}

function spread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
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
  const named = namedIn(analysis);
  const { concrete, abstract } = nounsByKind(analysis.tokens, named);
  const read = sentencesRead(analysis, named);
  const clicheFound = clicheMatches(bio);
  const negativeFound = negativity.all(lower);
  const demandFound = demandRules.all(lower);
  const invitations = hooks.all(lower);
  const voiceMarks = voiceRules.all(lower);
  return {
    analysis,
    characters: characters(bio),
    words: analysis.wordCount,
    details: detailsIn(analysis),
    concreteNouns: [
      ...new Set(nouns.filter((t) => t.lower.length > 2 && !GENERIC_NOUNS.has(t.lower)).map((t) => t.lemma)),
    ],
    demands: [...new Set(demandFound.map((m) => `"${m.matched}"`))],
    actions: actionsIn(analysis),
    asides: (bio.match(/\([^)]{3,}\)/g) ?? []).length,
    story: analysis.tokens.some((t) => t.pos === 'VERB' && (PAST_VERBS.has(t.lower) || /[^e]ed$/.test(t.lower))),
    abstractShare: nouns.length ? nouns.filter((t) => ABSTRACT.test(t.lower)).length / nouns.length : 0,
    commasPerSentence: (bio.match(/,/g) ?? []).length / Math.max(1, analysis.sentences.length),
    genericWords: [...new Set(wordTokens.map((t) => t.lower).filter((w) => GENERIC_WORDS.has(w)))],
    cliches: clicheFound.map((m) => m.matched),
    negatives: [...new Set(negativeFound.map((m) => `"${m.matched.trim()}"`))],
    question: /[?？]/.test(bio),
    invitation: invitations.length > 0,
    interests: [...new Set(findInterests(bio).map((i) => i.tag))],
    voice: [...new Set(voiceMarks.map((m) => m.then))],
    emoji: (bio.match(EMOJI) ?? []).length,
    meanSentenceWords: sentenceWords.length ? analysis.wordCount / sentenceWords.length : 0,
    longestSentenceWords: Math.max(0, ...sentenceWords),
    misspelt,
    sloppy,
    concreteThings: concrete,
    rareThings: concrete.map((word) => ({ word, senses: nounSenses(word) || 99 })),
    named,
    vague: [...new Set(wordTokens.filter((t) => GENERIC_WORDS.has(t.lower)).map((t) => t.lower))],
    abstractNouns: abstract,
    voiceMarks,
    realQuestion: realQuestionIn(analysis),
    invitations,
    sentenceVariety: spread(sentenceWords),
    negativeMatches: [...negativeFound, ...demandFound],
    concreteSentenceShare: read.share,
    emptyTraits: read.traits,
    rules: [...clicheFound, ...negativeFound, ...demandFound, ...invitations, ...voiceMarks].map((m) => m.rule),
  };
}
