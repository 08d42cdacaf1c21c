import type { ConversationLine } from '../../../shared/conversation';

/**
 * Screenshots of one conversation, in order, as one: where the next screenshot starts with the last bubbles of the
 * one before (the user scrolled less than a screen), those bubbles are kept once. OCR reads the same bubble a little
 * differently twice, so bubbles are compared by their words, not their characters; a bubble cut off at the top or
 * bottom of a screen matches the whole one when its words are the start or the end of it.
 */

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word-level edit distance. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The same bubble read twice: nearly the same words, or one a cut-off start or end of the other. */
export function sameBubble(a: ConversationLine, b: ConversationLine): boolean {
  const x = wordsOf(a.text);
  const y = wordsOf(b.text);
  if (!x.length || !y.length) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (editDistance(x, y) <= Math.max(1, Math.floor(long.length * 0.2))) return true;
  // A cut-off bubble: at least three words, matching the start or the end of the whole one.
  if (short.length < 3) return false;
  const tolerance = Math.floor(short.length * 0.2);
  return (
    editDistance(short, long.slice(0, short.length)) <= tolerance ||
    editDistance(short, long.slice(-short.length)) <= tolerance
  );
}

/** Of two readings of one bubble, the longer (the whole one, when one was cut off). */
const fuller = <T extends ConversationLine>(a: T, b: T): T => (b.text.length > a.text.length ? b : a);

/**
 * Appends `next` to `lines`, dropping the longest run at its start that repeats the end of `lines`. A run of one
 * bubble counts only when it is not a short one ("ok", "haha") that two screens may both hold by chance; the last
 * screen's speaker is kept, the fuller text of each repeated bubble.
 */
function appendScreen<T extends ConversationLine>(lines: T[], next: T[]): T[] {
  for (let overlap = Math.min(lines.length, next.length); overlap > 0; overlap--) {
    const tail = lines.slice(lines.length - overlap);
    const head = next.slice(0, overlap);
    if (!tail.every((line, i) => sameBubble(line, head[i]!))) continue;
    if (overlap === 1 && wordsOf(head[0]!.text).length < 3) continue;
    const repeated = tail.map((line, i) => fuller(line, head[i]!));
    return [...lines.slice(0, lines.length - overlap), ...repeated, ...next.slice(overlap)];
  }
  return [...lines, ...next];
}

/** The screens' lines, in order, each bubble once. */
export function mergeScreenshots<T extends ConversationLine>(screens: readonly T[][]): T[] {
  return screens.reduce<T[]>((lines, next) => appendScreen(lines, next), []);
}
