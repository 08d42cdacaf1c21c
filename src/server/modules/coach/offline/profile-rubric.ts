import type { CriterionScore } from '../../../../shared/schemas/coach';
import { PROFILE_CRITERIA, type CriterionName } from '../profile-criteria';
import { bioFeatures, type BioFeatures } from './profile-features';

export { clichesIn, negativesIn } from './profile-features';

/**
 * The published profile rubric (docs/coach-rubric.md): eight named criteria whose points add up to the score out
 * of 10. Each criterion turns what the bio says into a share of its maximum, with a note quoting the bio, so the
 * number means something the user can act on. The maxima and thresholds below were fitted to two coaches' blind
 * ratings of real bios (scripts/fit-profile-score.ts; eval/labels/RUBRIC.md), and are checked on bios the fit did
 * not see.
 */
export const SCORE_MODEL: {
  length: { short: number; ramble: number };
  specificity: { full: number };
  personality: { full: number };
  readability: { abstractShare: number; commasPerSentence: number; longestSentence: number; misspeltShare: number };
} = {
  /** Characters below which a bio is too short to show anyone; above `ramble`, long bios start to lose readers. */
  length: { short: 300, ramble: 1000 },
  /** Distinct concrete things named (nouns that are not generic: "sourdough", "Mt Tam", "the 48 peaks"). */
  specificity: { full: 32 },
  /** Points of personality for full marks: interests named, things done in the first person, asides, stories. */
  personality: { full: 6 },
  /** Readability: nouns ending in -ness, -ity, -tion... above this share make a bio abstract. */
  readability: { abstractShare: 0.2, commasPerSentence: 3, longestSentence: 60, misspeltShare: 0.04 },
};
export type ScoreModel = typeof SCORE_MODEL;

type Judged = { share: number; note: string };

const quote = (items: readonly string[], most = 3) =>
  items
    .slice(0, most)
    .map((i) => `"${i}"`)
    .join(', ');

function judgeLength(f: BioFeatures, model: ScoreModel): Judged {
  const { short, ramble } = model.length;
  const n = f.characters;
  if (n < short)
    return { share: n / short, note: `${n} characters: too short to show who you are; a few sentences works better.` };
  if (n <= ramble) return { share: 1, note: `${n} characters: enough room for who you are.` };
  return {
    share: Math.max(0.25, 1 - (n - ramble) / ramble),
    note: `${n} characters: long enough that many readers stop before the end.`,
  };
}

function judgeSpecificity(f: BioFeatures, model: ScoreModel): Judged {
  const count = f.concreteNouns.length;
  const share = Math.min(1, Math.log1p(count) / Math.log1p(model.specificity.full));
  const examples = f.details.slice(0, 3);
  if (!examples.length) return { share, note: 'No concrete details yet: a place, a dish, a name, a number.' };
  return { share, note: `Concrete details a match can ask about, such as ${quote(examples)}.` };
}

function judgeCliches(f: BioFeatures): Judged {
  const share = Math.max(0, 1 - f.cliches.length / 2);
  return { share, note: f.cliches.length ? `Overused: ${quote(f.cliches)}.` : 'No overused phrases.' };
}

function judgeNegativity(f: BioFeatures): Judged {
  const found = [...f.negatives, ...f.demands];
  const share = found.length === 0 ? 1 : found.length === 1 ? 0.5 : 0;
  return {
    share,
    note: found.length ? `Reads as negative or demanding: ${found.slice(0, 3).join(', ')}.` : 'Positive throughout.',
  };
}

function judgeHook(f: BioFeatures): Judged {
  if (f.question) return { share: 1, note: 'A question gives matches an easy first message.' };
  if (f.invitation) return { share: 2 / 3, note: 'Has an invitation to reply; a direct question works even better.' };
  return { share: 0, note: 'Nothing for a match to answer: add a question or a playful claim.' };
}

function judgePersonality(f: BioFeatures, model: ScoreModel): Judged {
  const points =
    Math.min(3, f.interests.length) + Math.min(3, f.actions.length) + Math.min(1, f.asides) + (f.story ? 1 : 0);
  const share = Math.min(1, points / model.personality.full);
  const shown = [
    f.interests.length ? `${f.interests.length} interest${f.interests.length === 1 ? '' : 's'}` : '',
    f.actions.length ? `what you do (${quote(f.actions, 2)})` : '',
    f.asides ? 'asides in your own voice' : '',
    f.story ? 'a small story' : '',
  ].filter(Boolean);
  return {
    share,
    note: shown.length ? `Shows ${shown.join(', ')}.` : 'Little of what you enjoy or how you spend your time.',
  };
}

function judgeEmoji(f: BioFeatures): Judged {
  if (f.emoji > 3) return { share: 0, note: `${f.emoji} emoji: more than 3 crowds the words.` };
  return { share: 1, note: f.emoji ? `${f.emoji} emoji: a touch of tone.` : 'No emoji: fine, the words do the work.' };
}

function judgeReadability(f: BioFeatures, model: ScoreModel): Judged {
  const limits = model.readability;
  const problems = [
    f.sloppy.length ? `texting forms or shouting (${quote(f.sloppy, 2)})` : '',
    f.abstractShare > limits.abstractShare ? 'abstract words more than concrete ones' : '',
    f.commasPerSentence > limits.commasPerSentence ? 'long comma lists' : '',
    f.longestSentenceWords > limits.longestSentence ? `a ${f.longestSentenceWords}-word sentence` : '',
    f.misspelt.length / Math.max(1, f.words) > limits.misspeltShare ? `misspellings (${quote(f.misspelt, 2)})` : '',
  ].filter(Boolean);
  return {
    share: Math.max(0, 1 - problems.length / 3),
    note: problems.length ? `Harder to read: ${problems.join('; ')}.` : 'Easy to read at a glance.',
  };
}

/**
 * Criteria that reward an absence (no clichés, nothing negative, no emoji overload, nothing hard to read) give full
 * marks only to a bio long enough to judge: three words avoid every cliché without earning anything.
 */
const enoughToJudge =
  (judge: (f: BioFeatures, model: ScoreModel) => Judged) =>
  (f: BioFeatures, model: ScoreModel): Judged => {
    const judged = judge(f, model);
    return { ...judged, share: judged.share * Math.min(1, f.characters / model.length.short) };
  };

const judges: Record<CriterionName, (f: BioFeatures, model: ScoreModel) => Judged> = {
  Length: judgeLength,
  Specificity: judgeSpecificity,
  Clichés: enoughToJudge(judgeCliches),
  Negativity: enoughToJudge(judgeNegativity),
  'Conversation hook': judgeHook,
  'Personality & interests': judgePersonality,
  Emoji: enoughToJudge(judgeEmoji),
  Readability: enoughToJudge(judgeReadability),
};

/** Each criterion's share of its maximum (0-1) and note, before rounding: what the fit script fits. */
export function judgeBio(
  features: BioFeatures,
  model: ScoreModel = SCORE_MODEL,
): { name: CriterionName; share: number; note: string }[] {
  return PROFILE_CRITERIA.map(({ name }) => ({ name, ...judges[name](features, model) }));
}

/** Half points, within 0 and the maximum. */
const halfPoints = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value * 2) / 2));

export function scoreFeatures(features: BioFeatures): { score: number; breakdown: CriterionScore[] } {
  const breakdown = judgeBio(features).map(({ name, share, note }): CriterionScore => {
    const { max } = PROFILE_CRITERIA.find((c) => c.name === name)!;
    return { criterion: name, score: halfPoints(share * max, max), max, note };
  });
  return { score: sumScores(breakdown), breakdown };
}

export function scoreBio(bio: string): { score: number; breakdown: CriterionScore[] } {
  return scoreFeatures(bioFeatures(bio));
}

/** The score is the sum of the criteria, on a 0-10 scale in half points. */
export function sumScores(breakdown: CriterionScore[]): number {
  const total = breakdown.reduce((sum, c) => sum + Math.min(c.score, c.max), 0);
  const max = breakdown.reduce((sum, c) => sum + c.max, 0);
  const scaled = max > 0 ? (total / max) * 10 : 0;
  return Math.min(10, Math.max(0, Math.round(scaled * 2) / 2));
}
