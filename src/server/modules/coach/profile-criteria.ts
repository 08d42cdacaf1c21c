import type { CriterionScore } from '../../../shared/schemas/coach';

/**
 * The published profile rubric (docs/coach-rubric.md): eight criteria whose
 * maxima add up to 10, fitted to coaches' ratings (scripts/fit-profile-score.ts). Both engines judge these and only these; `rule` is
 * how the model is told what each one means.
 */
export const PROFILE_CRITERIA = [
  {
    name: 'Length',
    max: 0.5,
    rule: 'full marks from about 200 to 1,600 characters; a line or two is too little, and past about 1,600 characters readers drop off',
  },
  {
    name: 'Detail',
    max: 3,
    rule: 'how many concrete things a stranger could ask about (a dish, a place, a pet, an instrument, a trip, a job): count them, more scores higher up to about a dozen; how precisely they are named is Specificity, not this',
  },
  {
    name: 'Specificity',
    max: 0.5,
    rule: 'how precisely the things are named, not how many there are: exact names, places, numbers and titles ("Lisbon", "the 48 peaks", "3 marathons") score high; vague words ("stuff", "things", "fun", "music") and adjectives about oneself with nothing to show them ("caring, loyal, funny") score low',
  },
  {
    name: 'Voice',
    max: 2,
    rule: 'a person talking: humour, a view of their own, a small story, things they do told in the first person, varied sentences',
  },
  {
    name: 'Conversation hook',
    max: 0.5,
    rule: 'a real question for the reader, or an invitation to write ("tell me your favourite..."); a rhetorical "why not?" does not count',
  },
  {
    name: 'Negativity',
    max: 1.5,
    rule: 'scored on what is absent: full marks (1.5) when the bio has no warnings ("no drama", "don\'t message me if"), no demands on the reader ("you must") and no complaints; half a point off for each one found',
  },
  {
    name: 'Clichés',
    max: 1,
    rule: 'scored on what is absent: full marks (1) when the bio has no stock phrases ("love to laugh", "partner in crime", "work hard, play hard", "I don\'t bite"); half a point off for each one found',
  },
  {
    name: 'Readability',
    max: 1,
    rule: 'scored on what is absent: full marks (1) when the bio has no texting forms, misspellings, 60-word sentences, long comma lists or more than three emoji',
  },
] as const;

export type CriterionName = (typeof PROFILE_CRITERIA)[number]['name'];
export const criterionNames = PROFILE_CRITERIA.map((c) => c.name) as [CriterionName, ...CriterionName[]];

/** A criterion as a model judged it: the server knows the maximum. */
interface JudgedCriterion {
  criterion: string;
  score: number;
  note: string;
}

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Half points, within 0 and the maximum. */
const clamp = (score: number, max: number) => Math.min(max, Math.max(0, Math.round(score * 2) / 2));

/**
 * The breakdown the screen shows: the published criteria in their order with
 * their published maxima, each score clamped to it in half points. A
 * criterion the model did not judge comes from the offline coach's breakdown
 * and is named in `filled`; criteria the model invented are dropped.
 */
export function applyRubric(
  judged: readonly JudgedCriterion[],
  offline: readonly CriterionScore[],
): { breakdown: CriterionScore[]; filled: CriterionName[] } {
  const byKey = new Map(judged.map((c) => [key(c.criterion), c]));
  const filled: CriterionName[] = [];
  const breakdown = PROFILE_CRITERIA.map(({ name, max }): CriterionScore => {
    const mine = byKey.get(key(name));
    if (mine && Number.isFinite(mine.score) && mine.note.trim()) {
      return { criterion: name, score: clamp(mine.score, max), max, note: mine.note.trim() };
    }
    filled.push(name);
    const fallback = offline.find((c) => c.criterion === name);
    return { criterion: name, score: clamp(fallback?.score ?? 0, max), max, note: fallback?.note ?? 'Not judged.' };
  });
  return { breakdown, filled };
}
