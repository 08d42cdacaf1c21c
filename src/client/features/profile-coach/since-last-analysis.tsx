import { History, TrendingDown, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ProfileAnalysis } from '../../../shared/schemas/coach';
import { useUser } from '../../lib/auth';
import { formatDateTime } from '../../lib/format-date';
import { cn } from '../../lib/cn';
import { formatScore } from './score-summary';
import { compareAnalyses, readLastAnalysis, summarize, writeLastAnalysis } from './analysis-history';

const signed = (n: number) => (n > 0 ? `+${formatScore(n)}` : n < 0 ? `−${formatScore(-n)}` : '±0');

/**
 * "What changed since your last analysis" under a Profile Coach result (decision 0039): the score
 * change and the criteria that moved, against the previous analysis on this device. Key it by the
 * result, so each new analysis compares with the one before and then becomes "the last".
 */
export function SinceLastAnalysis({ analysis }: { analysis: ProfileAnalysis }) {
  const { user } = useUser();
  const userId = user?.id ?? '';
  // Read once, before this analysis replaces it.
  const [previous] = useState(() => (userId ? readLastAnalysis(userId) : null));
  useEffect(() => {
    if (userId) writeLastAnalysis(userId, summarize(analysis));
  }, [userId, analysis]);

  if (!userId) return null;
  const change = previous ? compareAnalyses(previous, summarize(analysis)) : null;
  return (
    <section
      aria-labelledby="since-last-analysis-title"
      className="mt-6 space-y-3 rounded-xl border border-border bg-card p-4 sm:p-5"
      data-testid="since-last-analysis"
    >
      <h3 id="since-last-analysis-title" className="flex items-center gap-2 font-semibold">
        <History className="size-4 text-primary" aria-hidden="true" />
        What changed since your last analysis
      </h3>
      {!change || !previous ? (
        <p className="text-sm text-muted-foreground">
          This is your first analysis on this device. Edit your bio and analyze it again to see what moved.
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span>
              Score {formatScore(change.before)} → <strong>{formatScore(change.after)}</strong>
            </span>
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                change.delta > 0 && 'bg-success-soft text-success',
                change.delta < 0 && 'bg-destructive-soft text-destructive',
                change.delta === 0 && 'bg-muted text-muted-foreground',
              )}
            >
              {change.delta > 0 && <TrendingUp className="size-3.5" aria-hidden="true" />}
              {change.delta < 0 && <TrendingDown className="size-3.5" aria-hidden="true" />}
              {signed(change.delta)}
            </span>
            <span className="text-muted-foreground">
              since <time dateTime={previous.at}>{formatDateTime(previous.at)}</time>
            </span>
          </p>
          {change.moved.length === 0 ? (
            <p className="text-sm text-muted-foreground">No criterion moved.</p>
          ) : (
            <ul className="space-y-1 text-sm" aria-label="Criteria that moved">
              {change.moved.map((c) => (
                <li key={c.criterion} className="flex justify-between gap-3">
                  <span>{c.criterion}</span>
                  <span className="tabular-nums">
                    {formatScore(c.before)} → {formatScore(c.after)}{' '}
                    <span className={c.delta > 0 ? 'text-success' : 'text-destructive'}>({signed(c.delta)})</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
