import type { TextAnalysis, Token } from './language/analyse';
import { PLAIN_VERBS } from './profile-features';
import { compileRules, type RuleMatch } from './rules/matcher';
import { NOT_DOING_VERBS, UNWANTED, UNWANTED_PIECES } from './rules/profile-suggestions.rules';

/**
 * What two of the Profile Coach's suggestions point at (profile-suggestions.ts): the lines that say what the writer
 * does not want, and the lines that show them doing something. Both quote whole clauses, so the suggestion is true
 * of the words it quotes.
 */

const unwanted = compileRules('profile-suggestions/unwanted', UNWANTED, { pieces: UNWANTED_PIECES });
const NOT_DOING = new Set(NOT_DOING_VERBS);
/** Where a clause ends: the quote stops there. */
const CLAUSE_END = /[.!?;,:()\n…]|\s-\s|\.\.|\b(?:but|so|and|because)\b/u;
/** A conjunction the match may start on, left out of the quote; a subject just before it, put in ("I don't"). */
const LEADING_LINK = /^(?:and|but|so|or)\s+/iu;
const SUBJECT_BEFORE = /(?:^|[^\p{L}'])((?:i|we|i'm|im|i am)\s+)$/iu;
const MOST_WORDS = 8;

/** The clause from `at` on, at least `length` long ("if you smoke, swipe left"), cut at MOST_WORDS words. */
function clauseFrom(text: string, at: number, length: number): string {
  const subject = SUBJECT_BEFORE.exec(text.slice(Math.max(0, at - 8), at))?.[1] ?? '';
  const rest = subject + text.slice(at).replace(LEADING_LINK, '');
  const from = Math.max(1, length);
  const end = rest.slice(from).search(CLAUSE_END);
  const clause = (end < 0 ? rest : rest.slice(0, end + from)).replace(/[\s\-–—]+$/u, '').trim();
  const words = clause.split(/\s+/);
  return words.length > MOST_WORDS ? `${words.slice(0, MOST_WORDS).join(' ')}…` : clause;
}

export interface Unwanted {
  /** The clause, quoted as the bio has it. */
  quote: string;
  match: RuleMatch<string>;
}

/** Refusals, warnings, complaints and conditions ("no drama", "if you smoke, swipe left"), each rule once. */
export function unwantedIn(text: string): Unwanted[] {
  const lower = text.toLowerCase().replace(/’/g, "'");
  // Lower-casing keeps the length of nearly every text; when it does not, the quote is lower case.
  const source = lower.length === text.length ? text : lower;
  const found = unwanted
    .all(lower)
    .map((match) => ({ quote: clauseFrom(source, match.index, match.matched.length), match }));
  // One clause once: "not interested in cheaters" holds the "cheaters" another rule found.
  const holds = (a: Unwanted, b: Unwanted) => a !== b && a.quote.toLowerCase().includes(b.quote.toLowerCase());
  return found.filter((b, i) => !found.some((a, j) => holds(a, b) && (a.quote !== b.quote || j < i)));
}

const STOP = new Set(['PUNCT', 'CCONJ', 'SCONJ', 'SYM']);
/** Words that start the next clause ("I moved out of france when …"): the clause of doing ends before them. */
const NEXT_CLAUSE = new Set(['i', 'so', 'when', 'then', 'where', 'while', 'because', 'as', 'since', 'until']);
const ENDS_CLAUSE = new Set(['NOUN', 'PROPN', 'NUM', 'ADV', 'VERB']);
/** Words after the verb a quoted clause of doing may have. */
const MOST_DOING_WORDS = 6;

/**
 * "I bake sourdough", "I keep bees": a first-person clause of doing, whole (it ends where its clause ends, not cut
 * before "of my time" or "to"), with a verb of doing (not "I value", "I prefer", "being lazy") in its finite form.
 */
export function doingLinesIn(analysis: TextAnalysis): string[] {
  const found = new Set<string>();
  for (const { tokens } of analysis.sentences)
    for (let i = 0; i + 1 < tokens.length; i += 1) {
      const verb = tokens[i + 1]!;
      if (tokens[i]!.lower !== 'i' || verb.pos !== 'VERB' || verb.negated) continue;
      if (PLAIN_VERBS.has(verb.lemma) || NOT_DOING.has(verb.lemma) || /ing$/.test(verb.lower)) continue;
      const rest: Token[] = [];
      let j = i + 2;
      // A run-on's next "i" starts a new clause ("I travel i prefer to couchsurf").
      // So does "to" before a verb: "I dream of taking over the world | to make it better".
      const startsNext = (k: number) =>
        NEXT_CLAUSE.has(tokens[k]!.lower) || (tokens[k]!.lower === 'to' && tokens[k + 1]?.pos === 'VERB');
      for (; j < tokens.length && !STOP.has(tokens[j]!.pos) && !startsNext(j); j += 1) rest.push(tokens[j]!);
      if (!rest.length || rest.length > MOST_DOING_WORDS || rest.some((t) => t.kind !== 'word')) continue;
      if (rest.some((t) => t.lemma === 'be' || t.lower === 'being')) continue;
      const last = rest.at(-1)!;
      // A number word at the end counts something the clause has not reached yet ("I play hockey two …").
      if (!ENDS_CLAUSE.has(last.pos) || (last.pos === 'NUM' && !/\d/.test(last.text))) continue;
      found.add(['I', verb.text, ...rest.map((t) => t.text)].join(' '));
    }
  return [...found];
}
