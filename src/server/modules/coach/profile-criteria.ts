import type { CriterionScore } from '../../../shared/schemas/coach';

/**
 * The published profile rubric (docs/coach-rubric.md): eight criteria whose
 * maxima add up to 10, fitted to coaches' ratings (scripts/fit-profile-score.ts). Both engines judge these and only these; `rule` is
 * how the model is told what each one means.
 */
export const PROFILE_CRITERIA = [
  {
    name: 'Length',
    max: 1,
    rule: 'about 300 characters or more shows who they are; a line or two is too little, and past about 1,000 characters readers drop off',
  },
  {
    name: 'Specificity',
    max: 2,
    rule: 'concrete things a stranger could ask about (a dish, a place, a name, a number, a small story) rather than adjectives',
  },
  { name: 'Clichés', max: 0.5, rule: 'free of stock phrases ("love to laugh", "partner in crime", "just ask")' },
  {
    name: 'Negativity',
    max: 1.5,
    rule: 'no complaints, demands on the reader ("you must", "looking for a woman who") or lists of what they do not want (full marks when none)',
  },
  {
    name: 'Conversation hook',
    max: 0.5,
    rule: 'something a match can easily reply to: a question, a prompt, a playful claim',
  },
  {
    name: 'Personality & interests',
    max: 2.5,
    rule: 'interests named, things they do told in their own words, asides, a small story',
  },
  { name: 'Emoji', max: 0.5, rule: 'none or a few emoji (full marks); more than three crowds the words' },
  {
    name: 'Readability',
    max: 1.5,
    rule: 'easy to follow: concrete words over abstract ones, no long comma lists or 60-word sentences, no texting forms or misspellings',
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
