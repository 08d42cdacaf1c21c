import type { CriterionScore, ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachContext, CoachPreferences } from '../engine';
import type { CarefulEdit } from './improve-bio';
import { findInterests } from './lexicon';
import type { BioFeatures } from './profile-features';
import { SCORE_MODEL } from './profile-rubric';
import { doingLinesIn, unwantedIn } from './suggestion-evidence';
import { compileRules } from './rules/matcher';
import { FIX_REASONS } from './rules/bio-edits.rules';
import {
  FIX_SUMMARIES,
  NOT_A_DEMAND,
  SUGGESTION_TEMPLATES,
  type SuggestionTemplate,
} from './rules/profile-suggestions.rules';

type Suggestion = ProfileAnalysis['suggestions'][number];

/** Fewer when unsure: every suggestion has to point at this bio, and a list of six is already a lot. */
const MAX_SUGGESTIONS = 6;
const WEAK_OPENING =
  /^(the|a|an|for|some|wide|great|good|new|next|other|lots|many|few|busy|big|little|same|whole|real)\b/i;
const notADemand = compileRules('profile-suggestions/not-a-demand', NOT_A_DEMAND, { flags: 'i' });

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const quoted = (items: readonly string[], most = 2) =>
  list(items.slice(0, most).map((i) => (/^".*"$/.test(i) ? i : `"${i}"`)));

/** The first words of a sentence, to point at it. */
function opening(sentence: string, words = 6): string {
  const all = sentence
    .trim()
    .replace(/^[\s.…,;:*-]+/u, '')
    .split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : sentence.trim().replace(/[.!]$/, '');
}

/** The kinds of fix the edit made ("a capital "I"", "capitals on names"). */
function fixKinds(edit: CarefulEdit): string[] {
  const byReason = new Map(Object.entries(FIX_REASONS).map(([kind, reason]) => [reason as string, kind]));
  const kinds = edit.edits.map((e) => byReason.get(e.reason.replace(/ \(\d+ times\)$/, '')));
  // In one order, so two bios with the same kinds of fix read alike.
  return Object.entries(FIX_SUMMARIES).flatMap(([kind, said]) => (kinds.includes(kind) ? [said] : []));
}

/** A template with its blanks filled; the rule id is the template's name. */
function fill(template: SuggestionTemplate, values: Record<string, string | number> = {}): string {
  return SUGGESTION_TEMPLATES[template].replace(/\{([A-Z_]+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function share(breakdown: CriterionScore[], name: string): number {
  const found = breakdown.find((c) => c.criterion === name);
  return found && found.max > 0 ? found.score / found.max : 0;
}

/** The sentence with the most concrete things in it. */
function liveliestSentence(features: BioFeatures): string | undefined {
  let best: { text: string; count: number } | undefined;
  const concrete = new Set(features.concreteNouns);
  for (const sentence of features.analysis.sentences) {
    const count = new Set(sentence.tokens.filter((t) => concrete.has(t.lemma)).map((t) => t.lemma)).size;
    if (count >= 2 && (!best || count > best.count)) best = { text: sentence.text, count };
  }
  return best?.text;
}

/** Demands in the bio's own voice: "you must" inside a title or a quote is left alone. */
function ownDemands(features: BioFeatures, context?: Pick<CoachContext, 'onRule'>): string[] {
  const lower = features.analysis.text.toLowerCase().replace(/’/g, "'");
  return features.demands.filter((demand) => {
    const phrase = demand.replace(/^"|"$/g, '');
    const at = lower.indexOf(phrase);
    const veto = at >= 0 ? notADemand.first(lower.slice(Math.max(0, at - 60), at)) : null;
    if (veto) context?.onRule?.(veto.rule);
    return !veto;
  });
}

/** A real question to the reader, as written: ends in "?" and speaks to "you" (not "why not?"). */
function questionIn(features: BioFeatures): string | undefined {
  return features.analysis.sentences
    .map((s) => s.text)
    .find((text) => /\?\s*$/.test(text) && /\b(you|your|u|ur)\b/i.test(text) && text.split(/\s+/).length >= 3);
}

/**
 * Suggestions about this bio, each naming its own words; what the edit already did is said as done, never asked
 * for again. Warnings first, then improvements, then one thing that already works.
 */
export function suggestionsFor(
  features: BioFeatures,
  breakdown: CriterionScore[],
  preferences: CoachPreferences | null,
  edit: CarefulEdit,
  context?: Pick<CoachContext, 'onRule'>,
): Suggestion[] {
  const warnings: Suggestion[] = [];
  const improvements: Suggestion[] = [];
  const positives: Suggestion[] = [];
  const say = (into: Suggestion[], type: Suggestion['type'], template: SuggestionTemplate, values = {}) => {
    into.push({ type, message: fill(template, values) });
    context?.onRule?.(`profile-suggestions/${template}`);
  };

  const cuts = edit.edits.filter((e) => e.kind === 'cut');
  for (const cut of cuts.slice(0, 2))
    say(improvements, 'improvement', 'cutDone', { QUOTE: quoted([opening(cut.from, 8)]), REASON: cut.reason });
  const cutText = cuts.map((c) => c.from.toLowerCase()).join(' ');
  const keptCliches = features.cliches.filter((c) => !cutText.includes(c.toLowerCase()) && c.split(' ').length > 1);
  if (keptCliches.length) {
    const where = features.analysis.sentences.find((s) => s.text.toLowerCase().includes(keptCliches[0]!));
    if (where) say(warnings, 'warning', 'clicheKept', { QUOTE: quoted(keptCliches, 1), OPENING: opening(where.text) });
  }
  // Real refusals, warnings and complaints only: naming the site ("okc", "on here") says nothing unwanted.
  const negative = unwantedIn(features.analysis.text);
  for (const n of negative) context?.onRule?.(n.match.rule);
  if (negative.length)
    say(warnings, 'warning', 'negative', {
      QUOTE: quoted(negative.map((n) => n.quote)),
      SAYS: negative.length > 1 ? 'say' : 'says',
    });
  const demands = ownDemands(features, context);
  if (demands.length) say(warnings, 'warning', 'demand', { QUOTE: quoted(demands, 2) });

  const added = edit.edits.find((e) => e.kind === 'add');
  const { short, ramble } = SCORE_MODEL.length;
  if (features.characters < short)
    say(improvements, 'improvement', 'short', {
      N: features.characters,
      FILL_HINT: fill(added ? 'shortFillHint' : 'shortNoFill'),
    });
  else if (features.characters > ramble) {
    const lively = liveliestSentence(features);
    if (lively) say(improvements, 'improvement', 'long', { N: features.characters, OPENING: opening(lively) });
  }
  if (added) {
    const gap = added.to.match(/\[[^\]]+\]/)?.[0];
    if (gap) say(improvements, 'improvement', 'fillIn', { FILL_IN: gap });
  }

  // Details worth naming back: several words, not opening on a word that says nothing ("the one", "wide range").
  const details = features.details
    .filter((d) => d.includes(' ') && !WEAK_OPENING.test(d) && !features.genericWords.some((g) => d.includes(g)))
    .slice(0, 2);
  // Only a bio with nothing concrete hears that a word could describe anyone: elsewhere its details already say more.
  if (features.genericWords.length && features.details.length === 0 && !added)
    say(improvements, 'improvement', 'generic', { QUOTE: quoted(features.genericWords, 1) });

  const split = edit.edits.some((e) => e.reason.startsWith('A long run-on'));
  const longest = features.analysis.sentences.find(
    (s) => s.tokens.filter((t) => t.kind === 'word').length === features.longestSentenceWords,
  );
  if (!split && longest && features.longestSentenceWords > SCORE_MODEL.readability.longestSentence)
    say(improvements, 'improvement', 'split', { N: features.longestSentenceWords, OPENING: opening(longest.text) });

  const mentioned = new Set(findInterests(features.analysis.text).map((i) => i.tag));
  const unmentioned = (preferences?.interests ?? []).filter((interest) =>
    findInterests(interest).every((m) => !mentioned.has(m.tag)),
  );
  if (unmentioned.length) say(improvements, 'improvement', 'interests', { INTERESTS: list(unmentioned.slice(0, 2)) });
  if (
    preferences?.datingGoal === 'serious' &&
    !/\b(looking for|relationship|long[- ]term)\b/i.test(features.analysis.text)
  )
    say(improvements, 'improvement', 'serious');
  if (features.emoji > 3) say(improvements, 'improvement', 'emoji', { N: features.emoji });

  // One thing that already works, when there is one to name.
  const question = questionIn(features);
  // Whole clauses of doing: not a state ("I value honesty", "being lazy") nor a clause cut short.
  const doing = doingLinesIn(features.analysis).filter((action) => action.split(' ').length > 2);
  if (question) say(positives, 'positive', 'questionPraise', { OPENING: opening(question, 8) });
  else if (share(breakdown, 'Specificity') >= 0.75 && details.length)
    say(positives, 'positive', 'detailsPraise', { QUOTE: quoted(details) });
  else if (doing.length) say(positives, 'positive', 'actionsPraise', { QUOTE: quoted(doing, 2) });

  const fixes = [...warnings, ...improvements].slice(0, positives.length ? MAX_SUGGESTIONS - 1 : MAX_SUGGESTIONS);
  const all = [...fixes, ...positives.slice(0, 1)];
  if (all.length) return all;
  // Nothing to point at: the edit's own changes are the advice, said by kind so the user knows what to look for.
  const fixed = edit.edits.length;
  const kinds = fixKinds(edit);
  const what = kinds.length ? `: ${list(kinds)}` : '';
  return [
    {
      type: 'positive',
      message: fixed
        ? `Little to change: the edit makes ${fixed === 1 ? 'one small fix' : `${fixed} small fixes`}${what}, listed below the bio.`
        : 'Little to change here: it reads as you wrote it.',
    },
  ];
}
