/**
 * Coach output marks what only the user can say in square brackets
 * ("[your answer]"): we never invent facts about them. The screens point it
 * out, and never copy or keep a text with a gap still in it: they ask for the
 * missing words first (decision 0054). Shared by Profile Coach and Message Helper.
 */
const GAP = /\[([^\]\n]{2,80})\]/g;

export function hasFillIns(text: string): boolean {
  return new RegExp(GAP.source).test(text);
}

/** One gap in a text: what it asks for (the words inside the brackets) and where it is. */
export interface FillInGap {
  /** What the user is asked for, e.g. "a dish, and where". */
  prompt: string;
  start: number;
  end: number;
}

/** The gaps of a text, in order. */
export function fillInGaps(text: string): FillInGap[] {
  return [...text.matchAll(GAP)].map((m) => ({ prompt: m[1]!.trim(), start: m.index, end: m.index + m[0].length }));
}

/**
 * The text with each gap replaced by the user's words (by gap index); null while any answer is blank, so a caller
 * cannot copy a gap by mistake.
 */
export function completeFillIns(text: string, answers: readonly string[]): string | null {
  const gaps = fillInGaps(text);
  if (gaps.some((_, i) => !answers[i]?.trim())) return null;
  let out = '';
  let cursor = 0;
  gaps.forEach((gap, i) => {
    out += text.slice(cursor, gap.start) + answers[i]!.trim().replace(/[[\]]/g, '');
    cursor = gap.end;
  });
  return out + text.slice(cursor);
}
