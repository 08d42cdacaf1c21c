import { dateIdeasCatalogue } from '../../../src/server/modules/coach/offline/date-ideas-catalogue';
import { placeFacts, placeHas } from '../../../src/server/modules/coach/offline/place-facts';
import { budgets, generateDateIdeasRequestSchema } from '../../../src/shared/schemas/coach';
import { coversInterest, share } from '../eval-metrics';
import { annotate, bySplit, call, newOps, report } from './harness';
import type { FigureSpec, Harness, SplitFigures } from './harness';
import type { DateRequest, Split } from './sets';

const specs: FigureSpec[] = [
  { key: 'requests', label: 'requests', format: 'count' },
  { key: 'ideas', label: 'ideas', format: 'count' },
  { key: 'coverage', label: 'ideas on the interests asked for', format: 'pct', over: 'target ≥ 66.7 %' },
  { key: 'answersCovered', label: 'answers with 2/3 of ideas on the interests', format: 'pct' },
  { key: 'overBudgetRate', label: 'ideas over the requested budget', format: 'pct', over: 'target 0' },
  { key: 'unfitForPlaceRate', label: 'ideas that need what the place lacks', format: 'pct', over: 'target 0' },
  { key: 'ideasPerAnswer', label: 'ideas per answer', format: 'num' },
];

/** The request as the API takes it. */
export function dateIdeasRequest(r: DateRequest) {
  const { interests, budget, activityType, location } = r;
  return generateDateIdeasRequestSchema.parse({ interests, budget, activityType, location, round: 0 });
}

/** Date Ideas: on the interests asked for, within budget, fit for the place. */
export async function evaluateDateIdeas(harness: Harness, requests: DateRequest[], chosen: readonly Split[]) {
  const ops = newOps();
  const needsOf = new Map(dateIdeasCatalogue.map((idea) => [idea.title, idea.needs ?? []]));
  const answers = [];
  for (const r of requests) {
    const request = dateIdeasRequest(r);
    const { dateIdeas } = await call(
      harness,
      ops,
      { tool: 'dateIdeas', id: r.id, split: r.split, input: request },
      (context) => harness.engine.generateDateIdeas(request, context),
    );
    // What the place lacks, for ideas from the catalogue (a model's own ideas carry no tags).
    const place = await placeFacts(request.location);
    const ideas = dateIdeas.map((idea) => ({
      covered: coversInterest(idea, r.interestWords),
      overBudget: budgets.indexOf(idea.budget) > budgets.indexOf(request.budget),
      unfit: !placeHas(place, needsOf.get(idea.title)),
    }));
    annotate(harness, { ideas: ideas.map((idea, i) => ({ title: dateIdeas[i]!.title, ...idea })) });
    answers.push({ split: r.split, ideas });
  }
  const figures: SplitFigures = {};
  for (const [split, as] of bySplit(answers, chosen)) {
    const ideas = as.flatMap((a) => a.ideas);
    figures[split] = {
      requests: as.length,
      ideas: ideas.length,
      coverage: share(ideas, (i) => i.covered),
      answersCovered: share(as, (a) => share(a.ideas, (i) => i.covered) >= 2 / 3),
      overBudgetRate: share(ideas, (i) => i.overBudget),
      unfitForPlaceRate: share(ideas, (i) => i.unfit),
      ideasPerAnswer: as.length ? ideas.length / as.length : NaN,
    };
  }
  report(harness, 'dateIdeas', `Date Ideas (${answers.length} requests)`, ops, specs, figures);
}
