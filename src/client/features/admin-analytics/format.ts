/** Formatting for the admin dashboard: money, counts, percentages, dates and labels. */

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const monthsShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** US dollars with cents: 1234.5 -> "$1,234.50". */
export function formatMoney(dollars: number): string {
  return money.format(finite(dollars));
}

/** An axis label in dollars: "$20" for whole amounts, cents otherwise. */
export function formatMoneyTick(dollars: number): string {
  const value = finite(dollars);
  return Number.isInteger(value) ? wholeMoney.format(value) : money.format(value);
}

/** A count with thousands separators: 12345 -> "12,345". */
export function formatCount(n: number): string {
  return counts.format(finite(n));
}

/** A rate with at most one decimal: 12.34 -> "12.3%", 50 -> "50%". */
export function formatPercent(percent: number): string {
  return `${oneDecimal.format(finite(percent))}%`;
}

/** A location confidence as a whole percent: 72.6 -> "73%". */
export function formatConfidence(percent: number): string {
  return `${Math.round(finite(percent))}%`;
}

/** `part` as a percentage of `whole` (0 when there is no whole). */
export function shareOf(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return (part / whole) * 100;
}

/** A UTC day "2025-11-12" as "12 Nov" (the day as stored, whatever the viewer's time zone). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const month = monthsShort[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month}` : day;
}

const toolLabels: Record<string, string> = {
  profile_analysis: 'Profile Coach',
  message_starter: 'Conversation starters',
  message_reply: 'Replies',
  date_ideas: 'Date Ideas',
  tip: 'Generated tips',
};

/** The name of an AI tool as people say it; an unknown type is shown as it is stored. */
export function toolLabel(type: string): string {
  return toolLabels[type] ?? type;
}

/** A tip category with a capital letter: "confidence" -> "Confidence". */
export function categoryLabel(category: string): string {
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : category;
}

/** A person's name from its parts, or a dash when there is none. */
export function personName(firstName: string | null, lastName: string | null): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || '—';
}

interface FunnelCounts {
  visitors: number;
  registered: number;
  onboarded: number;
  active: number;
  paying: number;
}

interface FunnelStep {
  key: keyof FunnelCounts;
  label: string;
  count: number;
  /** Percent of the previous step; null for the first step and after a step of 0. */
  ofPrevious: number | null;
  /** Percent of the first step (the bar's length); 0 when the first step is 0. */
  ofFirst: number;
}

const funnelOrder: { key: keyof FunnelCounts; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'registered', label: 'Registered' },
  { key: 'onboarded', label: 'Onboarded' },
  { key: 'active', label: 'Active' },
  { key: 'paying', label: 'Paying' },
];

/** The funnel's steps in order, each with its share of the step before it. */
export function funnelSteps(funnel: FunnelCounts): FunnelStep[] {
  const first = finite(funnel.visitors);
  return funnelOrder.map(({ key, label }, index) => {
    const count = finite(funnel[key]);
    const previous = index === 0 ? null : finite(funnel[funnelOrder[index - 1]!.key]);
    return {
      key,
      label,
      count,
      ofPrevious: previous === null || previous <= 0 ? null : (count / previous) * 100,
      ofFirst: shareOf(count, first),
    };
  });
}
