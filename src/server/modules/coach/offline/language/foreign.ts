import { FOREIGN_FUNCTION_WORDS, FOREIGN_MIN_WORDS, FOREIGN_SHARE } from '../rules/bio-edits.rules';
import type { Token } from './analyse';
import { isMisspelt, isWord, properCase } from './spelling';

/**
 * Which words of a sentence are in another language (a line of Spanish or German in an English bio), so the edit
 * leaves them as written: a capital on "dir" or a spelling fix of "mchte" would be wrong in German. A stretch of the
 * sentence (up to "...", ";", ":" or a dash: bios run languages together there) is foreign when most of its words
 * are not in the English dictionary and it holds a function word of another language ("und", "la", "que"). Names
 * ("ben", "les") could be either and are not counted; a word of a contraction ("ca" of "can't") neither.
 */
export function foreignWords(tokens: readonly Token[]): Set<number> {
  const found = new Set<number>();
  let stretch: number[] = [];
  let foreign = 0;
  let counted = 0;
  let functionWords = 0;
  const close = () => {
    if (counted >= FOREIGN_MIN_WORDS && functionWords > 0 && foreign / counted >= FOREIGN_SHARE)
      for (const i of stretch) found.add(i);
    stretch = [];
    foreign = counted = functionWords = 0;
  };
  for (const [i, token] of tokens.entries()) {
    if (token.kind === 'punctuation' && !/^[,'"’“”]+$/u.test(token.text)) close();
    if (token.kind !== 'word') continue;
    stretch.push(i);
    const lower = token.lower.replace(/’/g, "'");
    const contracted = /^n?'/.test(tokens[i + 1]?.lower.replace(/’/g, "'") ?? '') || lower.includes("'");
    if (lower === 'i' || contracted || !/^\p{L}+$/u.test(lower)) continue;
    if (FOREIGN_FUNCTION_WORDS.has(lower)) {
      foreign += 1;
      counted += 1;
      functionWords += 1;
      continue;
    }
    // Only ever a name in English ("ben", "dir", "les"): either language's.
    if (!isWord(lower) && properCase(lower)) continue;
    counted += 1;
    if (isMisspelt(lower)) foreign += 1;
  }
  close();
  return found;
}
