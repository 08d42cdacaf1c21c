/** The numbers behind the dashboard's bar charts: a rounded top for the axis and where each bar sits. */

interface Scale {
  /** The value at the top of the plot (at least one step above zero). */
  max: number;
  /** Axis values from 0 to max, evenly spaced. */
  ticks: number[];
}

/** The next "round" step at or above `raw`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * An axis for values up to `maxValue` with about `tickCount` intervals. Counts
 * (`integer`) never get fractional ticks. All zeros (or nothing) give 0..1.
 */
export function niceScale(maxValue: number, { tickCount = 4, integer = false } = {}): Scale {
  const top = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 0;
  if (top === 0) return { max: 1, ticks: [0, 1] };
  let step = niceStep(top / Math.max(1, tickCount));
  if (integer) step = Math.max(1, Math.ceil(step));
  const intervals = Math.max(1, Math.ceil(top / step - 1e-9));
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => roundish(i * step));
  return { max: ticks[ticks.length - 1]!, ticks };
}

/** Drops floating-point noise (0.30000000000000004 -> 0.3). */
function roundish(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** A value's height as a percentage of the plot (0-100), safe for zero or missing values. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

/** The total of each day across series (a stacked bar's height). */
export function stackTotals(series: { values: number[] }[], length: number): number[] {
  return Array.from({ length }, (_, day) =>
    series.reduce((sum, s) => sum + (Number.isFinite(s.values[day]) ? s.values[day]! : 0), 0),
  );
}

/** Which x-axis labels to show so they never crowd: the first, the last and about `count` between. */
export function labelIndexes(length: number, count = 4): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (count - 1));
  const picked: number[] = [];
  for (let i = 0; i < length - 1; i += step) picked.push(i);
  // Keep the last day, dropping a neighbour that would sit too close to it.
  if (length - 1 - picked[picked.length - 1]! < step / 2) picked.pop();
  picked.push(length - 1);
  return picked;
}
