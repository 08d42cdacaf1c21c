import { messageStyles, type MessageStyle } from '../../../../shared/coach-options';
import { splitConversation } from '../../../../shared/conversation';
import { conversationCase } from './follow-ups';
import { capitalise } from './language/tidy';
import { readReply, type Reading } from './reply-reading';
import { REPLY_ROWS, type ReplyRow } from './rules/replies.rules';
import { seededOrder } from './seeded';

/**
 * Help Me Reply: reads what the match's message does, how it feels and what it is about (reply-reading.ts), takes
 * the first row of the reply table (rules/replies.rules.ts) that fits, and fills its lines with the message's own
 * words. Three replies per style, each sendable as is; a line whose slot could not be read is left out, never
 * sent with a gap. The row behind the answer is reported through onRule.
 */

/** "{thing}", "{Thing}" (capitalised) or "{ about thing}" (optional, with its lead words). */
const SLOT = /\{( (?:[^{}]*? )?)?([A-Za-z]+)\}/g;

/** The line with its slots filled, or null when a required slot is missing. */
export function fillLine(line: string, slots: Readonly<Record<string, string>>): string | null {
  let whole = true;
  const filled = line.replace(SLOT, (_, lead: string | undefined, name: string) => {
    const value = slots[name.charAt(0).toLowerCase() + name.slice(1)];
    if (lead !== undefined) return value ? `${lead}${value}` : '';
    if (!value) {
      whole = false;
      return '';
    }
    return /^[A-Z]/.test(name) ? capitalise(value) : value;
  });
  return whole ? filled.replace(/\s{2,}/g, ' ').trim() : null;
}

const fits = (row: ReplyRow, r: Reading) =>
  row.case === r.case &&
  (!row.tone || row.tone.includes(r.tone)) &&
  (!row.mood || row.mood === r.mood) &&
  (!row.calm || (r.mood !== 'down' && r.tone !== 'mild')) &&
  (!row.kind || (r.topic.kind !== null && row.kind.includes(r.topic.kind))) &&
  (!row.when || new RegExp(row.when).test(r.text)) &&
  (row.needs ?? []).every((slot) => r.slots[slot]);

/**
 * Three replies in the style: from the first fitting row, three of its whole lines (chosen by the message, so two
 * messages of one kind rarely get the same set, in the row's order); rows after it fill in when it has fewer.
 */
function writeStyle(r: Reading, style: MessageStyle, onRule?: (rule: string) => void): string[] {
  const chosen: string[] = [];
  for (const row of REPLY_ROWS.filter((row) => fits(row, r))) {
    const written = [...(row.lines[style] ?? []), ...(row.lines.all ?? [])]
      .map((line) => ({ line: fillLine(line, r.slots), said: fillLine(line, r.slots) !== fillLine(line, {}) }))
      .filter((w): w is { line: string; said: boolean } => w.line !== null && !chosen.includes(w.line));
    if (written.length === 0) continue;
    onRule?.(`replies/${row.id}`);
    // Lines that carry the message's own words come first; the rest are chosen by the message.
    const own = written.filter((w) => w.said).map((w) => w.line);
    const rest = seededOrder(
      written.filter((w) => !w.said).map((w) => w.line),
      r.answering,
      style,
    );
    chosen.push(...[...own, ...rest].slice(0, 3 - chosen.length));
    if (chosen.length >= 3) break;
  }
  return chosen;
}

/** Three replies per style, the chosen style first: one "Generate More" round each. */
export function replyRounds(matchInfo: string, style: MessageStyle, onRule?: (rule: string) => void): string[][] {
  const styles = [style, ...messageStyles.filter((s) => s !== style)];
  const reading = readReply(matchInfo, onRule);
  // The user spoke last, or their message settles the user's plan: not an act of theirs to answer (follow-ups.ts).
  // A goodbye stays a goodbye.
  const special =
    reading.act === 'rejection' ? null : conversationCase(splitConversation(matchInfo), reading.answering);
  if (special) onRule?.('replies/conversation-case');
  return styles.map((s) => (special ? special.write(s) : writeStyle(reading, s, onRule)));
}

/** Every reply the message supports, best first: the chosen style's three, then the other styles' (each once). */
export function replyCandidates(matchInfo: string, style: MessageStyle, onRule?: (rule: string) => void): string[] {
  return [...new Set(replyRounds(matchInfo, style, onRule).flat())];
}
