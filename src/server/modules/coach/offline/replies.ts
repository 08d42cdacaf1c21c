import { messageStyles, type MessageStyle } from '../../../../shared/coach-options';
import { splitConversation } from '../../../../shared/conversation';
import { conversationCase } from './follow-ups';
import { capitalise } from './language/tidy';
import { plain } from './reply-acts';
import { readReply, type Reading } from './reply-reading';
import { TEXTSPEAK } from './rules/bio-edits.rules';
import { COMMON_WORDS, REPLY_ROWS, type ReplyRow } from './rules/replies.rules';
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
  const filled = agree(line, slots).replace(SLOT, (_, lead: string | undefined, name: string) => {
    const value = slots[slotName(name)];
    if (lead !== undefined) return value ? `${lead}${value}` : '';
    if (!value) {
      whole = false;
      return '';
    }
    const said = withApostrophes(value);
    return /^[A-Z]/.test(name) ? capitalise(said) : said;
  });
  return whole ? filled.replace(/\s{2,}/g, ' ').trim() : null;
}

const slotName = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Verbs a line writes for one thing, and their plural. */
const PLURAL_VERBS: Readonly<Record<string, string>> = {
  has: 'have',
  is: 'are',
  was: 'were',
  does: 'do',
  goes: 'go',
  sounds: 'sound',
  deserves: 'deserve',
  belongs: 'belong',
  gets: 'get',
  looks: 'look',
  makes: 'make',
  needs: 'need',
  seems: 'seem',
  strikes: 'strike',
  wins: 'win',
  takes: 'take',
};
/** A slot that is the subject (it starts the line, a sentence or a clause after "that"), and the verb after it. */
const SUBJECT_VERB = new RegExp(
  `(^|[.!?]\\s+|\\bthat\\s+)(\\{[A-Za-z]+\\}) (${Object.keys(PLURAL_VERBS).join('|')})\\b`,
  'g',
);

/**
 * "sneakers has my full attention": a plural slot that is the subject takes the plural of the verb the line wrote for
 * one thing; "the story about the socks has" keeps it.
 */
const agree = (line: string, slots: Readonly<Record<string, string>>) =>
  line.replace(SUBJECT_VERB, (whole, lead: string, slot: string, verb: string) =>
    isPlural(slots[slotName(slot.slice(1, -1))] ?? '') ? `${lead}${slot} ${PLURAL_VERBS[verb]}` : whole,
  );

/**
 * Contractions typed without their apostrophe, given it back when said ("the last book I couldnt put down"): the
 * Profile Coach's own list (rules/bio-edits.rules.ts), and the few it does not fix in a bio.
 */
const APOSTROPHES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(TEXTSPEAK)
      .filter(([typed, fix]) => /^[a-z]+$/.test(typed) && fix.to.includes("'"))
      .map(([typed, fix]) => [typed, fix.to]),
  ),
  shouldnt: "shouldn't",
  wont: "won't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  youre: "you're",
  theyre: "they're",
};
const withApostrophes = (value: string) => value.replace(/\b[a-z]+\b/g, (w) => APOSTROPHES[w] ?? w);

/**
 * A lower-case plural ("sneakers", "the brunch photos"), judged by its head ("my taste in books" is one taste); not a
 * name ("Mumbai Indians") nor "glass" or "news".
 */
const isPlural = (value: string) => {
  // "my taste in books": the head comes before the phrase that follows it.
  const last =
    value
      .split(/ (?:of|in|for|with|from|on|at|about|to)\b/)[0]!
      .split(' ')
      .at(-1) ?? '';
  return /^[a-z]{3,}s$/.test(last) && !/(ss|us|is|ics|news)$/.test(last);
};

const COMMON = new Set(COMMON_WORDS);
/** The words of a text that can carry content: 4+ letters, not common, a plural's "s" dropped. */
const contentWords = (text: string) =>
  new Set(
    plain(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !COMMON.has(w))
      .map((w) => w.replace(/(?<=[^s])s$/, '')),
  );

/** Does the line say back something of theirs: a filled slot, or one of their content words? */
function carriesTheirWords(line: string, filledSlot: boolean, theirs: ReadonlySet<string>): boolean {
  if (filledSlot) return true;
  // A fill-in ("[your number]") is the user's to write, not their words said back.
  for (const w of contentWords(line.replace(/\[[^\]]*\]/g, ''))) if (theirs.has(w)) return true;
  return false;
}

/** Whether they told what happened, and whether whole: a verb in the past tense, and 12 words to tell it in. */
const storyOf = (r: Reading): 'untold' | 'whole' | 'part' =>
  !r.topic.told ? 'untold' : r.text.split(/\s+/).length >= 12 ? 'whole' : 'part';

const THING_IS_KIND: readonly string[] = ['food', 'travel', 'sport', 'music', 'people', 'pet'];

const fits = (row: ReplyRow, r: Reading) =>
  row.case === r.case &&
  (!row.tone || row.tone.includes(r.tone)) &&
  (!row.mood || row.mood === r.mood) &&
  (row.living === undefined || row.living === r.living) &&
  (!row.calm || (r.mood !== 'down' && r.tone !== 'mild')) &&
  (!row.kind || (r.topic.kind !== null && row.kind.includes(r.topic.kind))) &&
  // A row for food, a trip, a pastime or a person speaks of {thing} as one: "I love that you went for {thing}" is about
  // the food, not the grandmother who told the story at Sunday lunch.
  (!row.kind?.some((k) => THING_IS_KIND.includes(k)) || r.slots.thing === r.topic.kindThing?.text) &&
  (!row.notKind || r.topic.kind === null || !row.notKind.includes(r.topic.kind)) &&
  (!row.when || new RegExp(row.when).test(r.text)) &&
  (!row.aboutThem || /\b(i|im|ive|my|me)\b/.test(r.text)) &&
  (!row.story || row.story === storyOf(r) || (row.story === 'told' && storyOf(r) !== 'untold')) &&
  (row.needs ?? []).every((slot) => r.slots[slot]);

/** The question a line asks back at its end ("… What about you?", "… Your turn."). */
const ASKED_BACK =
  /\s+(?:What about you\?|How about you\?|And you\?|You\?|Your turn\.|Yours\?|What's yours\?|What would you say\?|I'd love to hear yours\.|I'd love to hear your answer too\.)$/;

/**
 * Three replies in the style, from the rows that fit, in table order. A first row written for the situation (its
 * `when` matched) speaks first. Then lines that carry the message's own words, from whichever fitting row has them
 * (a generic line never beats one that answers what was said); then the rows' other lines, chosen by the message so
 * two messages of one kind rarely get the same set; then the same rows' lines for the other styles; last, the lines of
 * rows marked `later` (a no to an invitation).
 */
function writeStyle(
  r: Reading,
  style: MessageStyle,
  shown: ReadonlySet<string>,
  onRule?: (rule: string) => void,
): string[] {
  const first: string[] = [];
  const own: string[] = [];
  const rest: string[] = [];
  // The other styles' lines of the same rows: those that say their words back before the style's generic lines, the
  // rest only when the style's own run short of three.
  const spareOwn: string[] = [];
  const spare: string[] = [];
  const later: string[] = [];
  const rowOf = new Map<string, string>();
  const theirs = contentWords(r.answering);
  const fill = (lines: readonly string[]) =>
    lines
      .map((line) => {
        const filled = fillLine(line, r.slots);
        return {
          line: filled,
          said: filled !== null && carriesTheirWords(filled, filled !== fillLine(line, {}), theirs),
        };
      })
      .filter((w): w is { line: string; said: boolean } => w.line !== null);
  // They already told their side: a question answered needs no "What about you?" after it.
  const told = (lines: readonly string[]) =>
    r.answeredOwn && r.case === 'question' ? lines.map((line) => line.replace(ASKED_BACK, '')) : lines;
  for (const row of REPLY_ROWS.filter((row) => fits(row, r))) {
    const written = fill(told([...(row.lines[style] ?? []), ...(row.lines.all ?? [])]));
    const others = fill(told(messageStyles.filter((s) => s !== style).flatMap((s) => row.lines[s] ?? [])));
    for (const w of [...written, ...others]) if (!rowOf.has(w.line)) rowOf.set(w.line, row.id);
    if (row.later) {
      later.push(...written.map((w) => w.line), ...others.map((w) => w.line));
      continue;
    }
    // Within a row, the message chooses the order, so two messages of one kind rarely get the same set.
    const order = (ws: { line: string }[]) =>
      seededOrder(
        ws.map((w) => w.line),
        r.answering,
        style,
      );
    // The row's most specific line that says their words back stays first.
    const [best, ...moreOwn] = written.filter((w) => w.said);
    const ownLines = best ? [best.line, ...order(moreOwn)] : [];
    const restLines = order(written.filter((w) => !w.said));
    // A row written for this very situation (its `when` matched) is heard out whole before any other row speaks.
    if (row.when && own.length === 0 && rest.length === 0) first.push(...ownLines, ...restLines);
    else {
      own.push(...ownLines);
      rest.push(...restLines);
    }
    spareOwn.push(...order(others.filter((w) => w.said)));
    spare.push(...order(others.filter((w) => !w.said)));
  }
  const ranked = [...new Set([...variedOpenings([...first, ...own, ...spareOwn]), ...rest, ...spare, ...later])];
  // A line an earlier round showed comes again only when nothing new is left ("Generate More" shows new lines).
  const chosen = [...ranked.filter((line) => !shown.has(line)), ...ranked.filter((line) => shown.has(line))].slice(
    0,
    3,
  );
  // The rows behind the lines shown, so a wrong line names its row.
  for (const id of new Set(chosen.map((line) => rowOf.get(line)))) onRule?.(`replies/${id}`);
  return chosen;
}

/**
 * Lines that say their words back, in order, with a third that opens with the same words said back ("You think I'd
 * look good in your hoodie? …") moved after the others: two are a choice of tone, three read like a template.
 */
function variedOpenings(lines: readonly string[]): string[] {
  const opening = (line: string) => /^[^?!.]{12,}[?!.]/.exec(line)?.[0];
  const seen = new Map<string, number>();
  const kept: string[] = [];
  const later: string[] = [];
  for (const line of lines) {
    const key = opening(line);
    const n = key ? (seen.get(key) ?? 0) : 0;
    if (key) seen.set(key, n + 1);
    (n >= 2 ? later : kept).push(line);
  }
  return [...kept, ...later];
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
  if (special) return styles.map((s) => special.write(s));
  const shown = new Set<string>();
  return styles.map((s) => {
    const round = writeStyle(reading, s, shown, onRule);
    for (const line of round) shown.add(line);
    return round;
  });
}

/** Every reply the message supports, best first: the chosen style's three, then the other styles' (each once). */
export function replyCandidates(matchInfo: string, style: MessageStyle, onRule?: (rule: string) => void): string[] {
  return [...new Set(replyRounds(matchInfo, style, onRule).flat())];
}
