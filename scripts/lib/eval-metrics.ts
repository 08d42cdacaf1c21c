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
  const known = new Set(sources.flatMap((source) => words(source).map(stem)));
  return contentWords(rewrite.replace(/\[[^\]\n]*\]/g, ' ')).filter((w) => !known.has(stem(w)));
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
