/**
 * The percent done of a progress string "x/y" (e.g. "4/7" is about 57.1).
 * Anything else (no slash, not numbers, y of 0 or less) is 0; the result is clamped to 0-100.
 */
export function progressPercent(progress: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(progress);
  if (!match) return 0;
  const done = Number(match[1]);
  const total = Number(match[2]);
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (done / total) * 100));
}

/** Whether an "x/y" progress is complete (x at least y). */
export function isComplete(progress: string): boolean {
  return progressPercent(progress) === 100;
}
