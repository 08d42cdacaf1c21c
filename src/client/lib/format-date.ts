/** A timestamp as "Nov 21, 2025" (saved items, billing history); nothing for one that does not parse. */
export function formatShortDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** A timestamp as "January 2025" (member since); nothing for one that does not parse. */
export function formatMonthYear(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone });
}

/** A moment in the viewer's time, "Nov 21, 2025, 3:04 PM" ("Nov 21, 3:04 PM" without the year); nothing for a bad one. */
export function formatDateTime(
  iso: string,
  { year = true, timeZone }: { year?: boolean; timeZone?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(year && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
