import type { CoachContext, CoachEngine } from '../../../src/server/modules/coach/engine';
import type { CoachSource } from '../../../src/shared/schemas/coach';
import { percentile } from '../eval-metrics';
import type { Split } from './sets';

/**
 * What every tool's evaluation shares: the engine, the operational counts of its calls (repairs, re-asks,
 * fallbacks, offline-filled parts, latency), the samples for a human read, and the two-column table.
 */
export const newOps = () => ({
  calls: 0,
  repaired: 0,
  reasked: 0,
  fallback: 0,
  offlineFilled: 0,
  latencies: [] as number[],
  fallbackReasons: {} as Record<string, number>,
});
export type Ops = ReturnType<typeof newOps>;

export interface Sample {
  tool: string;
  id: string;
  split: Split;
  input: unknown;
  answer: unknown;
  /** The offline coach's rules behind the answer, in the order they decided. */
  rules: string[];
}

export interface Harness {
  engine: CoachEngine;
  /** The ops of the call under way: the engine's report (repairs, re-asks) lands there. */
  current: Ops;
  samples: Sample[] | null;
  results: Record<string, object>;
}

/** One engine call, counted in `ops`; with --samples the answer and the rules behind it are kept. */
export async function call<T extends { source?: CoachSource }>(
  harness: Harness,
  ops: Ops,
  item: { tool: string; id: string; split: Split; input: unknown },
  run: (context: CoachContext) => Promise<T>,
): Promise<T> {
  harness.current = ops;
  const rules: string[] = [];
  const onFallback = (failure: string) => {
    ops.fallback++;
    ops.fallbackReasons[failure] = (ops.fallbackReasons[failure] ?? 0) + 1;
  };
  const start = performance.now();
  const result = await run({ preferences: null, onFallback, onRule: (rule) => rules.push(rule) });
  ops.latencies.push(performance.now() - start);
  ops.calls++;
  if ((result.source?.offlineParts.length ?? 0) > 0) ops.offlineFilled++;
  harness.samples?.push({ ...item, answer: result, rules });
  return result;
}

export type Format = 'pct' | 'num' | 'count';
/** One figure of a tool: its key in the JSON, its label on screen, and what it is counted over. */
export interface FigureSpec {
  key: string;
  label: string;
  format: Format;
  over?: string;
}
export type SplitFigures = Partial<Record<Split, Record<string, number> & { n?: number }>>;

const show = (x: number | undefined, format: Format) =>
  x === undefined || Number.isNaN(x)
    ? 'n/a'
    : format === 'pct'
      ? `${(100 * x).toFixed(1)} %`
      : format === 'count'
        ? String(x)
        : x.toFixed(2);

const gapOf = (figures: SplitFigures, key: string) => {
  const dev = figures.dev?.[key];
  const held = figures['held-out']?.[key];
  return dev === undefined || held === undefined ? undefined : held - dev;
};

/**
 * Prints a tool's figures for each split side by side with the gap (held-out minus development), then the
 * operational figures over all its calls; stores the same in `harness.results[key]`.
 */
export function report(
  harness: Harness,
  key: string,
  title: string,
  ops: Ops,
  specs: FigureSpec[],
  figures: SplitFigures,
  extra: object = {},
) {
  const rate = (n: number) => (ops.calls ? n / ops.calls : NaN);
  const operations = {
    calls: ops.calls,
    repairedRate: rate(ops.repaired),
    reaskedRate: rate(ops.reasked),
    fallbackRate: rate(ops.fallback),
    offlineFilledRate: rate(ops.offlineFilled),
    fallbackReasons: ops.fallbackReasons,
    latencyMs: { p50: percentile(ops.latencies, 50), p95: percentile(ops.latencies, 95) },
  };
  const gap = Object.fromEntries(specs.map((s) => [s.key, gapOf(figures, s.key) ?? null]));
  harness.results[key] = { ...figures, gap, ...extra, operations };

  const shown = (['dev', 'held-out'] as const).filter((split) => figures[split]);
  const both = shown.length === 2;
  const head = ['figure', ...shown, ...(both ? ['gap'] : []), 'over'];
  const rows = specs.map((s) => [
    s.label,
    ...shown.map((split) => show(figures[split]![s.key], s.format)),
    ...(both ? [show(gapOf(figures, s.key), s.format === 'count' ? 'count' : s.format)] : []),
    s.over ?? '',
  ]);
  const reasons = Object.entries(ops.fallbackReasons).map(([reason, n]) => `${reason} ${n}`);
  const opRow = (label: string, value: string, over = `${ops.calls} calls (all splits)`) => [
    label,
    value,
    ...shown.slice(1).map(() => ''),
    ...(both ? [''] : []),
    over,
  ];
  const pct = (x: number) => show(x, 'pct');
  rows.push(
    opRow('JSON repaired', pct(operations.repairedRate)),
    opRow('re-asked (answer cut off)', pct(operations.reaskedRate)),
    opRow(
      'fallback to the offline coach',
      pct(operations.fallbackRate),
      reasons.length ? `${ops.calls} calls: ${reasons.join(', ')}` : undefined,
    ),
    opRow('offline-filled parts', pct(operations.offlineFilledRate)),
    opRow('latency p50', `${show(operations.latencyMs.p50, 'num')} ms`),
    opRow('latency p95', `${show(operations.latencyMs.p95, 'num')} ms`),
  );
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `  ${r.map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd();
  console.log(`\n${title}\n${line(head)}\n  ${'-'.repeat(widths.reduce((a, b) => a + b + 2, -2))}`);
  for (const r of rows) console.log(line(r));
}

/** The items of each chosen split, for figures computed per split. */
export function bySplit<T extends { split: Split }>(items: readonly T[], chosen: readonly Split[]): [Split, T[]][] {
  return chosen.map((split) => [split, items.filter((item) => item.split === split)]);
}

/** Adds what the figures found (fragments, filler...) to the last sample, so a reader sees why it counted. */
export function annotate(harness: Harness, findings: object) {
  const last = harness.samples?.at(-1);
  if (last) Object.assign(last, { findings });
}
