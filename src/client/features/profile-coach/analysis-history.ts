import type { ProfileAnalysis } from '../../../shared/schemas/coach';

/**
 * What the last Profile Coach analysis scored, kept on this device to show what changed next time
 * (decision 0039): the score and each criterion's points, never the bio or the advice.
 */
export interface AnalysisSummary {
  score: number;
  criteria: Record<string, number>;
  at: string;
}

export interface AnalysisChange {
  before: number;
  after: number;
  delta: number;
  /** Criteria whose points moved, the biggest moves first. */
  moved: { criterion: string; before: number; after: number; delta: number }[];
}

const storageKey = (userId: string) => `datewise:profile-coach-last:${userId}`;
const round = (n: number) => Math.round(n * 10) / 10;

export function summarize(analysis: ProfileAnalysis, now = new Date()): AnalysisSummary {
  return {
    score: analysis.score,
    criteria: Object.fromEntries(analysis.breakdown.map((c) => [c.criterion, c.score])),
    at: now.toISOString(),
  };
}

/** The change from `before` to `after`; criteria under 0.05 points apart did not move. */
export function compareAnalyses(before: AnalysisSummary, after: AnalysisSummary): AnalysisChange {
  const moved = Object.entries(after.criteria)
    .filter(([criterion]) => criterion in before.criteria)
    .map(([criterion, points]) => ({
      criterion,
      before: before.criteria[criterion]!,
      after: points,
      delta: round(points - before.criteria[criterion]!),
    }))
    .filter((c) => c.delta !== 0)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
  return { before: before.score, after: after.score, delta: round(after.score - before.score), moved };
}

function isSummary(value: unknown): value is AnalysisSummary {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<AnalysisSummary>;
  return (
    typeof v.score === 'number' &&
    typeof v.at === 'string' &&
    !!v.criteria &&
    typeof v.criteria === 'object' &&
    Object.values(v.criteria).every((n) => typeof n === 'number')
  );
}

/** The user's last analysis on this device, or null (none, storage blocked, or unreadable). */
export function readLastAnalysis(userId: string): AnalysisSummary | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null');
    return isSummary(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLastAnalysis(userId: string, summary: AnalysisSummary): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(summary));
  } catch {
    // Storage blocked or full: the next analysis simply has nothing to compare with.
  }
}
