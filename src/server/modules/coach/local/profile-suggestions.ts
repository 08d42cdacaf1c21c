import type { CriterionScore, ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import { findInterests } from './lexicon';
import { clichesIn, negativesIn } from './profile-rubric';

type Suggestion = ProfileAnalysis['suggestions'][number];

const MAX_SUGGESTIONS = 8;

function byName(breakdown: CriterionScore[], name: string): CriterionScore {
  const found = breakdown.find((c) => c.criterion === name);
  if (!found) throw new Error(`No criterion ${name}`);
  return found;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Suggestions from the rubric's findings: what to fix first, then what works. */
export function suggestionsFor(
  bio: string,
  breakdown: CriterionScore[],
  preferences: CoachPreferences | null,
): Suggestion[] {
  const warnings: Suggestion[] = [];
  const improvements: Suggestion[] = [];
  const positives: Suggestion[] = [];
  const warn = (message: string) => warnings.push({ type: 'warning', message });
  const improve = (message: string) => improvements.push({ type: 'improvement', message });
  const praise = (message: string) => positives.push({ type: 'positive', message });

  const negatives = negativesIn(bio);
  if (negatives.length)
    warn(
      `Drop ${list(negatives)}. Lines about what you don't want read as baggage; one line about what you do want works better.`,
    );
  const cliches = clichesIn(bio);
  if (cliches.length)
    warn(
      `Cut ${list(cliches.map((c) => `"${c}"`))}: it appears in countless profiles and tells a match nothing. Say what you actually do instead.`,
    );

  const length = byName(breakdown, 'Length');
  if (length.score === 2) praise(`Good length: ${length.note.split(':')[0]} reads in a few seconds.`);
  else if (/over Tinder/.test(length.note))
    warn('Trim to under 500 characters: Tinder cuts off the rest, and shorter bios get read to the end.');
  else if (/long/.test(length.note)) improve('Trim to 300 characters or fewer: keep your most specific lines.');
  else
    improve(
      'Add a detail or two (a place you love, what you did last weekend, a small obsession): 100-300 characters reads best.',
    );

  const specificity = byName(breakdown, 'Specificity');
  if (specificity.score === 2) praise('Specific details make you memorable and give matches something to ask about.');
  else
    improve(
      'Swap general words for a detail only you could write: not "I like food" but "on a mission to find the best dumplings in town".',
    );

  const hook = byName(breakdown, 'Conversation hook');
  if (hook.score === hook.max) praise('Your question gives matches an easy first message.');
  else if (hook.score > 0) improve('Turn your prompt into a direct question: it is the easiest thing to reply to.');
  else improve('End with a question a match can answer in one line, like "Best taco spot in town? Go."');

  const personality = byName(breakdown, 'Personality & interests');
  const mentioned = new Set(findInterests(bio).map((i) => i.tag));
  const unmentioned = (preferences?.interests ?? []).filter((interest) =>
    findInterests(interest).every((m) => !mentioned.has(m.tag)),
  );
  if (personality.score < personality.max && unmentioned.length)
    improve(
      `You told us you're into ${list(unmentioned.slice(0, 2))}: mention one with a detail (where, what, how often).`,
    );
  else if (personality.score < personality.max)
    improve('Name two or three things you love doing, each with a detail, so matches can find common ground.');
  else praise('Your interests come through clearly.');

  const emoji = byName(breakdown, 'Emoji');
  if (/more than 3/.test(emoji.note)) improve('Keep emoji to one or two so your words do the work.');

  if (byName(breakdown, 'Readability').score === 0) improve(byName(breakdown, 'Readability').note);

  if (preferences?.datingGoal === 'serious' && !/\blooking for\b/i.test(bio))
    improve(
      'You are looking for something serious: say so in one warm line, e.g. "Looking for someone to build weekend traditions with."',
    );
  if (preferences?.datingGoal === 'confidence' && positives.length)
    praise('You already have strengths to build on: lead with them and let the details start the conversation.');

  const all = [...warnings, ...improvements, ...positives];
  return all.length ? all.slice(0, MAX_SUGGESTIONS) : [{ type: 'positive', message: 'A strong bio: keep it.' }];
}
