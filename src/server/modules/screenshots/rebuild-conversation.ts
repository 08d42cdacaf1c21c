import type { ConversationLine, ConversationSpeaker } from '../../../shared/conversation';

/**
 * From what OCR saw on one chat screenshot (lines of words with their boxes, and the colour behind each line) to the
 * conversation: lines grouped into bubbles, each bubble's speaker from its side (colour when the side is unclear),
 * in order, without the app's chrome. Pure: the reader samples the pixels, this only decides.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Rgb = readonly [number, number, number];

export interface OcrWord {
  text: string;
  /** Tesseract's confidence, 0 to 100. */
  confidence: number;
  box: Box;
  /** The share of its pixels in colours no text has: an emoji read as letters. */
  colourful?: number;
}

export interface OcrLine {
  words: OcrWord[];
  box: Box;
  /** The colour behind the line (a bubble's fill, or the page). */
  fill: Rgb;
  /** The share of the points around the line that have that colour: a bubble's fill is one colour, a picture is not. */
  fillShare: number;
  /** How far that colour reaches left and right on the line's rows: the bubble's edges (the screen's on the page). */
  surface: { left: number; right: number };
}

export interface ScreenText {
  width: number;
  height: number;
  /** The page's colour: the most common one. */
  background: Rgb;
  lines: OcrLine[];
}

/** A bubble as read, with its fill (the merge compares texts only; the fill is for telling the sides apart). */
export interface Bubble extends ConversationLine {
  fill: Rgb;
}

/** Colours closer than this (largest channel difference) are the same surface; JPEG noise stays under it. */
export const SAME_COLOUR = 12;
/** Below this confidence a word is noise (an icon, an emoji, a blend of an avatar and a bubble's edge). */
const MIN_WORD_CONFIDENCE = 25;
/** A line with less of its surroundings in one colour is not in a bubble. */
const MIN_FILL_SHARE = 0.45;
/** A centred box whose colour is this far from both sides' bubbles belongs to the app, not to the conversation. */
const UNLIKE = 48;
/** A bubble this much closer to one edge of the screen (a share of its width) is on that side. */
const SIDE_MARGIN = 0.04;

export const colourDistance = (a: Rgb, b: Rgb) =>
  Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));

const PLACEHOLDERS =
  /^(\+\s*)?(i?message|text message|type a message|send a message|write a message|start chatting\W*|say something\W*|aa|reply\W*)(\s*send)?$/i;
const WEEKDAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*';
const DAY = `(today|yesterday|${WEEKDAY}|[a-z]{3,9} \\d{1,2}(, \\d{4})?|\\d{1,2}/\\d{1,2}(/\\d{2,4})?)`;
const TIME = '\\d{1,2}[:.]\\d{2}\\s*([ap]\\.?m\\.?)?';
const DAY_SEPARATOR = new RegExp(`^(${DAY}(,?\\s*(at\\s*)?${TIME})?|${TIME})$`, 'i');
const RECEIPT = new RegExp(`^(delivered|read|seen|sent|opened)(\\s+(${DAY}|${TIME}|${DAY},?\\s*${TIME}))?$`, 'i');
/** A time or the ticks after it, as an app writes them small in the corner of a bubble (OCR often misreads them). */
const TIME_WORD = /^(\S{0,2}\d[\d:.,]*\d([ap]m)?\W*|v{1,2}|✓{1,2})$/i;
/** Letters or digits: a word without either is an icon or an emoji read as punctuation. */
const HAS_LETTER = /[\p{L}\p{N}]/u;

/** A colourful scrap, or a word mostly colour: an emoji (a word with an emoji stuck to it is kept). */
const isEmoji = (word: OcrWord) =>
  (word.colourful ?? 0) > 0.5 || ((word.colourful ?? 0) > 0.15 && word.text.replace(/\W/g, '').length <= 3);

/** Chrome that sits in a bubble-like box (WhatsApp's day chip, an input field) or anywhere: never a message. */
export function isChrome(text: string): boolean {
  const t = text.trim();
  return PLACEHOLDERS.test(t) || DAY_SEPARATOR.test(t) || RECEIPT.test(t);
}

/** OCR's frequent slips in chat fonts, fixed where no word could be meant: a lone "|" is "I". */
export function fixWord(text: string): string {
  if (text === '|') return 'I';
  return text.replace(/^\|(?=['’][a-z]{1,2}\b)/i, 'I');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** The lines inside bubbles, their words cleaned: no noise, nothing outside the bubble (an avatar beside it). */
function messageLines(screen: ScreenText): OcrLine[] {
  const edge = screen.width * 0.02;
  return screen.lines.flatMap((line) => {
    // On the page itself: the clock, the header, day separators, receipts, an outlined input box.
    if (colourDistance(line.fill, screen.background) <= SAME_COLOUR) return [];
    // A bubble keeps a margin from both edges of the screen; a surface that reaches one is a bar (the header, the
    // input bar), and one that is not a single colour around the line (an avatar's gradient) is no bubble.
    if (line.surface.left <= edge || line.surface.right >= screen.width - edge || line.fillShare < MIN_FILL_SHARE) {
      return [];
    }
    const words = line.words
      .map((word) => ({ ...word, text: fixWord(word.text) }))
      .filter(
        (word) =>
          word.confidence >= MIN_WORD_CONFIDENCE &&
          HAS_LETTER.test(word.text) &&
          !isEmoji(word) &&
          (word.box.x0 + word.box.x1) / 2 > line.surface.left &&
          (word.box.x0 + word.box.x1) / 2 < line.surface.right,
      );
    return words.length ? [{ ...line, words }] : [];
  });
}

interface Group {
  lines: OcrLine[];
  left: number;
  right: number;
  fill: Rgb;
}

/** Consecutive lines on one surface with the same edges and no gap wider than a line: one bubble. */
function groupIntoBubbles(lines: OcrLine[], width: number): Group[] {
  const lineHeight = median(lines.map((line) => line.box.y1 - line.box.y0));
  const sorted = [...lines].sort((a, b) => a.box.y0 - b.box.y0);
  const groups: Group[] = [];
  for (const line of sorted) {
    const group = groups.at(-1);
    const previous = group?.lines.at(-1);
    const joins =
      group &&
      previous &&
      colourDistance(group.fill, line.fill) <= SAME_COLOUR &&
      Math.abs(group.left - line.surface.left) <= width * 0.03 &&
      Math.abs(group.right - line.surface.right) <= width * 0.03 &&
      line.box.y0 - previous.box.y1 <= lineHeight * 0.7;
    if (joins) {
      group.lines.push(line);
      group.left = Math.min(group.left, line.surface.left);
      group.right = Math.max(group.right, line.surface.right);
    } else {
      groups.push({ lines: [line], left: line.surface.left, right: line.surface.right, fill: line.fill });
    }
  }
  return groups;
}

/**
 * The bubble's words joined with spaces, without the time and ticks some apps print small in its last corner: the
 * trailing words smaller than the text (against words of three letters or more, which have capitals or ascenders
 * like digits do) that hold a digit, are ticks, or are "am"/"pm" (or a misreading of it) after such a time.
 */
function bubbleText(group: Group): string {
  const words = group.lines.flatMap((line) => line.words);
  const height = (word: OcrWord) => word.box.y1 - word.box.y0;
  const text = median(words.filter((word) => word.text.length >= 3).map(height)) || median(words.map(height));
  let end = words.length;
  while (end > 0) {
    const word = words[end - 1]!;
    const small = height(word) < text * 0.82;
    // "PM" after the time, or what OCR made of it ("py"): two letters after a small number.
    const previous = words[end - 2];
    const meridiem =
      /^[a-z]{1,2}\W*$/i.test(word.text) && !!previous && /\d/.test(previous.text) && height(previous) < text * 0.82;
    if (!small || !(TIME_WORD.test(word.text) || meridiem)) break;
    end -= 1;
  }
  return words
    .slice(0, end)
    .map((word) => word.text)
    .join(' ')
    .trim();
}

const average = (colours: Rgb[]): Rgb | undefined =>
  colours.length
    ? ([0, 1, 2].map((c) => colours.reduce((sum, colour) => sum + colour[c]!, 0) / colours.length) as unknown as Rgb)
    : undefined;

/**
 * Who said it: the user's bubbles hug the right edge, the match's the left. A bubble about as far from both (a long
 * one, or a centred one) takes the side whose bubbles have the nearest colour.
 */
function speakers(groups: Group[], width: number): (ConversationSpeaker | undefined)[] {
  const bySide = groups.map((group): ConversationSpeaker | undefined => {
    const toLeft = group.left;
    const toRight = width - group.right;
    if (toRight < toLeft - width * SIDE_MARGIN) return 'me';
    if (toLeft < toRight - width * SIDE_MARGIN) return 'them';
    return undefined;
  });
  const mine = average(groups.filter((_, i) => bySide[i] === 'me').map((group) => group.fill));
  const theirs = average(groups.filter((_, i) => bySide[i] === 'them').map((group) => group.fill));
  return groups.map((group, i) => {
    if (bySide[i]) return bySide[i];
    if (mine && theirs) {
      const toMine = colourDistance(group.fill, mine);
      const toTheirs = colourDistance(group.fill, theirs);
      // Like neither side's bubbles: a box of the app's own (an avatar, a banner), told apart by the caller.
      if (Math.min(toMine, toTheirs) > UNLIKE) return undefined;
      return toMine <= toTheirs ? 'me' : 'them';
    }
    // With one side known, a bubble unlike it is the other side; unlike neither, it stays unknown.
    if (mine) return colourDistance(group.fill, mine) <= SAME_COLOUR ? 'me' : undefined;
    if (theirs) return colourDistance(group.fill, theirs) <= SAME_COLOUR ? 'them' : undefined;
    return undefined;
  });
}

/** One screenshot's conversation, top to bottom. */
export function rebuildConversation(screen: ScreenText): Bubble[] {
  const groups = groupIntoBubbles(messageLines(screen), screen.width);
  const sides = speakers(groups, screen.width);
  return groups.flatMap((group, i) => {
    const text = bubbleText(group);
    const from = sides[i];
    // A centred box with a date, a receipt or a placeholder is chrome, and so is one unlike both sides' bubbles
    // (an avatar's initial). With nothing to compare (no bubble on either side), a centred box of words is kept as
    // theirs, for the user to correct.
    if (!text || isChrome(text)) return [];
    if (!from && sides.some((side) => side === 'me') && sides.some((side) => side === 'them')) return [];
    return [{ from: from ?? 'them', text, fill: group.fill }];
  });
}
