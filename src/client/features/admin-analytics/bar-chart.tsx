import { barPercent, labelIndexes, niceScale, stackTotals } from './chart-scale';
import { formatCount, formatDay } from './format';

/** Bar colours: the theme's rose, plum, amber, violet, green and cocoa, each at least 3:1 on white. */
export const chartColors = ['#b3264a', '#7b2f6e', '#a35f14', '#6a3b93', '#1f7a4d', '#6b4032', '#e8536e'];

interface ChartSeries {
  key: string;
  label: string;
  values: number[];
  color: string;
}

interface SummaryInput {
  /** What is counted, e.g. "Daily sign-ins". */
  name: string;
  days: string[];
  series: Pick<ChartSeries, 'label' | 'values'>[];
  formatValue?: (n: number) => string;
}

/** One sentence for screen readers: the total, the busiest day and (for several series) each series' total. */
export function summarizeChart({ name, days, series, formatValue = formatCount }: SummaryInput): string {
  const totals = stackTotals(series, days.length);
  const all = totals.reduce((sum, n) => sum + n, 0);
  const period = `${name} over the last ${days.length} days`;
  if (all <= 0) return `${period}: no data yet`;
  let peakIndex = 0;
  totals.forEach((n, i) => {
    if (n > totals[peakIndex]!) peakIndex = i;
  });
  const perSeries =
    series.length > 1
      ? ` (${series
          .map((s) => `${s.label} ${formatValue(s.values.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0))}`)
          .join(', ')})`
      : '';
  return `${period}: ${formatValue(all)} in all${perSeries}, peak ${formatValue(totals[peakIndex]!)} on ${formatDay(days[peakIndex]!)}`;
}

interface BarChartProps {
  /** What is counted, for the summary: "Daily sign-ins". */
  name: string;
  /** UTC days "YYYY-MM-DD", oldest first; every series has one value per day. */
  days: string[];
  series: ChartSeries[];
  formatValue?: (n: number) => string;
  formatTick?: (n: number) => string;
  /** Counts: no fractional axis values. */
  integer?: boolean;
}

const GAP = 0.8; // between stacked segments, in plot units (the plot is 100 high)

/**
 * A (stacked) bar chart per day, drawn as SVG that stretches to its container;
 * the labels are HTML so they stay readable on a phone. The figure is one image
 * to assistive technology, named by a summary of the data.
 */
export function BarChart({
  name,
  days,
  series,
  formatValue = formatCount,
  formatTick = formatValue,
  integer = false,
}: BarChartProps) {
  const totals = stackTotals(series, days.length);
  const peak = Math.max(0, ...totals);
  if (days.length === 0 || peak <= 0) {
    return (
      <p className="flex h-32 items-center justify-center rounded-lg border border-dashed border-border text-sm text-muted-foreground">
        No data yet
      </p>
    );
  }
  const scale = niceScale(peak, { integer });
  const widest = scale.ticks.map(formatTick).reduce((a, b) => (b.length > a.length ? b : a), '');
  const shown = labelIndexes(days.length);
  const summary = summarizeChart({ name, days, series, formatValue });

  return (
    <figure className="space-y-3">
      <div role="img" aria-label={summary} className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="relative h-44 text-xs text-muted-foreground tabular-nums sm:h-56" aria-hidden="true">
          <span className="invisible block">{widest}</span>
          {scale.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 leading-none"
              style={{ bottom: `${barPercent(tick, scale.max)}%` }}
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-44 border-b border-control sm:h-56">
          {scale.ticks.slice(1).map((tick) => (
            <span
              key={tick}
              aria-hidden="true"
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ bottom: `${barPercent(tick, scale.max)}%` }}
            />
          ))}
          <svg
            className="absolute inset-0 size-full"
            viewBox={`0 0 ${days.length * 10} 100`}
            preserveAspectRatio="none"
            aria-hidden="true"
            data-testid="bar-chart-plot"
          >
            {days.map((day, i) => {
              let base = 100;
              return (
                <g key={day}>
                  <title>{`${formatDay(day)}: ${formatValue(totals[i]!)}`}</title>
                  {series.map((s, j) => {
                    const height = barPercent(s.values[i] ?? 0, scale.max);
                    if (height <= 0) return null;
                    base -= height;
                    const drawn = j > 0 && height > GAP * 2 ? height - GAP : height;
                    return (
                      <rect key={s.key} x={i * 10 + 1.5} width={7} y={base} height={drawn} fill={s.color} rx={0.6} />
                    );
                  })}
                </g>
              );
            })}
          </svg>
        </div>
        <div aria-hidden="true" />
        <div className="relative mt-1.5 h-4 text-xs text-muted-foreground" aria-hidden="true">
          {shown.map((i, n) => {
            const first = n === 0;
            const last = n === shown.length - 1;
            return (
              <span
                key={days[i]}
                className={`absolute whitespace-nowrap ${first ? '' : last ? 'right-0' : '-translate-x-1/2'}`}
                style={first ? { left: 0 } : last ? undefined : { left: `${((i + 0.5) / days.length) * 100}%` }}
              >
                {formatDay(days[i]!)}
              </span>
            );
          })}
        </div>
      </div>
      {series.length > 1 && (
        <figcaption>
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground" aria-label="Legend">
            {series.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm" style={{ backgroundColor: s.color }} aria-hidden="true" />
                {s.label}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
