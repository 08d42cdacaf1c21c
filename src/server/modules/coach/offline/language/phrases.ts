import { compileRules } from '../rules/matcher';
import { PHRASE_CUT_RULES, type PhraseCut } from '../rules/match-details.rules';
import type { TextAnalysis, Token } from './analyse';

/**
 * Whole phrases: whether a phrase taken from a text stands there whole, or was cut out of a longer one (a name, a
 * title, a number and what it counts, a hyphenated compound, a wink entity such as a DATE or DURATION). Openers quote
 * only whole phrases, so "40-hour work week" never becomes "the hour work week".
 */
const CUTS = compileRules('match-details', PHRASE_CUT_RULES);

const show = (t: Token | undefined) => (t ? `${t.lower}/${t.pos}` : '');
/** Glued when the text has no space between the two tokens. */
const gap = (next: Token | undefined) => (next && next.before === '' ? '' : ' ');

/** The place where tokens[start..end] stand, as the rules read it. */
export function phraseContext(tokens: readonly Token[], start: number, end: number): string {
  const [b2, b1, a1] = [tokens[start - 2], tokens[start - 1], tokens[end + 1]];
  const inside = tokens
    .slice(start, end + 1)
    .map((t, i) => (i ? gap(t) : '') + show(t))
    .join('');
  return `${show(b2)}${gap(b1)}${show(b1)}${gap(tokens[start])}⟨${inside}⟩${gap(a1)}${show(a1)}`;
}

/** Where the phrase's words stand in the text, as token spans (words compared in lower case, hyphens kept). */
function placesOf(analysis: TextAnalysis, phrase: string): [number, number][] {
  const words = phrase.toLowerCase().match(/[\p{L}\p{N}']+|-/gu) ?? [];
  const { tokens } = analysis;
  const places: [number, number][] = [];
  if (!words.length) return places;
  for (let i = 0; i + words.length <= tokens.length; i += 1)
    if (words.every((w, k) => tokens[i + k]!.lower === w)) places.push([i, i + words.length - 1]);
  return places;
}

/** Why the phrase is cut where it stands, or null when that place holds it whole. */
function cutAt(analysis: TextAnalysis, start: number, end: number): PhraseCut | 'inside-entity' | null {
  // Part of a date, duration or count, but not all of it ("hour" of "40-hour").
  const partial = analysis.entities.some(
    (e) => e.start <= end && start <= e.end && !(start <= e.start && end >= e.end),
  );
  if (partial) return 'inside-entity';
  return CUTS.first(phraseContext(analysis.tokens, start, end))?.then ?? null;
}

/**
 * Whether the phrase stands whole somewhere in the text. A phrase not found word for word (said back in other words,
 * as "hiking" for "hikes") is not a quotation, so it is not judged here: the caller decides.
 */
export function wholePhrase(analysis: TextAnalysis, phrase: string): { whole: boolean; found: boolean; cut?: string } {
  const places = placesOf(analysis, phrase);
  if (!places.length) return { whole: false, found: false };
  const cuts = places.map(([start, end]) => cutAt(analysis, start, end));
  if (cuts.includes(null)) return { whole: true, found: true };
  return { whole: false, found: true, cut: cuts[0]! };
}
