import type { CriterionScore } from '../../../../shared/schemas/coach';
import type { CoachContext } from '../engine';
import { PROFILE_CRITERIA, type CriterionName } from '../profile-criteria';
import { findInterests } from './lexicon';
import { bioFeatures, type BioFeatures } from './profile-features';
import { PROFILE_SCORE_WEIGHTS } from './rules/profile-score.rules';

export { clichesIn, negativesIn } from './profile-features';

/**
 * The published profile rubric (docs/coach-rubric.md): eight named criteria whose points add up to the score out
 * of 10. Each criterion turns what the bio says into a share of its maximum and names the words that earned or cost
 * the points; the note is chosen after rounding, from the points shown, so it can never contradict them. Thresholds
 * live in rules/profile-score.rules.ts and maxima in profile-criteria.ts, both fitted by scripts/fit-profile-score.ts
 * on the development bios.
 */
export const SCORE_MODEL = PROFILE_SCORE_WEIGHTS;
export type ScoreModel = typeof PROFILE_SCORE_WEIGHTS;

/** What a criterion found: its share of the maximum (0-1) and the words behind it. */
interface Judged {
  share: number;
  /** Words that earned points. */
  earned: string[];
  /** Words or problems that cost points. */
  cost: string[];
  /** Shown only when the points are not full and no word cost them: what is missing or why. */
  missing?: string;
  /** What earned points without being words to quote ("an aside in brackets"). */
  also?: string[];
}

/** Which note a criterion shows: the points decide, never the raw share. */
type Tier = 'full' | 'some' | 'none';

const quote = (items: readonly string[], most = 3) =>
  items
    .slice(0, most)
    .map((i) => `"${i.replace(/^"|"$/g, '')}"`)
    .join(', ');
const capped = (value: number) => Math.max(0, Math.min(1, value));
/** Quoted words, then plain descriptions: "I think", "haha", an aside in brackets. */
const shown = (j: Judged, most: number) =>
  [quote(j.earned, most), ...(j.also ?? []).slice(0, Math.max(0, most - j.earned.length))].filter(Boolean).join(', ');

function judgeLength(f: BioFeatures, model: ScoreModel): Judged {
  const { short, ramble } = model.length;
  const n = f.characters;
  if (n < short) return { share: n / short, earned: [], cost: [], missing: `${n} characters` };
  if (n <= ramble) return { share: 1, earned: [`${n} characters`], cost: [] };
  return { share: Math.max(model.length.floor, 1 - (n - ramble) / ramble), earned: [], cost: [`${n} characters`] };
}

/** Names first, then things, then bare numbers: "Lisbon" and "cello" say more quoted back than "10". */
const byExactness = (items: readonly string[]) => {
  const bare = (item: string) => /^[\d.,:/-]+$/.test(item);
  return [...items.filter((i) => !bare(i)), ...items.filter(bare)];
};

/** Things and names a match can ask about, most exact first. */
const thingsIn = (f: BioFeatures) => byExactness([...new Set([...f.named, ...f.concreteThings])]);

function judgeDetail(f: BioFeatures, model: ScoreModel): Judged {
  const things = thingsIn(f);
  return { share: capped(Math.log1p(things.length) / Math.log1p(model.detail.full)), earned: things, cost: [] };
}

function judgeSpecificity(f: BioFeatures, model: ScoreModel): Judged {
  const { full, vagueCost, rareSenses } = model.specificity;
  const rare = f.rareThings.filter((t) => t.senses <= rareSenses).map((t) => t.word);
  const earned = byExactness([...new Set([...f.named, ...rare])]);
  // Adjectives the writer gives themselves with nothing concrete beside them are vague words too ("caring, loyal").
  const cost = [...new Set([...f.emptyTraits, ...f.vague])];
  return { share: capped((earned.length - cost.length * vagueCost) / full), earned, cost };
}

function judgeVoice(f: BioFeatures, model: ScoreModel): Judged {
  const doing = f.actions.filter((a) => a.split(' ').length > 2).slice(0, 2);
  const marks = [...new Map(f.voiceMarks.map((m) => [m.then, m.matched])).values()];
  // First-person doing counts, but is described rather than quoted: a clause cut at a noun can read broken.
  const earned = marks;
  const also = [
    ...(doing.length ? ['things you do in the first person'] : []),
    ...(f.asides ? ['an aside in brackets'] : []),
    ...(f.sentenceVariety >= model.voice.variety ? ['sentences of varied length'] : []),
  ];
  const points = earned.length + doing.length + also.length - (doing.length ? 1 : 0);
  return { share: capped(points / model.voice.full), earned, cost: [], also };
}

function judgeHook(f: BioFeatures): Judged {
  if (f.realQuestion) return { share: 1, earned: [f.realQuestion], cost: [] };
  if (f.invitations.length) return { share: 2 / 3, earned: f.invitations.map((m) => m.matched), cost: [] };
  return { share: 0, earned: [], cost: [] };
}

function judgeNegativity(f: BioFeatures, model: ScoreModel): Judged {
  const found = f.negativeMatches;
  const kinds = [...new Set(found.map((m) => m.then))];
  // "a warning: "no drama"; talk about the site: "on here"".
  const cost = kinds.map(
    (kind) =>
      `${kind}: ${quote(
        found.filter((m) => m.then === kind).map((m) => m.matched.trim()),
        2,
      )}`,
  );
  return { share: capped(1 - found.length * model.negativity.each), earned: [], cost };
}

function judgeCliches(f: BioFeatures, model: ScoreModel): Judged {
  return { share: capped(1 - f.cliches.length * model.cliches.each), earned: [], cost: f.cliches };
}

function judgeReadability(f: BioFeatures, model: ScoreModel): Judged {
  const limits = model.readability;
  const problems = [
    f.sloppy.length ? `texting forms or shouting (${quote(f.sloppy, 2)})` : '',
    f.abstractShare > limits.abstractShare ? 'abstract words more than concrete ones' : '',
    f.commasPerSentence > limits.commasPerSentence ? 'long comma lists' : '',
    f.longestSentenceWords > limits.longestSentence ? `a ${f.longestSentenceWords}-word sentence` : '',
    f.misspelt.length / Math.max(1, f.words) > limits.misspeltShare ? `misspellings (${quote(f.misspelt, 2)})` : '',
    f.emoji > limits.emoji ? `${f.emoji} emoji` : '',
    f.characters > limits.long ? `${f.characters} characters in one go` : '',
  ].filter(Boolean);
  return { share: capped(1 - problems.length / 3), earned: [], cost: problems };
}

/**
 * Criteria that reward an absence (no clichés, nothing negative, nothing hard to read) give full marks only to a
 * bio long enough to judge: three words avoid every cliché without earning anything.
 */
const enoughToJudge =
  (judge: (f: BioFeatures, model: ScoreModel) => Judged) =>
  (f: BioFeatures, model: ScoreModel): Judged => {
    const judged = judge(f, model);
    const room = Math.min(1, f.characters / model.length.short);
    return room < 1 ? { ...judged, share: judged.share * room, missing: `${f.characters} characters` } : judged;
  };

const judges: Record<CriterionName, (f: BioFeatures, model: ScoreModel) => Judged> = {
  Length: judgeLength,
  Detail: judgeDetail,
  Specificity: judgeSpecificity,
  Voice: judgeVoice,
  'Conversation hook': judgeHook,
  Negativity: enoughToJudge(judgeNegativity),
  Clichés: enoughToJudge(judgeCliches),
  Readability: enoughToJudge(judgeReadability),
};

/** What Specificity's points lack: the names it has, and the vague words that cost. */
function specificityShortfall(j: Judged): string {
  if (j.earned.length && j.cost.length)
    return `Exact things like ${quote(j.earned, 3)}, but vague words too: ${quote(j.cost, 3)}.`;
  if (j.earned.length)
    return `Exact things like ${quote(j.earned, 3)}; more names, places or numbers would make it sharper.`;
  if (j.cost.length)
    return `Vague words a stranger cannot picture: ${quote(j.cost, 3)}. A place, a name or a number says more.`;
  return 'No names, places or numbers yet: the band rather than "music", the city rather than "travel".';
}

/**
 * The notes, by criterion and by the points shown: full marks say what earned them; fewer say what cost them or
 * what is missing. `j` is what the criterion found, `n` the bio's length.
 */
const NOTES: Record<CriterionName, Record<Tier, (j: Judged, f: BioFeatures, model: ScoreModel) => string>> = {
  Length: {
    full: (_, f) => `${f.characters} characters: room to show who you are without losing the reader.`,
    some: (_, f, m) =>
      f.characters < m.length.short
        ? `${f.characters} characters: enough for a first look; a few more sentences give a match more to go on.`
        : `${f.characters} characters: long enough that some readers stop before the end.`,
    // The free analyzer calls 100 to 300 characters a good length; the coach asks for more without calling it short.
    none: (_, f, m) =>
      f.characters < m.length.short
        ? f.characters < 100
          ? `${f.characters} characters: short; two or three more sentences give a match more to go on.`
          : `${f.characters} characters: room for two or three more sentences, which give a match more to go on.`
        : `${f.characters} characters: long enough that most readers stop before the end.`,
  },
  Detail: {
    full: (j) => `Plenty a match can ask about: ${quote(j.earned, 4)}.`,
    some: (j) => `Some things to ask about (${quote(j.earned, 3)}); another place, dish, name or number gives more.`,
    // Hobbies named bare ("photography and sailing") earn nothing yet; the note says so rather than "nothing".
    none: (_, f) => {
      const hobbies = [...new Set(findInterests(f.analysis.text).map((m) => m.phrase.toLowerCase()))];
      return hobbies.length
        ? `You name ${quote(hobbies, 3)}, but nothing a match can picture yet: where, which one, a name or a number.`
        : 'Nothing concrete yet for a match to ask about: a place, a dish, a name, a number.';
    },
  },
  Specificity: {
    full: (j) =>
      `Exact names and things: ${quote(j.earned, 4)}${j.cost.length ? `; ${quote(j.cost, 2)} could still be more exact` : ''}.`,
    some: (j) => specificityShortfall(j),
    none: (j) => specificityShortfall(j),
  },
  Voice: {
    full: (j) => `Sounds like a person talking: ${shown(j, 3)}.`,
    some: (j) =>
      j.earned.length || j.also?.length
        ? `Some of your voice comes through (${shown(j, 2)}); a view of your own or a small story would add more.`
        : 'A little flat: a view of your own, a joke at your expense or a small story would let you come through.',
    none: () =>
      'Reads like a list: a view of your own, a joke at your expense or a small story would let you come through.',
  },
  'Conversation hook': {
    full: (j) => `A real question for a match to answer: ${quote(j.earned, 1)}.`,
    some: (j) => `An invitation to write (${quote(j.earned, 1)}); a direct question makes replying even easier.`,
    none: () => 'Nothing asks a match to reply: a question about something you mention makes the first message easy.',
  },
  Negativity: {
    full: () => 'Warm throughout: no warnings, demands or complaints.',
    some: (j, f) =>
      j.cost.length
        ? `Reads as negative or demanding: ${j.cost.join('; ')}.`
        : `Too short to judge fully (${f.characters} characters), though nothing negative so far.`,
    none: (j, f) =>
      j.cost.length
        ? `Reads as negative or demanding: ${j.cost.join('; ')}.`
        : `Too short (${f.characters} characters) to judge the tone.`,
  },
  Clichés: {
    full: () => 'No stock phrases: it reads as your own words.',
    some: (j, f) =>
      j.cost.length
        ? `Stock phrase${j.cost.length > 1 ? 's' : ''} seen in countless bios: ${quote(j.cost, 3)}.`
        : `Too short to judge fully (${f.characters} characters), though no stock phrase so far.`,
    none: (j, f) =>
      j.cost.length
        ? `Stock phrases seen in countless bios: ${quote(j.cost, 3)}.`
        : `Too short (${f.characters} characters) to judge the wording.`,
  },
  Readability: {
    full: () => 'Easy to read at a glance.',
    some: (j, f) =>
      j.cost.length
        ? `Harder to read: ${j.cost.join('; ')}.`
        : `Too short to judge fully (${f.characters} characters), though it reads easily so far.`,
    none: (j, f) =>
      j.cost.length ? `Hard to read: ${j.cost.join('; ')}.` : `Too short (${f.characters} characters) to judge.`,
  },
};

/** Each criterion's share of its maximum (0-1), before rounding: what the fit script fits. */
export function judgeBio(
  features: BioFeatures,
  model: ScoreModel = SCORE_MODEL,
): { name: CriterionName; share: number; judged: Judged }[] {
  return PROFILE_CRITERIA.map(({ name }) => {
    const judged = judges[name](features, model);
    return { name, share: judged.share, judged };
  });
}

/** Half points, within 0 and the maximum. */
const halfPoints = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value * 2) / 2));

/**
 * A criterion's points from its share: half points, and full points only for a full share, so a bio that is half
 * long enough never shows "Length 0.5/0.5" beside a note saying it is short.
 */
export function pointsFor(share: number, max: number): number {
  return share >= 0.95 ? max : Math.min(max - 0.5, halfPoints(share * max, max));
}

const tierOf = (points: number, max: number): Tier => (points >= max ? 'full' : points > 0 ? 'some' : 'none');

/**
 * The score and its breakdown. With a context, reports the rules of rules/profile-score.rules.ts that earned or
 * cost points ("profile-score/cliches/partner-in-crime").
 */
export function scoreFeatures(
  features: BioFeatures,
  context?: Pick<CoachContext, 'onRule'>,
  model: ScoreModel = SCORE_MODEL,
): { score: number; breakdown: CriterionScore[] } {
  const breakdown = judgeBio(features, model).map(({ name, share, judged }): CriterionScore => {
    const { max } = PROFILE_CRITERIA.find((c) => c.name === name)!;
    const score = pointsFor(share, max);
    return { criterion: name, score, max, note: NOTES[name][tierOf(score, max)](judged, features, model) };
  });
  for (const rule of features.rules) context?.onRule?.(rule);
  return { score: sumScores(breakdown), breakdown };
}

/** The score of any bio text, as the Profile Coach and the progress page show it ("6 → 7.5"). */
export function scoreBio(
  bio: string,
  context?: Pick<CoachContext, 'onRule'>,
): { score: number; breakdown: CriterionScore[] } {
  return scoreFeatures(bioFeatures(bio), context);
}

/** The score is the sum of the criteria, on a 0-10 scale in half points. */
export function sumScores(breakdown: CriterionScore[]): number {
  const total = breakdown.reduce((sum, c) => sum + Math.min(c.score, c.max), 0);
  const max = breakdown.reduce((sum, c) => sum + c.max, 0);
  const scaled = max > 0 ? (total / max) * 10 : 0;
  return Math.min(10, Math.max(0, Math.round(scaled * 2) / 2));
}
