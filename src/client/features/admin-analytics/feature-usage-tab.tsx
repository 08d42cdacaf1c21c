import { Activity, Cpu, Lightbulb, Sparkles, UserPlus } from 'lucide-react';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { BarChart, chartColors } from './bar-chart';
import { categoryLabel, formatCount, formatPercent, toolLabel } from './format';
import { EmptyState, Panel } from './panel';

type Usage = AnalyticsReport['featureUsage'];

function UsageTable({
  caption,
  nameHeader,
  countHeader,
  rows,
  testId,
}: {
  caption: string;
  nameHeader: string;
  countHeader: string;
  rows: { key: string; name: string; count: number; uniqueUsers: number }[];
  testId: string;
}) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="pb-2 font-medium">
            {nameHeader}
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            {countHeader}
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Unique users
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-2.5 pr-3 text-left font-medium">
              {row.name}
            </th>
            <td className="py-2.5 text-right tabular-nums">{formatCount(row.count)}</td>
            <td className="py-2.5 text-right tabular-nums">{formatCount(row.uniqueUsers)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tools({ usage }: { usage: Usage }) {
  return (
    <Panel title="AI requests by tool" icon={Sparkles} note="All time, most used first." testId="ai-features">
      <p>
        <span className="font-display text-3xl font-semibold tabular-nums" data-testid="total-ai-requests">
          {formatCount(usage.totalAIRequests)}
        </span>{' '}
        <span className="text-sm text-muted-foreground">AI requests in all</span>
      </p>
      {usage.aiFeatures.length === 0 ? (
        <EmptyState>No AI requests yet</EmptyState>
      ) : (
        <UsageTable
          caption="AI requests by tool"
          nameHeader="Tool"
          countHeader="Requests"
          testId="ai-features-table"
          rows={[...usage.aiFeatures]
            .sort((a, b) => b.count - a.count)
            .map((f) => ({ key: f.type, name: toolLabel(f.type), count: f.count, uniqueUsers: f.uniqueUsers }))}
        />
      )}
    </Panel>
  );
}

function Tips({ usage }: { usage: Usage }) {
  return (
    <Panel title="Daily tips by category" icon={Lightbulb} note="Tips handed out, by category." testId="daily-tips">
      {usage.dailyTips.length === 0 ? (
        <EmptyState>No tips handed out yet</EmptyState>
      ) : (
        <UsageTable
          caption="Daily tips by category"
          nameHeader="Category"
          countHeader="Tips"
          testId="daily-tips-table"
          rows={[...usage.dailyTips]
            .sort((a, b) => b.count - a.count)
            .map((t) => ({
              key: t.category,
              name: categoryLabel(t.category),
              count: t.count,
              uniqueUsers: t.uniqueUsers,
            }))}
        />
      )}
    </Panel>
  );
}

/** The window of the per-engine figures (ANALYTICS_ENGINE_DAYS on the server; a value import would bundle zod). */
const ENGINE_DAYS = 30;

const engineLabels: Record<string, string> = {
  offline: 'Offline coach',
  llm: 'Language model (falls back to the offline coach)',
};

/** The name of an AI engine as the dashboard says it; an unknown one is shown as it is stored. */
function engineLabel(engine: string): string {
  return engineLabels[engine] ?? engine;
}

function Engines({ usage }: { usage: Usage }) {
  const engines = [...usage.engines].sort((a, b) => b.requests - a.requests);
  return (
    <Panel
      title="AI engines"
      icon={Cpu}
      note={`Every AI request of the last ${ENGINE_DAYS} days, failed ones included. Failure rate: requests the engine failed, whether or not the offline coach then answered; fallback rate: requests the offline coach answered instead, free.`}
      testId="ai-engines"
      className="lg:col-span-2"
    >
      {engines.length === 0 ? (
        <EmptyState>No AI requests in the last {ENGINE_DAYS} days</EmptyState>
      ) : (
        // Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
        <div
          className="-mx-5 overflow-x-auto px-5 focus-visible:outline-2 focus-visible:outline-ring sm:-mx-6 sm:px-6"
          tabIndex={0}
          role="region"
          aria-label="AI engines table"
        >
          <table className="w-full min-w-[36rem] text-sm" data-testid="ai-engines-table">
            <caption className="sr-only">AI requests by engine, last {ENGINE_DAYS} days</caption>
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="pb-2 font-medium">
                  Engine
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Requests
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Failure rate
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Fallback rate
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Latency p50 / p95
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {engines.map((engine) => (
                <tr key={engine.engine} data-testid="ai-engine-row">
                  <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                    {engineLabel(engine.engine)}
                  </th>
                  <td className="py-2.5 text-right font-semibold tabular-nums">{formatCount(engine.requests)}</td>
                  <td className="py-2.5 text-right tabular-nums">{formatPercent(engine.failureRate)}</td>
                  <td className="py-2.5 text-right tabular-nums">{formatPercent(engine.fallbackRate)}</td>
                  <td className="py-2.5 text-right whitespace-nowrap tabular-nums">
                    {formatCount(engine.latencyP50Ms)} / {formatCount(engine.latencyP95Ms)} ms
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** Feature usage: AI requests per tool, tips per category, per engine, and the last 30 days as charts. */
export function FeatureUsageTab({ report }: { report: AnalyticsReport }) {
  const { trends } = report;
  const byTool = trends.aiRequestsByTool.map((tool, i) => ({
    key: tool.type,
    label: toolLabel(tool.type),
    values: tool.counts,
    color: chartColors[i % chartColors.length]!,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Tools usage={report.featureUsage} />
      <Tips usage={report.featureUsage} />
      <Engines usage={report.featureUsage} />
      <Panel title={`AI requests by tool, last ${trends.days.length || 30} days`} icon={Activity} testId="ai-trend">
        <BarChart name="AI requests by tool" days={trends.days} series={byTool} integer />
      </Panel>
      <Panel title={`Daily sign-ins, last ${trends.days.length || 30} days`} icon={UserPlus} testId="sign-in-trend">
        <BarChart
          name="Daily sign-ins"
          days={trends.days}
          series={[{ key: 'sign-ins', label: 'Sign-ins', values: trends.signIns, color: chartColors[0]! }]}
          integer
        />
      </Panel>
    </div>
  );
}
