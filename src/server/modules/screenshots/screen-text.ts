import type Tesseract from 'tesseract.js';
import type { ScreenPixels } from './decode-screenshot';
import { colourDistance, SAME_COLOUR, type Box, type OcrLine, type Rgb, type ScreenText } from './rebuild-conversation';

/**
 * What tesseract read, with the colours around each line sampled from the screenshot's pixels: the surface behind
 * the line (a bubble's fill or the page) and how far it reaches left and right (the bubble's edges).
 */

/** Farther than this from the blends of a bubble's fill and its text, a pixel is a picture's (an emoji). */
const COLOURFUL = 60;
/** How far JPEG's noise moves a flat colour. */
const NOISE = 8;

const colourAt = (pixels: ScreenPixels, x: number, y: number): Rgb => {
  const i = (y * pixels.width + x) * 3;
  return [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
};

const key = (c: Rgb) => ((c[0] >> 3) << 10) | ((c[1] >> 3) << 5) | (c[2] >> 3);

/**
 * The most common colour among these points and its share of them: the fullest bin (5 bits a channel), then every
 * point near that bin's mean, since JPEG's noise spreads one fill over adjacent bins. Near: a light grey bubble on a
 * white page stays apart from it.
 */
function commonColour(
  pixels: ScreenPixels,
  points: Iterable<[number, number]>,
): { colour: Rgb; share: number } | undefined {
  const samples: Rgb[] = [];
  const bins = new Map<number, Rgb[]>();
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= pixels.width || y >= pixels.height) continue;
    const colour = colourAt(pixels, x, y);
    samples.push(colour);
    const bin = bins.get(key(colour));
    if (bin) bin.push(colour);
    else bins.set(key(colour), [colour]);
  }
  let fullest: Rgb[] = [];
  for (const bin of bins.values()) if (bin.length > fullest.length) fullest = bin;
  if (!fullest.length) return undefined;
  const centre = mean(fullest);
  const near = samples.filter((colour) => colourDistance(colour, centre) <= NOISE);
  return { colour: mean(near), share: near.length / samples.length };
}

const mean = (colours: Rgb[]): Rgb =>
  [0, 1, 2].map((c) => Math.round(colours.reduce((sum, colour) => sum + colour[c]!, 0) / colours.length)) as [
    number,
    number,
    number,
  ];

function* grid(width: number, height: number, step: number): Generator<[number, number]> {
  for (let y = 0; y < height; y += step) for (let x = 0; x < width; x += step) yield [x, y];
}

/**
 * Points on a ring just outside the box (where a bubble's padding is) and on the middle band of the line (between
 * the letters): the fill wins both, even when the box reaches past the bubble.
 */
function* around(box: Box, gap: number): Generator<[number, number]> {
  const middle = (box.y0 + box.y1) >> 1;
  const band = (box.y1 - box.y0) >> 2;
  for (let y = middle - band; y <= middle + band; y += 3) for (let x = box.x0; x <= box.x1; x += 3) yield [x, y];
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
function runOf(
  pixels: ScreenPixels,
  fill: Rgb,
  background: Rgb,
  y: number,
  box: Box,
): { left: number; right: number } | undefined {
  if (y < 0 || y >= pixels.height) return undefined;
  // Half-way to the page's colour at most: a light grey bubble ends where the white page starts, even blurred.
  const tolerance = Math.max(3, Math.min(SAME_COLOUR, colourDistance(fill, background) / 2));
  const same = (x: number) => colourDistance(colourAt(pixels, x, y), fill) <= tolerance;
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

/**
 * The share of a word's pixels in colours that are neither its bubble's fill, nor its text's (black or white,
 * whichever the box holds more of, its fill aside), nor a blend of the two: an emoji's. Text in chat apps is black, white or grey.
 */
function colourfulShare(pixels: ScreenPixels, box: Box, fill: Rgb): number {
  let dark = 0;
  let light = 0;
  const points: Rgb[] = [];
  for (let y = Math.max(0, box.y0); y < Math.min(pixels.height, box.y1); y += 2) {
    for (let x = Math.max(0, box.x0); x < Math.min(pixels.width, box.x1); x += 2) {
      const colour = colourAt(pixels, x, y);
      points.push(colour);
      if (colourDistance(colour, fill) <= NOISE * 3) continue;
      if (Math.max(...colour) < 70) dark += 1;
      if (Math.min(...colour) > 185) light += 1;
    }
  }
  if (!points.length) return 0;
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  let text = light > dark ? white : black;
  // Text is never the colour of its fill: grey text on a white bubble is the dark kind.
  if (colourDistance(text, fill) < 100) text = text === white ? black : white;
  const off = points.filter((colour) => distanceFromBlend(colour, fill, text) > COLOURFUL);
  return off.length / points.length;
}

/** How far a colour is from every blend of two others (largest channel difference). */
function distanceFromBlend(colour: Rgb, a: Rgb, b: Rgb): number {
  const d = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const length = d[0]! * d[0]! + d[1]! * d[1]! + d[2]! * d[2]! || 1;
  const along = Math.min(
    1,
    Math.max(0, ((colour[0] - a[0]) * d[0]! + (colour[1] - a[1]) * d[1]! + (colour[2] - a[2]) * d[2]!) / length),
  );
  return Math.max(...[0, 1, 2].map((c) => Math.abs(colour[c]! - a[c]! - along * d[c]!)));
}

function toLine(pixels: ScreenPixels, line: Tesseract.Line, background: Rgb): OcrLine {
  const box = line.bbox;
  const gap = Math.max(3, Math.round((box.y1 - box.y0) * 0.15));
  const { colour: fill, share: fillShare } = commonColour(pixels, around(box, gap)) ?? { colour: background, share: 0 };
  const runs = [
    runOf(pixels, fill, background, box.y0 - gap, box),
    runOf(pixels, fill, background, box.y1 + gap, box),
  ].filter((run) => run !== undefined);
  const surface = runs.length
    ? { left: Math.min(...runs.map((run) => run.left)), right: Math.max(...runs.map((run) => run.right)) }
    : { left: box.x0, right: box.x1 };
  return {
    box,
    fill,
    fillShare,
    surface,
    words: line.words.map((word) => ({
      text: word.text,
      confidence: word.confidence,
      box: word.bbox,
      colourful: colourfulShare(pixels, word.bbox, fill),
    })),
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
