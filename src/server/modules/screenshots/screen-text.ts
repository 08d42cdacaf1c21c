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

/** The colour at a point as 0xRRGGBB, or -1 off the screen (no array per pixel: this runs on the request thread). */
const packedAt = (pixels: ScreenPixels, x: number, y: number): number => {
  if (x < 0 || y < 0 || x >= pixels.width || y >= pixels.height) return -1;
  const i = (y * pixels.width + x) * 3;
  return (pixels.data[i]! << 16) | (pixels.data[i + 1]! << 8) | pixels.data[i + 2]!;
};

const packedDistance = (c: number, r: number, g: number, b: number) =>
  Math.max(Math.abs((c >> 16) - r), Math.abs(((c >> 8) & 255) - g), Math.abs((c & 255) - b));

/** The mean of the packed colours that pass `keep`, and how many did. */
function meanOf(samples: number[], keep: (colour: number) => boolean): { colour: Rgb; count: number } {
  let r = 0,
    g = 0,
    b = 0,
    count = 0;
  for (const colour of samples) {
    if (!keep(colour)) continue;
    r += colour >> 16;
    g += (colour >> 8) & 255;
    b += colour & 255;
    count += 1;
  }
  return { colour: [Math.round(r / count), Math.round(g / count), Math.round(b / count)], count };
}

/**
 * The most common colour among these points (x, y pairs, flat) and its share of them: the fullest bin (5 bits a
 * channel), then every point near that bin's mean, since JPEG's noise spreads one fill over adjacent bins. Near: a
 * light grey bubble on a white page stays apart from it.
 */
function commonColour(pixels: ScreenPixels, points: number[]): { colour: Rgb; share: number } | undefined {
  const samples: number[] = [];
  const bins = new Map<number, number>();
  const binOf = (c: number) => ((c >> 19) << 10) | (((c >> 11) & 31) << 5) | ((c >> 3) & 31);
  for (let p = 0; p < points.length; p += 2) {
    const colour = packedAt(pixels, points[p]!, points[p + 1]!);
    if (colour < 0) continue;
    samples.push(colour);
    bins.set(binOf(colour), (bins.get(binOf(colour)) ?? 0) + 1);
  }
  let fullest = -1;
  let most = 0;
  for (const [bin, count] of bins) {
    if (count > most) {
      most = count;
      fullest = bin;
    }
  }
  if (fullest < 0) return undefined;
  const [r, g, b] = meanOf(samples, (c) => binOf(c) === fullest).colour;
  const near = meanOf(samples, (c) => packedDistance(c, r, g, b) <= NOISE);
  return { colour: near.colour, share: near.count / samples.length };
}

function grid(width: number, height: number, step: number): number[] {
  const points: number[] = [];
  for (let y = 0; y < height; y += step) for (let x = 0; x < width; x += step) points.push(x, y);
  return points;
}

/**
 * Points on a ring just outside the box (where a bubble's padding is) and on the middle band of the line (between
 * the letters): the fill wins both, even when the box reaches past the bubble.
 */
function around(box: Box, gap: number): number[] {
  const points: number[] = [];
  const middle = (box.y0 + box.y1) >> 1;
  const band = (box.y1 - box.y0) >> 2;
  for (let y = middle - band; y <= middle + band; y += 3) for (let x = box.x0; x <= box.x1; x += 3) points.push(x, y);
  for (let x = box.x0; x <= box.x1; x += 2) points.push(x, box.y0 - gap, x, box.y1 + gap);
  for (let y = box.y0; y <= box.y1; y += 2) points.push(box.x0 - gap, y, box.x1 + gap, y);
  return points;
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
  const same = (x: number) => packedDistance(packedAt(pixels, x, y), fill[0], fill[1], fill[2]) <= tolerance;
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
  const points: number[] = [];
  for (let y = Math.max(0, box.y0); y < Math.min(pixels.height, box.y1); y += 2) {
    for (let x = Math.max(0, box.x0); x < Math.min(pixels.width, box.x1); x += 2) {
      const colour = packedAt(pixels, x, y);
      points.push(colour);
      if (packedDistance(colour, fill[0], fill[1], fill[2]) <= NOISE * 3) continue;
      const r = colour >> 16,
        g = (colour >> 8) & 255,
        b = colour & 255;
      if (Math.max(r, g, b) < 70) dark += 1;
      if (Math.min(r, g, b) > 185) light += 1;
    }
  }
  if (!points.length) return 0;
  // Text is never the colour of its fill: grey text on a white bubble is the dark kind.
  let text = light > dark ? 255 : 0;
  if (Math.max(...fill.map((c) => Math.abs(c - text))) < 100) text = 255 - text;
  let off = 0;
  for (const colour of points) if (distanceFromBlend(colour, fill, text) > COLOURFUL) off += 1;
  return off / points.length;
}

/** How far a packed colour is from every blend of a fill and a grey (largest channel difference). */
function distanceFromBlend(colour: number, fill: Rgb, grey: number): number {
  const c = [colour >> 16, (colour >> 8) & 255, colour & 255];
  const d0 = grey - fill[0],
    d1 = grey - fill[1],
    d2 = grey - fill[2];
  const length = d0 * d0 + d1 * d1 + d2 * d2 || 1;
  const along = Math.min(
    1,
    Math.max(0, ((c[0]! - fill[0]) * d0 + (c[1]! - fill[1]) * d1 + (c[2]! - fill[2]) * d2) / length),
  );
  return Math.max(
    Math.abs(c[0]! - fill[0] - along * d0),
    Math.abs(c[1]! - fill[1] - along * d1),
    Math.abs(c[2]! - fill[2] - along * d2),
  );
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
  const background = commonColour(pixels, grid(pixels.width, pixels.height, 8))?.colour ?? [255, 255, 255];
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => toLine(pixels, line, background))),
  );
  return { width: pixels.width, height: pixels.height, background, lines };
}
