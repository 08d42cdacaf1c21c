import type { CriterionScore } from '../../../shared/schemas/coach';
import { Progress } from '../../components/ui/progress';

const SCORE_MAX = 10;

/** "7.5", "8", "0": at most one decimal, no trailing ".0". */
export function formatScore(score: number): string {
  const rounded = Math.round(score * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** One line that says what the number means, from the same bands for every score. */
export function verdictFor(score: number): string {
  if (score >= 9) return 'Outstanding: your bio already does almost everything right.';
  if (score >= 7.5) return 'Strong profile: a few small changes will make it shine.';
  if (score >= 6) return 'Good start: the suggestions below will lift it noticeably.';
  if (score >= 4) return 'Needs work: a clearer hook and more specifics will help a lot.';
  return 'Early draft: start from the improved bio below and make it yours.';
}

/** The breakdown's totals: the points scored and the points available. */
export function breakdownTotals(breakdown: readonly CriterionScore[]): { score: number; max: number } {
  return breakdown.reduce((sum, c) => ({ score: sum.score + c.score, max: sum.max + c.max }), { score: 0, max: 0 });
}

/**
 * When the headline differs from the plain total, how it was made from it: the
 * rubric's points are scaled to 10 if they add up to another maximum, and the
 * score is given in half points.
 */
export function scoreNote(totals: { score: number; max: number }, score: number): string | null {
  if (Math.abs(totals.score - score) < 0.05) return null;
  const scaled = Math.abs(totals.max - SCORE_MAX) >= 0.05;
  return scaled
    ? `The headline score of ${formatScore(score)} is this total scaled to ${SCORE_MAX} points and rounded to the nearest half point.`
    : `The headline score of ${formatScore(score)} is this total rounded to the nearest half point.`;
}

/** The headline: "7.5/10", a bar and the verdict. */
export function ScoreSummary({ score }: { score: number }) {
  const shown = formatScore(score);
  return (
    <div className="space-y-3">
      <p className="flex items-baseline gap-1" data-testid="profile-score">
        <span className="font-display text-5xl font-semibold tracking-tight text-primary">{shown}</span>
        <span className="text-xl font-semibold text-muted-foreground">/{SCORE_MAX}</span>
        <span className="sr-only"> out of {SCORE_MAX}</span>
      </p>
      <Progress value={(score / SCORE_MAX) * 100} label={`Profile score: ${shown} out of ${SCORE_MAX}`} />
      <p className="font-medium">{verdictFor(score)}</p>
    </div>
  );
}

/** Each criterion's points and the coach's note; the total is what the headline score is made of. */
export function ScoreBreakdown({
  breakdown,
  score,
  offlineCriteria = [],
}: {
  breakdown: readonly CriterionScore[];
  score: number;
  /** Criteria the offline coach judged because the AI model left them out. */
  offlineCriteria?: readonly string[];
}) {
  const totals = breakdownTotals(breakdown);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Your score is the sum of these {breakdown.length} criteria from our published rubric. Each one is scored on its
        own, so you can see exactly where every point comes from, and where the next ones are.
      </p>
      <ul className="space-y-4" aria-label="Score by criterion">
        {breakdown.map((item) => (
          <li key={item.criterion} className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">
                {item.criterion}
                {offlineCriteria.includes(item.criterion) && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">(offline coach)</span>
                )}
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {formatScore(item.score)}/{formatScore(item.max)}
              </span>
            </div>
            <Progress
              value={item.max > 0 ? (item.score / item.max) * 100 : 0}
              label={`${item.criterion}: ${formatScore(item.score)} of ${formatScore(item.max)}`}
              className="h-1.5"
            />
            <p className="text-sm text-muted-foreground">{item.note}</p>
          </li>
        ))}
      </ul>
      <p
        className="flex items-baseline justify-between gap-3 border-t border-border pt-3 font-semibold"
        data-testid="breakdown-total"
      >
        <span>Total</span>
        <span className="tabular-nums">
          {formatScore(totals.score)}/{formatScore(totals.max)}
        </span>
      </p>
      {scoreNote(totals, score) && <p className="text-sm text-muted-foreground">{scoreNote(totals, score)}</p>}
    </div>
  );
}
