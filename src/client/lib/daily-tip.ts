import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipResponse } from '../../shared/schemas/coach';
import { apiRequest } from './api-client';
import { answeredInPage } from './query-client';

/** GET /api/daily-tip (free): the same tip all day; shown on the dashboard and on Daily Tips. */
function getDailyTip(): Promise<TipResponse> {
  return apiRequest<TipResponse>('GET', '/api/daily-tip');
}

export const dailyTipQueryOptions = queryOptions({
  queryKey: ['/api/daily-tip'],
  queryFn: getDailyTip,
  meta: answeredInPage,
});

export function useDailyTip() {
  return useQuery(dailyTipQueryOptions);
}

/** Shown when there is no tip (none yet, or the request failed) (spec 000 §2.8). */
/** "confidence" -> "Confidence": how a tip's category is shown. */
export function tipCategoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export const DAILY_TIP_FALLBACK = 'Get personalized dating advice every day!';

/** "2025-11-22" -> "Saturday, November 22", read as the user's calendar day (no time zone shift). */
export function formatTipDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(y, m - 1, d);
  if (day.getMonth() !== m - 1 || day.getDate() !== d) return null;
  return day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}
