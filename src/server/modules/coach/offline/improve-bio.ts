import type { BioEdit } from '../../../../shared/schemas/coach';
import { BIO_INPUT_MAX } from '../../../../shared/coach-options';
import type { CoachContext, CoachPreferences } from '../engine';
import type { Sentence, Token } from './language/analyse';
import { foreignWords } from './language/foreign';
import { correctSpelling, isMisspelt, isWord, properCase } from './language/spelling';
import { findInterests } from './lexicon';
import { bioFeatures, characters, type BioFeatures } from './profile-features';
import {
  BRAND_SPELLING,
  CLICHE_SENTENCE_RULES,
  FILL_IN_TEMPLATES,
  FIX_REASONS,
  NAME_PREFIXES,
  NEW_PLACES,
  TEXTSPEAK,
  type FixReason,
} from './rules/bio-edits.rules';
import { compileRules } from './rules/matcher';

/**
 * The improved bio is a careful edit of the user's own (decision 0054): every sentence, fact and joke stays, in its
 * order. It fixes what is plainly wrong (texting forms, a lone "i", capitals, clear misspellings, "!!!", run-ons),
 * cuts a sentence only when the whole sentence is a cliché and the bio keeps most of its words, and, when the bio
 * gives a match nothing to reply to, adds one sentence with a fill-in in square brackets that only the user can
 * complete. Every change is listed with its reason, so the screen can show what changed and why.
 */
export interface CarefulEdit {
  text: string;
  edits: BioEdit[];
}

const clicheSentences = compileRules('bio-edits/cliche-sentences', CLICHE_SENTENCE_RULES, { flags: 'i' });

/** At most this many edits are listed (repeats are counted, not listed twice). */
const MAX_EDITS = 24;
/** A cut never takes the bio below this share of its words. */
const KEEP_WORDS = 0.8;
/** A sentence this long is split where a new thought starts with "I". */
const RUN_ON_WORDS = 30;
const WORD_KINDS = new Set(['word', 'number']);
const END_MARK = /[.!?…)"”'\p{Extended_Pictographic}]$/u;

type Note = (edit: BioEdit, rule: string) => void;

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}']+/gu) ?? []).length;
const upperFirst = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** A token's fixed spelling and why, or null when it stays as written. */
function fixToken(token: Token, next: Token | undefined): { to: string; reason: FixReason; rule: string } | null {
  const lower = token.lower.replace(/’/g, "'");
  const fix = TEXTSPEAK[lower];
  // Texting forms only as written in lower case ("RN" is a nurse), the "i" forms whatever their case.
  if (fix && (token.text === lower || /^i\b/.test(lower))) {
    const to = (next && (fix.nextWords?.[next.lower] ?? fix.next?.[next.pos])) ?? fix.to;
    if (to === token.text) return null;
    return { to, reason: /^i('|$)/.test(lower) ? 'lone_i' : 'textspeak', rule: `bio-edits/textspeak/${lower}` };
  }
  if (token.kind !== 'word' || token.text !== lower || !/^\p{Ll}+$/u.test(lower)) return null;
  // Two letters are a code, not a name: "ne" is Nebraska here, "au" is French, "ba" a degree.
  const named = lower.length > 2 ? properCase(lower) : undefined;
  if (named) return { to: named, reason: 'name', rule: 'bio-edits/fix/name' };
  if (lower.length >= 4 && !BRAND_SPELLING.test(lower) && isMisspelt(lower)) {
    const spelt = correctSpelling(lower);
    if (spelt && spelt.toLowerCase() !== lower)
      return { to: spelt, reason: 'spelling', rule: 'bio-edits/fix/spelling' };
  }
  return null;
}

/** The tokens put back together with the user's own spacing; whitespace tokens at either end are left out. */
function rebuild(tokens: readonly Token[], texts: readonly string[]): string {
  let first = 0;
  let last = tokens.length;
  while (first < last && !tokens[first]!.text.trim()) first += 1;
  while (last > first && !tokens[last - 1]!.text.trim()) last -= 1;
  let text = '';
  for (let i = first; i < last; i += 1) text += (i > first ? tokens[i]!.before : '') + texts[i];
  return text;
}

/** One sentence, fixed; null when its tokens do not give back its text (then it is left exactly as written). */
function fixSentence(
  sentence: Sentence,
  note: Note,
  startsSentence: boolean,
  context?: Pick<CoachContext, 'onRule'>,
): string | null {
  const { tokens } = sentence;
  // Words in another language are the user's to spell: no capital on their nouns, no "correction".
  const foreign = foreignWords(tokens);
  if (foreign.size) context?.onRule?.('bio-edits/foreign');
  if (
    rebuild(
      tokens,
      tokens.map((t) => t.text),
    ) !== sentence.text
  )
    return null;
  // "dont", "cant": the tokenizer splits them ("do" + "nt"); written out as one word, the "nt" part left empty.
  const glued = new Set<number>();
  for (let i = 1; i < tokens.length; i += 1) {
    const whole = `${tokens[i - 1]!.lower}nt`;
    if (tokens[i]!.lower !== 'nt' || tokens[i]!.before || foreign.has(i) || !TEXTSPEAK[whole]) continue;
    glued.add(i);
  }
  const texts = tokens.map((token, i) => {
    if (foreign.has(i)) return token.text;
    if (glued.has(i)) return '';
    if (glued.has(i + 1)) {
      const written = `${token.text}${tokens[i + 1]!.text}`;
      const to = TEXTSPEAK[written.toLowerCase()]!.to;
      const spelt = token.text === token.lower ? to : upperFirst(to);
      note(
        { kind: 'fixed', from: written, to: spelt, reason: FIX_REASONS.textspeak },
        `bio-edits/textspeak/${written.toLowerCase()}`,
      );
      return spelt;
    }
    const fix = fixToken(
      token,
      tokens.slice(i + 1).find((t) => t.text.trim()),
    );
    if (!fix) return token.text;
    note({ kind: 'fixed', from: token.text, to: fix.to, reason: FIX_REASONS[fix.reason] }, fix.rule);
    return fix.to;
  });
  // "south africa" -> "South Africa": the word before a name that is part of it takes the capital too.
  for (let i = 1; i < tokens.length; i += 1) {
    const prefix = tokens[i - 1]!;
    const newPlace = prefix.text === 'new' && NEW_PLACES.has(tokens[i]!.text);
    if (newPlace && texts[i] === tokens[i]!.text) {
      texts[i] = upperFirst(texts[i]!);
      note({ kind: 'fixed', from: tokens[i]!.text, to: texts[i]!, reason: FIX_REASONS.name }, 'bio-edits/fix/name');
    }
    const named = texts[i] !== tokens[i]!.text && /^\p{Lu}/u.test(texts[i]!);
    if (!newPlace && (!named || !NAME_PREFIXES.has(prefix.text))) continue;
    const to = upperFirst(prefix.text);
    note({ kind: 'fixed', from: prefix.text, to, reason: FIX_REASONS.name }, 'bio-edits/fix/name-prefix');
    texts[i - 1] = to;
  }
  const first = tokens.findIndex((t) => WORD_KINDS.has(t.kind));
  // "tv", "sf", "fyi" or "diy" at the start is an abbreviation, not a word to capitalise.
  const word = texts[first] ?? '';
  const abbreviation = !/[aeiouy]/.test(word) || (word.length <= 3 && !isWord(word));
  if (startsSentence && first >= 0 && /^\p{Ll}/u.test(word) && !abbreviation && !foreign.has(first)) {
    const to = upperFirst(texts[first]!);
    // The word as read, with the part the tokenizer split off ("can't", not "ca").
    const rest =
      tokens[first + 1] && !tokens[first + 1]!.before && /^[\p{L}'’]+$/u.test(texts[first + 1]!)
        ? texts[first + 1]!
        : '';
    note(
      { kind: 'fixed', from: texts[first]! + rest, to: to + rest, reason: FIX_REASONS.capital },
      'bio-edits/fix/capital',
    );
    texts[first] = to;
  }
  let text = rebuild(tokens, texts).replace(/([!?])[!?]+/g, (marks, mark: string) => {
    note({ kind: 'fixed', from: marks, to: mark, reason: FIX_REASONS.punctuation }, 'bio-edits/fix/punctuation');
    return mark;
  });
  if (tokens.filter((t) => WORD_KINDS.has(t.kind)).length > RUN_ON_WORDS) text = splitRunOn(text, note);
  return text;
}

/** ", I ..." inside a long sentence starts a new one, when both halves are sentences of six words or more. */
function splitRunOn(text: string, note: Note): string {
  const at = [...text.matchAll(/,\s+(I(?:'m|'ve|'d|'ll)?)\s/g)].find(
    (m) => wordCount(text.slice(0, m.index)) >= 6 && wordCount(text.slice(m.index)) >= 7,
  );
  if (!at) return text;
  const from = `${at[0].trim()}`;
  note({ kind: 'fixed', from, to: `. ${at[1]}`, reason: FIX_REASONS.run_on }, 'bio-edits/fix/run-on');
  return `${text.slice(0, at.index)}. ${text.slice(at.index + at[0].length - at[1]!.length - 1)}`;
}

/** The sentence's words alone, to match a cliché sentence against: no closing marks or emoji. */
const bare = (text: string) =>
  text
    .replace(/[’]/g, "'")
    .replace(/[\s.!?…,;:)\p{Extended_Pictographic}]+$/u, '')
    .replace(/^[\s\-•*(]+/u, '')
    .trim();

/** One fill-in sentence, after the sentence that names the interest it asks about (or at the end). */
function fillIn(
  features: BioFeatures,
  preferences: CoachPreferences | null,
): { after: number; text: string; rule: string } | null {
  const sentences = features.analysis.sentences;
  for (const [index, sentence] of sentences.entries())
    for (const { tag } of findInterests(sentence.text)) {
      const text = FILL_IN_TEMPLATES[tag];
      if (text) return { after: index, text, rule: `bio-edits/fill-in/${tag}` };
    }
  for (const interest of preferences?.interests ?? [])
    for (const { tag } of findInterests(interest)) {
      const text = FILL_IN_TEMPLATES[tag];
      if (text) return { after: sentences.length - 1, text, rule: `bio-edits/fill-in/${tag}` };
    }
  return { after: sentences.length - 1, text: FILL_IN_TEMPLATES.none!, rule: 'bio-edits/fill-in/none' };
}

/** Nothing a match could reply to: no detail at all, or a line or two with at most one. */
export function needsFillIn(features: BioFeatures): boolean {
  return features.details.length === 0 || (features.words < 25 && features.details.length < 2 && !features.question);
}

/** Repeated edits once each, counted in their reason; at most MAX_EDITS. */
function collapse(edits: readonly BioEdit[]): BioEdit[] {
  const seen = new Map<string, { edit: BioEdit; count: number }>();
  for (const edit of edits) {
    const key = `${edit.kind}\u0000${edit.from}\u0000${edit.to}\u0000${edit.reason}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { edit, count: 1 });
  }
  const clip = (text: string) => ([...text].length > 300 ? `${[...text].slice(0, 299).join('')}…` : text);
  return [...seen.values()]
    .map(({ edit, count }) => ({
      ...edit,
      from: clip(edit.from),
      to: clip(edit.to),
      reason: count > 1 ? `${edit.reason} (${count} times)` : edit.reason,
    }))
    .slice(0, MAX_EDITS);
}

export function editBio(
  bio: string,
  preferences: CoachPreferences | null,
  features: BioFeatures = bioFeatures(bio),
  context?: Pick<CoachContext, 'onRule'>,
  /** False: no sentence is cut (when cutting one would lower the bio's score, a short bio's last line say). */
  cuts = true,
): CarefulEdit {
  const original = features.analysis.text;
  const edits: BioEdit[] = [];
  const note: Note = (edit, rule) => {
    edits.push(edit);
    context?.onRule?.(rule);
  };
  const sentences = features.analysis.sentences;
  const totalWords = wordCount(original);
  let cutWords = 0;
  const addition = needsFillIn(features) ? fillIn(features, preferences) : null;

  let out = '';
  let cursor = 0;
  for (const [index, sentence] of sentences.entries()) {
    const at = original.indexOf(sentence.text, cursor);
    if (at < 0) continue;
    const gap = original.slice(cursor, at);
    cursor = at + sentence.text.length;
    const cliche = sentences.length > 1 ? clicheSentences.first(bare(sentence.text)) : null;
    const words = wordCount(sentence.text);
    if (cuts && cliche && totalWords - cutWords - words >= KEEP_WORDS * totalWords) {
      cutWords += words;
      note({ kind: 'cut', from: sentence.text, to: '', reason: cliche.then }, cliche.rule);
      // The space before a cut sentence goes with it; the next sentence brings its own.
      continue;
    }
    // The splitter also breaks at "..." and inside brackets: only after a full stop, "!", "?" or a line break does
    // a new sentence start (and take a capital).
    // A mark starts a sentence only with a space after it ("typelogic.com", "critic....ok" do not) and before a
    // word ("that?, and man" goes on).
    const head = original.slice(0, at);
    const starts =
      !head.trim() || /\n\s*$/.test(head) || (/(?<!\.)[.!?]\s+$/.test(head) && !/^[,;:]/.test(sentence.text));
    let text = fixSentence(sentence, note, starts, context) ?? sentence.text;
    // Two sentences on one line need a mark between them.
    const next = sentences[index + 1];
    const between = next ? original.slice(cursor, original.indexOf(next.text, cursor)) : '\n';
    if (!END_MARK.test(text) && !/\n/.test(between) && wordCount(text) >= 3) {
      note(
        {
          kind: 'fixed',
          from: sentence.text.split(/\s+/).slice(-2).join(' '),
          to: `${text.split(/\s+/).slice(-2).join(' ')}.`,
          reason: FIX_REASONS.full_stop,
        },
        'bio-edits/fix/full-stop',
      );
      text += '.';
    }
    out += (out ? gap : '') + text;
    if (addition && addition.after === index) {
      const separator = END_MARK.test(text) ? ' ' : '. ';
      if (characters(out) + characters(addition.text) + characters(original) - cursor < BIO_INPUT_MAX) {
        out += separator + addition.text;
        note({ kind: 'add', from: '', to: addition.text, reason: addReason(features) }, addition.rule);
      }
    }
  }
  out += original.slice(cursor).replace(/^\s+$/, '');
  return { text: out.trim() || original, edits: collapse(edits) };
}

function addReason(features: BioFeatures): string {
  return features.details.length === 0
    ? 'Nothing here yet that a match could ask about: one true detail, in your words, gives them an opening.'
    : 'One more detail in your words gives a match something to reply to.';
}

/** The edited bio's text (kept for callers that only need the words). */
export function improveBio(bio: string, preferences: CoachPreferences | null, features = bioFeatures(bio)): string {
  return editBio(bio, preferences, features).text;
}
