import winkNLP, { type ItemCustomEntity, type ItemEntity, type ItemSentence, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The offline coach's reading of a text, from wink-nlp's English model (decision 0016): sentences that survive
 * "etc." and emoji, tokens with parts of speech, lemmas and negation, noun phrases, and sentiment. Every tool
 * reads text through here, so they agree on what a sentence or a detail is.
 */
export interface Token {
  text: string;
  lower: string;
  lemma: string;
  /** Universal part of speech: NOUN, PROPN, VERB, ADJ, PRON, NUM, PUNCT, SYM (emoji), ... */
  pos: string;
  /** word, number, punctuation, emoji, emoticon, url, email, hashtag, mention, symbol, ... */
  kind: string;
  /** Inside the scope of a negation ("don't *like drama*"). */
  negated: boolean;
  /** Whitespace before it in the text, to put a sentence back together as written. */
  before: string;
}

export interface Sentence {
  text: string;
  tokens: Token[];
  /** wink's sentiment, -1 to 1. */
  sentiment: number;
  /** Noun phrases: an optional adjective, then nouns or proper nouns ("favourite taco spot", "Mt Tam"). */
  nounPhrases: string[];
}

export interface TextAnalysis {
  text: string;
  sentences: Sentence[];
  tokens: Token[];
  /** Words (not punctuation, emoji or symbols). */
  wordCount: number;
  /** wink's named entities (DATE, TIME, DURATION, CARDINAL, ORDINAL, ...), as spans of `tokens` (inclusive). */
  entities: Entity[];
}

export interface Entity {
  text: string;
  type: string;
  start: number;
  end: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let loaded: Nlp | undefined;

/** The model loads once, on first use (about 100 ms and 10 MB), so a server that never coaches never pays. */
function nlp(): Nlp {
  if (!loaded) {
    loaded = winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos', 'cer']);
    loaded.learnCustomEntities([{ name: 'nounPhrase', patterns: ['[|ADJ] [NOUN|PROPN] [|NOUN|PROPN] [|NOUN|PROPN]'] }]);
  }
  return loaded;
}

/**
 * Runs `read` on an engine loaded afresh, then goes back to the shared one. wink adds every new word it meets to its
 * lexicon, and a word it knows is no longer cut ("brother's." once read, "brother's" is one token): what a text reads
 * as depends on what was read before. Training reads its messages this way, so the same messages give the same model
 * whatever else the process read first.
 */
export function onFreshEngine<T>(read: () => T): T {
  const shared = loaded;
  loaded = undefined;
  try {
    return read();
  } finally {
    loaded = shared;
  }
}

let withEntities: Nlp | undefined;

/**
 * wink's entities, read by an engine of their own: the NER step changes how the main pipeline reads some texts, so
 * it runs only for the tools that ask for entities (openers), on the same tokens.
 */
function entitiesOf(text: string): Entity[] {
  withEntities ??= winkNLP(model, ['sbd', 'pos', 'ner']);
  const its = withEntities.its;
  const entities: Entity[] = [];
  withEntities
    .readDoc(text)
    .entities()
    .each((entity: ItemEntity) => {
      const [start, end] = entity.out(its.span) as unknown as [number, number];
      entities.push({ text: entity.out(), type: entity.out(its.type), start, end });
    });
  return entities;
}

const WORD_KINDS = new Set(['word', 'number', 'hashtag', 'mention']);

export function analyse(text: string): TextAnalysis {
  const engine = nlp();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const sentences: Sentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: Token[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out(its.value);
      tokens.push({
        text: value,
        lower: value.toLowerCase(),
        // wink's typings give `its.lemma` a signature `out` does not accept; at run time it is an ordinary `its`.
        lemma: token.out(its.lemma as unknown as typeof its.value),
        pos: token.out(its.pos),
        kind: token.out(its.type),
        negated: token.out(its.negationFlag) === true,
        before: String(token.out(its.precedingSpaces) ?? ''),
      });
    });
    const phrases: string[] = [];
    sentence.customEntities().each((entity: ItemCustomEntity) => {
      phrases.push(entity.out());
    });
    sentences.push({
      text: sentence.out(),
      tokens,
      sentiment: Number(sentence.out(its.sentiment)) || 0,
      nounPhrases: phrases,
    });
  });
  const tokens = sentences.flatMap((s) => s.tokens);
  let entities: Entity[] | undefined;
  return {
    text,
    sentences,
    tokens,
    wordCount: tokens.filter((t) => WORD_KINDS.has(t.kind)).length,
    // Read on first use only.
    get entities() {
      return (entities ??= entitiesOf(text));
    },
  };
}

/** Forms that differ from their lemma without being past: present "be", contractions' halves, modals. */
const NOT_PAST = /^(am|are|ll|re|ve|m|d|ca|wo|nt|na|ta|could|would|should|might|must)$/;

/**
 * A verb in the past tense: a form that is not its lemma, not the present's "-s" or "-ing", nor one of NOT_PAST
 * ("stole", "missed", "was"; not "lists", "wearing", "are", "'ll"). The tagger gives no tense of its own.
 */
export const isPast = (t: Token) =>
  (t.pos === 'VERB' || t.pos === 'AUX') &&
  t.lower !== t.lemma &&
  /^[a-z]+$/.test(t.lower) &&
  !/(s|ing)$/.test(t.lower) &&
  !NOT_PAST.test(t.lower);
