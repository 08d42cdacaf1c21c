import type { CriterionScore, ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import { correctSpelling } from './language/spelling';
import { findInterests } from './lexicon';
import type { BioFeatures } from './profile-features';
import { SCORE_MODEL } from './profile-rubric';

type Suggestion = ProfileAnalysis['suggestions'][number];

const MAX_SUGGESTIONS = 8;

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const quoted = (items: readonly string[], most = 2) => list(items.slice(0, most).map((i) => `"${i}"`));

/** The first words of a sentence, to point at it. */
function opening(sentence: string, words = 6): string {
  const all = sentence
    .trim()
    .replace(/^[\s.…,;:*-]+/u, '')
    .split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : sentence.trim();
}

/** Share of its maximum a criterion reached. */
function share(breakdown: CriterionScore[], name: string): number {
  const found = breakdown.find((c) => c.criterion === name);
  return found && found.max > 0 ? found.score / found.max : 0;
}

/** The sentence with the most concrete things in it: the one worth leading with. */
function liveliestSentence(features: BioFeatures): string | undefined {
  let best: { text: string; count: number } | undefined;
  const concrete = new Set(features.concreteNouns);
  for (const sentence of features.analysis.sentences) {
    const count = new Set(sentence.tokens.filter((t) => concrete.has(t.lemma)).map((t) => t.lemma)).size;
    if (count >= 2 && (!best || count > best.count)) best = { text: sentence.text, count };
  }
  return best?.text;
}

/**
 * Suggestions about this bio: they quote its own words (the phrase to cut, the word that could describe anyone,
 * the detail worth leading with, the sentence to split). Advice that fits any bio only where nothing specific
 * applies. Warnings first, then improvements, then what already works.
 */
export function suggestionsFor(
  features: BioFeatures,
  breakdown: CriterionScore[],
  preferences: CoachPreferences | null,
): Suggestion[] {
  const warnings: Suggestion[] = [];
  const improvements: Suggestion[] = [];
  const positives: Suggestion[] = [];
  const warn = (message: string) => warnings.push({ type: 'warning', message });
  const improve = (message: string) => improvements.push({ type: 'improvement', message });
  const praise = (message: string) => positives.push({ type: 'positive', message });

  const negative = [...features.negatives, ...features.demands];
  if (negative.length)
    warn(
      `Drop ${list(negative.slice(0, 3))}. Lines about what you don't want, or who the reader must be, read as baggage; one warm line about what you do want works better.`,
    );
  if (features.cliches.length)
    warn(
      `Cut ${quoted(features.cliches, 3)}: it appears in countless profiles and tells a match nothing. Say what you actually do instead.`,
    );

  const lively = liveliestSentence(features);
  const { short, ramble } = SCORE_MODEL.length;
  if (features.characters < short / 2)
    improve(
      `At ${features.characters} characters there is little to reply to. Add two sentences about something you did recently, with a detail: where, what, with whom.`,
    );
  else if (features.characters < short)
    improve(
      `At ${features.characters} characters there is room for one more detail: something you did recently, where, with whom.`,
    );
  else if (features.characters > ramble)
    improve(
      `At ${features.characters} characters many readers stop early. Keep your most specific lines${lively ? `, like "${opening(lively)}"` : ''}, and cut the rest.`,
    );

  const details = features.details.slice(0, 2);
  if (share(breakdown, 'Specificity') >= 0.75 && details.length)
    praise(`Details like ${quoted(details)} give a match something real to ask about.`);
  else if (features.genericWords.length)
    improve(
      `${quoted(features.genericWords, 1)} could describe anyone. Show it with something you did instead: not "adventurous" but the trip you took last spring.`,
    );
  else
    improve(
      'Swap a general line for a detail only you could write: not "I like food" but the dumpling place you keep going back to.',
    );
  if (
    lively &&
    features.characters > short &&
    features.characters <= ramble &&
    !features.analysis.sentences[0]?.text.includes(lively)
  )
    improve(`Lead with your liveliest line, "${opening(lively)}", so it is the first thing a match reads.`);

  if (!features.question) {
    const about = details[0];
    improve(
      about
        ? `End with a question a match can answer in one line, about something you mention (${quoted([about], 1)}).`
        : 'End with a question a match can answer in one line, like "Best taco spot in town? Go."',
    );
  } else praise('Your question gives matches an easy first message.');

  const mentioned = new Set(findInterests(features.analysis.text).map((i) => i.tag));
  const unmentioned = (preferences?.interests ?? []).filter((interest) =>
    findInterests(interest).every((m) => !mentioned.has(m.tag)),
  );
  if (share(breakdown, 'Personality & interests') < 1 && unmentioned.length)
    improve(
      `You told us you're into ${list(unmentioned.slice(0, 2))}: mention one with a detail (where, what, how often).`,
    );
  else if (share(breakdown, 'Personality & interests') < 0.5)
    improve('Say what you do, not only what you like: "I bake sourdough on Sundays" tells more than "I like cooking".');
  else {
    // Only lines that land on a thing: "I ride motorcycles", not "I ride".
    const doing = features.actions.filter((action) => action.split(' ').length > 2);
    if (doing.length) praise(`Lines like ${quoted(doing, 2)} show you doing things, in your own voice.`);
  }

  if (features.emoji > 3) improve('Keep emoji to one or two so your words do the work.');

  const limits = SCORE_MODEL.readability;
  const longest = features.analysis.sentences.find(
    (s) => s.tokens.filter((t) => t.kind === 'word').length === features.longestSentenceWords,
  );
  if (features.longestSentenceWords > limits.longestSentence && longest)
    improve(
      `Split the ${features.longestSentenceWords}-word sentence that starts "${opening(longest.text)}" into two or three.`,
    );
  const spelling = features.misspelt.flatMap((word) => {
    const fix = correctSpelling(word);
    return fix ? [`"${word}" → "${fix}"`] : [];
  });
  if (spelling.length) improve(`Check the spelling: ${list(spelling.slice(0, 3))}.`);
  if (features.sloppy.length)
    improve(`Write things out in full (${quoted(features.sloppy, 3)}): a bio is read more carefully than a text.`);

  if (preferences?.datingGoal === 'serious' && !/\blooking for\b/i.test(features.analysis.text))
    improve(
      'You are looking for something serious: say so in one warm line, e.g. "Looking for someone to build weekend traditions with."',
    );
  if (preferences?.datingGoal === 'confidence' && positives.length)
    praise('You already have strengths to build on: lead with them and let the details start the conversation.');

  // What to fix comes first, but one thing that already works always has a place.
  const fixes = [...warnings, ...improvements].slice(0, positives.length ? MAX_SUGGESTIONS - 1 : MAX_SUGGESTIONS);
  const all = [...fixes, ...positives].slice(0, MAX_SUGGESTIONS);
  return all.length ? all : [{ type: 'positive', message: 'A strong bio: keep it.' }];
}
