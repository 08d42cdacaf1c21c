import { editDistance } from '../../src/server/modules/screenshots/merge-screenshots';

/**
 * Pure figures for `npm run eval:coach` (docs/eval-coach.md): rank
 * correlation, percentiles, and the text checks (words a rewrite added,
 * generic openers, replies that answer the message). Heuristics on words,
 * not language understanding: each one is documented with its limits.
 */

/**
 * Function words and generic conversational words: they state no fact, so a
 * rewrite may add them and an opener sharing only them with a profile is
 * still generic. Short on purpose; words under 4 letters are ignored anyway.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `about above after again against also always among another anyone anything anyway around away back because been
  before being below best better between both bring came come comes coming could does doing done down during each
  either else enough even ever every everyone everything fact feel find first found from full gets getting give goes
  going gone good got great have having hear hello here hers herself hey himself honestly into just keep kind know
  last least less like likes little long look looking lots love loves made make makes many maybe mean might mine
  more most much must myself need never next nice none nothing often okay once only other others ours ourselves over
  own part people perhaps pick please pretty quite rather real really right said same say says see seem seems
  should show since some someone something sometimes soon sort still such sure take tell than thank thanks that their
  theirs them themselves then there these they thing things think this those though through thus time times today
  together tomorrow told too toward towards tried tries truly trying under until upon usually very want wants well
  went were what whatever when whenever where which while whoever whole whom whose will with within without wonder
  would yeah year years your yours yourself yourselves`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu;

/** Lower-cased words, with curly apostrophes straightened and a possessive "'s" dropped. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(WORD) ?? []
  ).map((w) => w.replace(/'s$/, ''));
}

/**
 * A light stem, so "hiking", "hikes" and "hiked" meet "hike" and "dogs" meets
 * "dog": the comparison is on stems, the words reported are as written.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (/\d/.test(w)) return w;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.length > 5 && (w.endsWith('ing') || w.endsWith('ers'))) w = w.slice(0, -3);
  else if (w.length > 4 && (w.endsWith('ed') || w.endsWith('er'))) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w
    .replace(/e$/, '')
    .replace(/y$/, 'i')
    .replace(/([^aeiou])\1$/, '$1');
}

/**
 * Content words: any number ("3", "10k", "2012"), and words of 4+ letters that
 * are not contractions ("don't") nor in STOP_WORDS. Without a part-of-speech
 * tagger this stands in for "nouns, numbers and names".
 */
export function contentWords(text: string): string[] {
  const seen = new Set<string>();
  for (const w of words(text)) {
    const isNumber = /\d/.test(w);
    if (!isNumber && (w.length < 4 || w.includes("'") || STOP_WORDS.has(w))) continue;
    seen.add(w);
  }
  return [...seen];
}

/** A fill-in line for the user to complete, "[your favourite trail]". */
export function hasPlaceholder(text: string): boolean {
  return /\[[^\]\n]+\]/.test(text);
}

/**
 * The sentences of a text that state something: questions claim nothing
 * ("What's the best trail you've done?"), nor does a fill-in line ("Most
 * weekends you will find me [doing ...]"), so both are left out.
 */
export function statements(text: string): string {
  return text
    .split(/(?<=[.!?\u2026])\s+|\n+/u)
    .filter((sentence) => !/\?[^\p{L}\p{N}]*$/u.test(sentence.trim()) && !hasPlaceholder(sentence))
    .join(' ');
}

/**
 * Content words of a rewrite found in none of the sources (the bio and
 * anything else the user typed): candidates for a fact the coach invented.
 * Text in square brackets is a placeholder, not a claim, and is skipped.
 */
export function addedContentWords(rewrite: string, sources: readonly string[]): string[] {
  const typed = sources.flatMap((source) => words(source));
  const known = new Set(typed.map(stem));
  return contentWords(rewrite.replace(/\[[^\]\n]*\]/g, ' ')).filter(
    (w) => !known.has(stem(w)) && !typed.some((t) => isSpellingFix(t, w)),
  );
}

/** "rasberries" → "raspberries": a correction of a word the user typed, not a new fact (same first letter, close). */
function isSpellingFix(typed: string, word: string): boolean {
  const [a, b] = [typed.toLowerCase(), word.toLowerCase()];
  if (a.length < 5 || a[0] !== b[0] || Math.abs(a.length - b.length) > 2) return false;
  return editDistance([...a], [...b]) <= Math.floor(b.length / 3);
}

/** An opener that shares no content word (by stem) with what the match wrote: it could be sent to anyone. */
export function isGenericOpener(message: string, matchText: string): boolean {
  const theirs = new Set(contentWords(matchText).map(stem));
  return !contentWords(message).some((w) => theirs.has(stem(w)));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A reply "answers" the incoming message when it contains one of the cues,
 * case-insensitively, starting at the start of a word (so the stem "congrat"
 * matches "congratulations", but the cue "in" does not match "thinking"), and
 * none of the mustNot phrases as whole words ("why" is not "whyever").
 */
export function answersMessage(reply: string, cues: readonly string[], mustNot: readonly string[]): boolean {
  const text = reply.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const at = (phrase: string, wholeWord: boolean) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.toLowerCase())}${wholeWord ? '(?![\\p{L}\\p{N}])' : ''}`, 'u').test(
      text,
    );
  return cues.some((cue) => at(cue, false)) && !mustNot.some((phrase) => at(phrase, true));
}

/** Ranks from 1, ties sharing the mean of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation (Pearson on average ranks); NaN under 2 pairs or when one side is constant. */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error('spearman: both series must have the same length');
  if (x.length < 2) return NaN;
  return pearson(averageRanks(x), averageRanks(y));
}

/** The p-th percentile (0-100), interpolated between the nearest ranks; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Share of lines that were given for 2+ different groups (profiles), compared lower-cased with spaces collapsed. */
export function repeatedLineShare(lines: readonly { group: string; text: string }[]): number {
  if (lines.length === 0) return NaN;
  const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const groups = new Map<string, Set<string>>();
  for (const { group, text } of lines) groups.set(key(text), (groups.get(key(text)) ?? new Set()).add(group));
  return lines.filter(({ text }) => groups.get(key(text))!.size >= 2).length / lines.length;
}

/** The arithmetic mean; NaN for no values. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Share of items that pass; NaN for none. */
export function share<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.length === 0 ? NaN : items.filter(test).length / items.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 29: the figures of a coach that must never say what a coach would throw away (docs/eval-coach.md).
// ---------------------------------------------------------------------------------------------------------------

const straighten = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');

/**
 * Function words of 2-3 letters (STOP_WORDS holds the longer ones): a frame keeps them, and they are never
 * the content a reply shares with a message.
 */
const SHORT_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but nor so of to in on at by for as up off out into with from is am are was be been do did does
  has had get got i me my we us our you u ur your he him his she her it its they them their this that who what how
  why when not no yes oh ah too all any one can may let lol haha its im ive id ill dont cant wont didnt isnt`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that say what a text is about: numbers, and words of 3+ letters that are not function words. */
export function topicWords(text: string): string[] {
  const seen = new Set<string>();
  for (const w of words(straighten(text))) {
    const isNumber = /\d/.test(w);
    if (!isNumber && (w.length < 3 || w.includes("'") || STOP_WORDS.has(w) || SHORT_FUNCTION_WORDS.has(w))) continue;
    seen.add(w);
  }
  return [...seen];
}

/**
 * The phrases a message quotes: text between “ ”, " ", ‘ ’ or ' ' (a single quote only where it is not an
 * apostrophe: no letter before the opening one nor after the closing one), trimmed of edge punctuation.
 */
export function quotedPhrases(message: string): string[] {
  const text = straighten(message);
  const found: string[] = [];
  for (const pattern of [/"([^"\n]+)"/gu, /(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu]) {
    for (const match of text.matchAll(pattern)) {
      const phrase = match[1]!.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (phrase) found.push(phrase);
    }
  }
  return found;
}

const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Texting forms and their spelled-out words meet in one form (apostrophes are dropped first), so a coach that
 * quotes "what's your job like" from "whats ur job like" quotes it whole.
 */
const TEXTSPEAK: Readonly<Record<string, string>> = {
  u: 'you',
  ur: 'your',
  youre: 'your',
  r: 'are',
  w: 'with',
  tho: 'though',
  bc: 'because',
  cuz: 'because',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
};

/** Why a quoted phrase is a cut fragment of the text it quotes, or null when it is whole. */
export type FragmentReason = 'not-in-text' | 'inside-compound' | 'after-number' | 'cuts-whole-phrase';

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Start offsets of `phrase` in `text` at word boundaries (both already lower-cased and straightened). */
function occurrences(text: string, phrase: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(phrase); i >= 0; i = text.indexOf(phrase, i + 1)) {
    if (!isWordChar(text[i - 1]) && !isWordChar(text[i + phrase.length])) at.push(i);
  }
  return at;
}

/**
 * A quoted phrase is whole when one of its places in the text (at word boundaries; case, apostrophes and
 * texting forms ignored) is not inside a hyphenated or number compound ("hour work week" of "40-hour work week"), does not
 * start right after a number ("pilots" of "twenty one pilots", "marathons" of "3 marathons"), and neither cuts
 * through one of `wholePhrases` (the names, titles and counted things the text holds) nor sits inside one without
 * being all of it. Otherwise the first place's reason is returned; "not-in-text" when it is nowhere.
 */
export function fragmentReason(
  phrase: string,
  text: string,
  wholePhrases: readonly string[] = [],
): FragmentReason | null {
  const norm = (s: string) =>
    straighten(s)
      .toLowerCase()
      .replace(/'/g, '')
      .replace(/[\p{L}]+/gu, (w) => TEXTSPEAK[w] ?? w)
      .replace(/\s+/g, ' ')
      .trim();
  const body = norm(text);
  const quoted = norm(phrase);
  const places = quoted ? occurrences(body, quoted) : [];
  if (places.length === 0) return 'not-in-text';
  const spans = wholePhrases.flatMap((w) => {
    const whole = norm(w);
    return whole ? occurrences(body, whole).map((start) => [start, start + whole.length] as const) : [];
  });
  const reasonAt = (start: number): FragmentReason | null => {
    const end = start + quoted.length;
    const hyphenBefore = body[start - 1] === '-' && isWordChar(body[start - 2]);
    const hyphenAfter = body[end] === '-' && isWordChar(body[end + 1]);
    if (hyphenBefore || hyphenAfter) return 'inside-compound';
    const before = /([\p{L}\p{N}]+)\s+$/u.exec(body.slice(Math.max(0, start - 30), start))?.[1];
    if (before && (/^\d/.test(before) || NUMBER_WORDS.has(before))) return 'after-number';
    const cuts = spans.some(([s, e]) => start < e && s < end && !(start <= s && end >= e));
    return cuts ? 'cuts-whole-phrase' : null;
  };
  const reasons = places.map(reasonAt);
  return reasons.includes(null) ? null : reasons[0]!;
}

/**
 * A message's frame: its words lower-cased, every topic word found in the input (by stem) replaced by "_", runs
 * of slots collapsed, punctuation kept as tokens. Two openers built on the same template for different profiles
 * share a frame ("your _ sounds fun. what is your favourite _?").
 */
export function frame(message: string, input: string): string {
  const theirs = new Set(topicWords(input).map(stem));
  const tokens =
    straighten(message)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*|[^\s\p{L}\p{N}]/gu) ?? [];
  const out: string[] = [];
  for (const token of tokens) {
    const slot = /[\p{L}\p{N}]/u.test(token) && theirs.has(stem(token.replace(/'s$/, '')));
    const value = slot ? '_' : token;
    // A run of slots (one phrase of the input, "sourdough bread") is one slot.
    if (value === '_' && out.at(-1) === '_') continue;
    out.push(value);
  }
  return out.join(' ');
}

/** The share of items whose key is one of the `top` most common keys (ties broken by first appearance). */
export function topKeysShare(keys: readonly string[], top = 8): number {
  if (keys.length === 0) return NaN;
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const largest = [...counts.values()].sort((a, b) => b - a).slice(0, top);
  return largest.reduce((a, b) => a + b, 0) / keys.length;
}

/** Lines that would fit any message: a coach never sends them to a message that says something. */
const FILLER_LINES = [
  /\btell me more\b/,
  /\bhow did (?:you|u) feel\b/,
  /\bhow (?:do|does) (?:that|it) make (?:you|u) feel\b/,
  /\bthat'?s (?:really |so |very )?interesting\b/,
  /\bsounds (?:really |so |very )?interesting\b/,
  /\bwhat do (?:you|u) mean\b/,
  /\bthinking of (?:you|u)\b/,
  /\bno need to reply\b/,
];

/**
 * A reply option is filler when it is one of the generic lines above, or when the message has content and the
 * reply shares none of its topic words (by stem): it could answer anything.
 */
export function isFiller(reply: string, incoming: string, hasContent: boolean): boolean {
  const text = straighten(reply).toLowerCase();
  if (FILLER_LINES.some((line) => line.test(text))) return true;
  if (!hasContent) return false;
  const theirs = new Set(topicWords(incoming).map(stem));
  return !topicWords(reply).some((w) => theirs.has(stem(w)));
}

/**
 * Whether the act Help Me Reply read is the kind the writer labelled: a story or small talk is "chat" (or a "short"
 * line), and mild bad luck may be read as a story or as bad news (its tone keeps it light).
 */
export function actMatchesKind(act: string, kind: string): boolean {
  if (kind === 'story' || kind === 'small-talk' || kind === 'chat') return act === 'chat' || act === 'short';
  if (kind === 'mild-bad-luck') return ['chat', 'bad-news', 'short'].includes(act);
  return act === kind;
}

/** At least 2 of the first 3 replies answer the message (answersMessage): the user reads those first. */
export function repliesInKind(
  replies: readonly string[],
  cues: readonly string[],
  mustNot: readonly string[],
): boolean {
  return replies.slice(0, 3).filter((reply) => answersMessage(reply, cues, mustNot)).length >= 2;
}

/**
 * Pairs of different messages (by text, case and spaces ignored) that were given the identical set of replies
 * (in any order): replies chosen by type, deaf to what was said.
 */
export function sameSetPairs(
  items: readonly { id: string; incoming: string; replies: readonly string[] }[],
): [string, string][] {
  const key = (text: string) => straighten(text).toLowerCase().replace(/\s+/g, ' ').trim();
  const pairs: [string, string][] = [];
  const setKey = items.map((item) => [...item.replies].map(key).sort().join('\n'));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (items[i]!.replies.length === 0 || setKey[i] !== setKey[j]) continue;
      if (key(items[i]!.incoming) !== key(items[j]!.incoming)) pairs.push([items[i]!.id, items[j]!.id]);
    }
  }
  return pairs;
}

/** Sentences: split after . ! ? … and at line breaks; empty pieces dropped. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?\u2026])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const stemsOf = (text: string) => words(straighten(text)).map(stem);

/** Share of the original's words (by light stem, counted as a multiset) that the rewrite still holds. */
export function keptWordShare(original: string, rewrite: string): number {
  const before = stemsOf(original);
  if (before.length === 0) return NaN;
  const left = new Map<string, number>();
  for (const s of stemsOf(rewrite)) left.set(s, (left.get(s) ?? 0) + 1);
  let kept = 0;
  for (const s of before) {
    const n = left.get(s) ?? 0;
    if (n > 0) {
      kept++;
      left.set(s, n - 1);
    }
  }
  return kept / before.length;
}

/** How much of sentence `a`'s words (set of stems) sentence `b` holds, 0-1. */
function overlap(a: string, b: string): number {
  const mine = new Set(stemsOf(a));
  if (mine.size === 0) return 0;
  const theirs = new Set(stemsOf(b));
  return [...mine].filter((s) => theirs.has(s)).length / mine.size;
}

/** An original sentence is kept when a rewrite sentence holds 60 % of its words (spelling fixes and cuts allowed). */
const KEPT = 0.6;

/**
 * Every original sentence the rewrite keeps appears in the original order: each kept sentence is matched to the
 * first rewrite sentence, at or after the previous match, that holds 60 % of its words, and those positions never go
 * back (a punchline moved before its setup fails; a run-on split in two, two sentences joined, or a sentence the bio
 * says twice, passes).
 */
export function keptSentencesInOrder(original: string, rewrite: string): boolean {
  const after = sentencesOf(rewrite);
  let last = -1;
  for (const sentence of sentencesOf(original)) {
    const kept = after.flatMap((s, i) => (overlap(sentence, s) >= KEPT ? [i] : []));
    if (kept.length === 0) continue;
    // A sentence the bio says twice ("If not, that's fine too.") is kept in order if some copy comes after the last.
    const at = kept.find((i) => i >= last);
    if (at === undefined) return false;
    last = at;
  }
  return true;
}

/**
 * The rewrite ends on a line the original does not have: its last sentence holds less than 60 % of its words in
 * any one original sentence (a stock closing question, even one built from the bio's words, counts; a fill-in
 * sentence does not).
 */
export function addsClosingLine(original: string, rewrite: string): boolean {
  const last = sentencesOf(rewrite).at(-1);
  // A sentence with a [fill-in] is the user's to write, not the coach's closing line: it is counted apart, as
  // "rewrites with a [fill-in]" (decision 0054).
  if (!last || hasPlaceholder(last)) return false;
  return !sentencesOf(original).some((sentence) => overlap(last, sentence) >= KEPT);
}

/**
 * The most common frame among groups (a bio's suggestions): how many groups hold it (once each), as a share of
 * the groups, with the frame itself.
 */
export function mostCommonShare(groups: readonly (readonly string[])[]): { key: string; share: number } {
  if (groups.length === 0) return { key: '', share: NaN };
  const counts = new Map<string, number>();
  for (const group of groups) for (const key of new Set(group)) counts.set(key, (counts.get(key) ?? 0) + 1);
  let best = { key: '', count: 0 };
  for (const [key, count] of counts) if (count > best.count) best = { key, count };
  return { key: best.key, share: best.count / groups.length };
}

/** An idea is on the interests when its title or description holds one of the words (at a word's start, as cues). */
export function coversInterest(
  idea: { title: string; description: string },
  interestWords: readonly string[],
): boolean {
  return answersMessage(`${idea.title} ${idea.description}`, interestWords, []);
}
