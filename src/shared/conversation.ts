/**
 * A conversation with a match as Help Me Reply reads it: who said each line and what. A screenshot's transcript,
 * the lines the user corrected, and a conversation typed or pasted as text all become these lines, and the coach
 * answers the last run of theirs with the earlier lines as context. No zod here, so a page can import it.
 */
export const conversationSpeakers = ['them', 'me'] as const;
export type ConversationSpeaker = (typeof conversationSpeakers)[number];

export interface ConversationLine {
  from: ConversationSpeaker;
  text: string;
}

/** Lines a request may carry (the newest are kept when a transcript is longer). */
export const CONVERSATION_LINES_MAX = 50;
/** Characters in one line (a long bubble). */
export const CONVERSATION_LINE_MAX = 1000;
/** Screenshots of one conversation read together. */
export const SCREENSHOTS_MAX = 3;
/** Bytes in one screenshot (5 MB, as a profile photo). */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Pixels in one screenshot: a long scrolling capture of a 1290-pixel-wide phone screen fits; a decompression bomb does not. */
export const SCREENSHOT_MAX_PIXELS = 25_000_000;

/** "Them: …", "Me: …" and the other labels people type before a line. */
const SPEAKER = /^\s*(them|they|her|him|she|he|match|me|i|you)\s*:\s*/i;
const ME = /^(me|i|you)$/i;

/**
 * A conversation typed or pasted as text, as lines. With no speaker labels at all the whole text is one message of
 * theirs (what Help Me Reply always took); otherwise each labelled line starts a line of that speaker, and a line
 * without a label is another line of whoever spoke last (theirs at the start).
 */
export function splitConversation(text: string): ConversationLine[] {
  const rows = text
    .split(/\n+/)
    .map((row) => row.trim())
    .filter(Boolean);
  if (!rows.some((row) => SPEAKER.test(row))) return rows.length ? [{ from: 'them', text: rows.join('\n') }] : [];
  let from: ConversationSpeaker = 'them';
  return rows.flatMap((row) => {
    const label = SPEAKER.exec(row);
    if (label) from = ME.test(label[1]!) ? 'me' : 'them';
    const line = label ? row.slice(label[0].length).trim() : row;
    return line ? [{ from, text: line }] : [];
  });
}

/** The lines as labelled text, one per line: what the engines read (and what `splitConversation` reads back). */
export function conversationText(lines: readonly ConversationLine[]): string {
  return lines
    .map((line) => `${line.from === 'me' ? 'Me' : 'Them'}: ${line.text.replace(/\s*\n\s*/g, ' ')}`)
    .join('\n');
}

/**
 * The message to answer and what came before it: their lines after the user's last one. When the user spoke last,
 * their last line is answered and every other line is context.
 */
export function latestFromThem(lines: readonly ConversationLine[]): {
  latest: ConversationLine[];
  earlier: ConversationLine[];
} {
  let start = lines.length;
  while (start > 0 && lines[start - 1]!.from === 'them') start -= 1;
  if (start < lines.length) return { latest: lines.slice(start), earlier: lines.slice(0, start) };
  const last = lines.findLastIndex((line) => line.from === 'them');
  if (last < 0) return { latest: [], earlier: [...lines] };
  return { latest: [lines[last]!], earlier: lines.filter((_, i) => i !== last) };
}
