/** A count with its noun: "1 app", "2 apps", "0 apps" (English; `plural` for irregular nouns: "1 person", "3 people"). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
