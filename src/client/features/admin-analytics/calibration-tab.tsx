import { useQuery } from '@tanstack/react-query';
import { Gauge, History, Target } from 'lucide-react';
import type { CalibrationReport } from '../../../shared/schemas/calibration';
import { LoadFailed } from '../../components/load-failed';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { formatCount } from './format';
import { Panel, ShareBar, Stat } from './panel';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const brier = (score: number | null) => (score === null ? '—' : score.toFixed(3));

/** The Calibration tab (issue 19): are the reply estimates honest? Read when the tab opens. */
export function CalibrationTab() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery({
    queryKey: ['/api/analytics/calibration'],
    queryFn: () => apiRequest<CalibrationReport>('GET', '/api/analytics/calibration'),
  });
  if (isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (isError)
    return <LoadFailed message="We could not load the calibration." onRetry={refetch} retrying={isRefetching} />;
  const [latest] = data.runs;
  if (!latest)
    return (
      <Panel title="Calibration" icon={Target}>
        <p className="text-muted-foreground">
          No calibration yet. The job runs every day; it needs recorded outcomes from members who share usage data.
        </p>
      </Panel>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel
        title="Latest calibration"
        icon={Gauge}
        note={`Fitted ${formatDateTime(latest.fittedAt)}. Brier score: the mean squared gap between the estimate and what happened; lower is better.`}
        className="lg:col-span-2"
        testId="calibration-latest"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Outcomes" value={formatCount(latest.outcomes)} />
          <Stat label="Members" value={formatCount(latest.users)} note="who share usage data" />
          <Stat label="Brier, calibrated" value={brier(latest.brier)} />
          <Stat label="Brier, published prior" value={brier(latest.priorBrier)} />
        </dl>
      </Panel>
      <Panel
        title="Predicted and observed, by decile"
        icon={Target}
        note="Outcomes in ten equal groups by calibrated estimate. An honest estimate has the two figures close in every row."
        testId="calibration-deciles"
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                Decile
              </th>
              <th scope="col" className="pb-2 font-medium">
                Predicted
              </th>
              <th scope="col" className="pb-2 font-medium">
                Observed
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Outcomes
              </th>
            </tr>
          </thead>
          <tbody>
            {latest.deciles.map((d) => (
              <tr key={d.decile} className="border-t border-border tabular-nums">
                <th scope="row" className="py-1.5 font-medium">
                  {d.decile}
                </th>
                <td className="py-1.5">
                  {percent(d.predicted)}
                  <ShareBar percent={d.predicted * 100} className="mt-1 h-1.5" />
                </td>
                <td className="py-1.5">
                  {percent(d.observed)}
                  <ShareBar percent={d.observed * 100} className="mt-1 h-1.5" />
                </td>
                <td className="py-1.5 text-right">{formatCount(d.n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel title="Over time" icon={History} note="Each run of the job, newest first." testId="calibration-runs">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                Run
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Outcomes
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Brier
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Prior
              </th>
            </tr>
          </thead>
          <tbody>
            {data.runs.map((run) => (
              <tr key={run.fittedAt} className="border-t border-border tabular-nums">
                <th scope="row" className="py-1.5 font-normal">
                  {formatDateTime(run.fittedAt, { year: false })}
                </th>
                <td className="py-1.5 text-right">{formatCount(run.outcomes)}</td>
                <td className="py-1.5 text-right">{brier(run.brier)}</td>
                <td className="py-1.5 text-right">{brier(run.priorBrier)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </div>
  );
}
