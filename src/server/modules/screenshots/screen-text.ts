import type Tesseract from 'tesseract.js';
import type { ScreenPixels } from './decode-screenshot';
import { colourDistance, SAME_COLOUR, type Box, type OcrLine, type Rgb, type ScreenText } from './rebuild-conversation';

/**
 * What tesseract read, with the colours around each line sampled from the screenshot's pixels: the surface behind
 * the line (a bubble's fill or the page) and how far it reaches left and right (the bubble's edges).
 */

const colourAt = (pixels: ScreenPixels, x: number, y: number): Rgb => {
  const i = (y * pixels.width + x) * 3;
  return [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
};

const key = (c: Rgb) => ((c[0] >> 3) << 10) | ((c[1] >> 3) << 5) | (c[2] >> 3);

/** The most common colour among these points (to 5 bits a channel), as it was sampled. */
function commonColour(
  pixels: ScreenPixels,
  points: Iterable<[number, number]>,
): { colour: Rgb; share: number } | undefined {
  const counts = new Map<number, { count: number; colour: Rgb }>();
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= pixels.width || y >= pixels.height) continue;
    const colour = colourAt(pixels, x, y);
    const entry = counts.get(key(colour));
    if (entry) entry.count += 1;
    else counts.set(key(colour), { count: 1, colour });
  }
  let best: { count: number; colour: Rgb } | undefined;
  let total = 0;
  for (const entry of counts.values()) {
    total += entry.count;
    if (!best || entry.count > best.count) best = entry;
  }
  return best && { colour: best.colour, share: best.count / total };
}

function* grid(width: number, height: number, step: number): Generator<[number, number]> {
  for (let y = 0; y < height; y += step) for (let x = 0; x < width; x += step) yield [x, y];
}

/** Points on a ring just outside the box: where a bubble's padding is. */
function* around(box: Box, gap: number): Generator<[number, number]> {
  for (let x = box.x0; x <= box.x1; x += 2) {
    yield [x, box.y0 - gap];
    yield [x, box.y1 + gap];
  }
  for (let y = box.y0; y <= box.y1; y += 2) {
    yield [box.x0 - gap, y];
    yield [box.x1 + gap, y];
  }
}

/** On one row, the run of the fill's colour that covers most of [x0, x1], stretched as far as the colour goes. */
function runOf(pixels: ScreenPixels, fill: Rgb, y: number, box: Box): { left: number; right: number } | undefined {
  if (y < 0 || y >= pixels.height) return undefined;
  const same = (x: number) => colourDistance(colourAt(pixels, x, y), fill) <= SAME_COLOUR;
  let start = -1;
  for (let x = Math.max(0, box.x0); x <= Math.min(pixels.width - 1, box.x1); x++) {
    if (same(x)) {
      start = x;
      break;
    }
  }
  if (start < 0) return undefined;
  let left = start;
  while (left > 0 && same(left - 1)) left -= 1;
  let right = Math.max(start, Math.min(pixels.width - 1, box.x1));
  while (right < pixels.width - 1 && same(right + 1)) right += 1;
  return { left, right: right + 1 };
}

function toLine(pixels: ScreenPixels, line: Tesseract.Line, background: Rgb): OcrLine {
  const box = line.bbox;
  const gap = Math.max(3, Math.round((box.y1 - box.y0) * 0.15));
  const { colour: fill, share: fillShare } = commonColour(pixels, around(box, gap)) ?? { colour: background, share: 0 };
  const runs = [runOf(pixels, fill, box.y0 - gap, box), runOf(pixels, fill, box.y1 + gap, box)].filter(
    (run) => run !== undefined,
  );
  const surface = runs.length
    ? { left: Math.min(...runs.map((run) => run.left)), right: Math.max(...runs.map((run) => run.right)) }
    : { left: box.x0, right: box.x1 };
  return {
    box,
    fill,
    fillShare,
    surface,
    words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, box: word.bbox })),
  };
}

/** Tesseract's page (blocks, paragraphs, lines, words) on the pixels it was read from. */
export function screenTextOf(pixels: ScreenPixels, page: Tesseract.Page): ScreenText {
  const background = commonColour(pixels, grid(pixels.width, pixels.height, 4))?.colour ?? [255, 255, 255];
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => toLine(pixels, line, background))),
  );
  return { width: pixels.width, height: pixels.height, background, lines };
}
