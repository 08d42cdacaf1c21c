import type { ConversationLine } from '../../../shared/conversation';
import { editDistance } from '../../../server/modules/screenshots/merge-screenshots';

/**
 * How well a transcript matches the ground truth. Words are normalised (lower case, letters, digits and apostrophes:
 * punctuation and emoji are not words), and emoji are not in the truth either, since an English OCR model cannot
 * read them; whatever the reader makes of one is an extra word, an error.
 */
export const normalisedWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

const conversationWords = (lines: readonly ConversationLine[]) => lines.flatMap((line) => normalisedWords(line.text));

/** Word edits (substitutions, insertions, deletions) between the whole conversations, and the truth's word count. */
export function wordErrors(truth: readonly ConversationLine[], read: readonly ConversationLine[]) {
  const expected = conversationWords(truth);
  return { errors: editDistance(expected, conversationWords(read)), words: expected.length };
}

const similarity = (a: string, b: string) => {
  const x = normalisedWords(a);
  const y = normalisedWords(b);
  return 1 - editDistance(x, y) / Math.max(x.length, y.length, 1);
};

/**
 * Ground-truth lines whose speaker the transcript has right: each truth line is paired, in order, with the read
 * line most like it (at least half its words); a line with no pair is wrong.
 */
export function speakersRight(truth: readonly ConversationLine[], read: readonly ConversationLine[]): number {
  let right = 0;
  let from = 0;
  for (const line of truth) {
    let best = -1;
    let bestScore = 0.5;
    for (let i = from; i < read.length; i++) {
      const score = similarity(line.text, read[i]!.text);
      if (score >= bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best < 0) continue;
    if (read[best]!.from === line.from) right += 1;
    from = best + 1;
  }
  return right;
}
