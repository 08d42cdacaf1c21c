import sharp from 'sharp';
import { SCREENSHOT_MAX_PIXELS } from '../../../shared/conversation';
import { imageErrorOf, notAnImage, sniffImageFormat, type ImageRules } from '../../http/image-input';

export const SCREENSHOT_RULES: ImageRules = { formats: 'PNG, JPEG or WebP', maxPixels: SCREENSHOT_MAX_PIXELS };

/** A screenshot is a phone screen: a decode that takes longer than this is not one. */
const DECODE_TIMEOUT_SECONDS = 10;

/**
 * Phone screenshots are 1080 to 1290 pixels wide (3x); at 2x text is still about 30 pixels tall, which the LSTM
 * reads as well (docs/operations.md, "Reading chat screenshots"), and the pixel work before OCR handles 2.25 times
 * fewer pixels.
 */
export const WORKING_WIDTH = 780;

/**
 * The most of one screenshot that is read, in rows at the working width: about five phone screens. A longer
 * scrolling capture is read from its bottom (the newest messages, which are the ones a reply answers); the rest is
 * never decoded into memory (issue 28: a blank 780 × 32,051 PNG is 75 MB of pixels).
 */
export const MAX_WORKING_HEIGHT = 8_000;

/**
 * Rows handed to tesseract at once: a whole phone screen (1,690 to 1,735 rows at the working width). A taller
 * screenshot is read in slices cut between bubbles, so what OCR holds (and its WebAssembly memory, which grows to
 * the largest image it has read and never shrinks) is no more than a phone screenshot's.
 */
export const SLICE_HEIGHT = 1_800;

/** The screenshot's pixels at the working width, as RGB, in memory only. */
export interface ScreenPixels {
  data: Buffer;
  width: number;
  height: number;
}

/** What the header says a screenshot will take to read: its size at the working width, height capped. */
export interface ScreenshotSize {
  width: number;
  height: number;
  /** The height at the working width before the cap. */
  resizedHeight: number;
}

function workingSize(width: number, height: number): ScreenshotSize {
  const scale = Math.min(1, WORKING_WIDTH / width);
  const resizedHeight = Math.max(1, Math.round(height * scale));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.min(MAX_WORKING_HEIGHT, resizedHeight),
    resizedHeight,
  };
}

const opened = (input: Buffer) => sharp(input, { limitInputPixels: SCREENSHOT_MAX_PIXELS, failOn: 'error', pages: 1 });

/**
 * The size a screenshot will be read at, from its header alone (no pixel is decoded): PNG, JPEG or WebP only (the
 * magic numbers and libvips must agree), under the pixel limit, upright. What a reading costs is counted from this
 * before it is let in (issue 28). Throws a 400 HttpError with a message for the user otherwise.
 */
export async function probeScreenshot(input: Buffer): Promise<ScreenshotSize> {
  const format = sniffImageFormat(input);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') throw notAnImage(SCREENSHOT_RULES);
  try {
    const { format: decodedAs, autoOrient } = await opened(input).metadata();
    if (decodedAs !== format) throw notAnImage(SCREENSHOT_RULES);
    if (autoOrient.width * autoOrient.height > SCREENSHOT_MAX_PIXELS)
      throw new Error('Input image exceeds pixel limit');
    return workingSize(autoOrient.width, autoOrient.height);
  } catch (error) {
    throw imageErrorOf(error, SCREENSHOT_RULES);
  }
}

/**
 * Raw upload bytes to RGB pixels at the working width: as probeScreenshot checks, and complete (a truncated file is
 * refused). A capture taller than MAX_WORKING_HEIGHT keeps its bottom rows; libvips streams the rest past without
 * holding it. Throws a 400 HttpError with a message for the user otherwise.
 */
export async function decodeScreenshot(input: Buffer): Promise<ScreenPixels> {
  const size = await probeScreenshot(input);
  try {
    let image = opened(input).autoOrient().resize({ width: WORKING_WIDTH, withoutEnlargement: true });
    if (size.resizedHeight > size.height) {
      // The bottom rows, two short of the end: libvips may round the resized height one row the other way.
      const top = size.resizedHeight - size.height;
      image = image.extract({ left: 0, top, width: size.width, height: size.height - 2 });
    }
    const { data, info } = await image
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw imageErrorOf(error, SCREENSHOT_RULES);
  }
}

/**
 * Checks that a screenshot is whole (probeScreenshot, then every pixel decoded), holding no more than a thumbnail:
 * for the model reader, which sends the bytes on and needs no pixels here.
 */
export async function checkScreenshot(input: Buffer): Promise<void> {
  await probeScreenshot(input);
  try {
    await opened(input).resize(16, 16, { fit: 'fill' }).raw().timeout({ seconds: DECODE_TIMEOUT_SECONDS }).toBuffer();
  } catch (error) {
    throw imageErrorOf(error, SCREENSHOT_RULES);
  }
}

/**
 * The rows where a tall screen is cut into slices of at most SLICE_HEIGHT: at a row of one colour (the page
 * between two bubbles) near each slice's end, so no line of text is cut in two; straight at the limit only when a
 * slice has no such row. A screen within the limit is one slice.
 */
export function sliceScreen(pixels: ScreenPixels): ScreenPixels[] {
  const slices: ScreenPixels[] = [];
  const rowBytes = pixels.width * 3;
  let top = 0;
  while (pixels.height - top > SLICE_HEIGHT) {
    let cut = top + SLICE_HEIGHT;
    for (let y = cut; y > top + SLICE_HEIGHT / 2; y--) {
      if (isPlainRow(pixels.data, y * rowBytes, rowBytes)) {
        cut = y;
        break;
      }
    }
    slices.push(rowsOf(pixels, top, cut));
    top = cut;
  }
  slices.push(rowsOf(pixels, top, pixels.height));
  return slices;
}

const rowsOf = (pixels: ScreenPixels, top: number, bottom: number): ScreenPixels => ({
  data: pixels.data.subarray(top * pixels.width * 3, bottom * pixels.width * 3),
  width: pixels.width,
  height: bottom - top,
});

/**
 * A row of one colour: the page between two bubbles. Tight (JPEG's noise, no more): a light grey bubble on a white
 * page differs by about 26, so a row through a bubble, between its lines of text, is not plain.
 */
function isPlainRow(data: Buffer, start: number, length: number): boolean {
  for (let i = start + 3; i < start + length; i++)
    if (Math.abs(data[i]! - data[start + ((i - start) % 3)]!) > PLAIN) return false;
  return true;
}

/** How far JPEG's noise moves a flat colour. */
const PLAIN = 8;

/** Differences this small are noise (JPEG's ringing around a bubble's edge), not ink: they stay white. */
const FAINT = 32;
/** Cells this size (at the working width) that hold one colour are surfaces: the page, a bubble's fill. */
const CELL = 6;
/** How far a cell's channels may spread and it still counts as one colour (JPEG noise, gradients). */
const FLAT_SPREAD = 24;

/**
 * The image tesseract reads: every text dark on white, whatever its bubble. Tesseract thresholds the whole page at
 * once, so white text on a mid-blue bubble next to black text on light grey loses one of the two (in dark mode it
 * lost every blue bubble). Here each pixel is as dark as it differs from the nearest surface around it: the fills
 * and the page turn white, text of any colour on any fill turns dark, and a bubble's edge, near two surfaces, stays
 * light. Returns a PGM (tesseract's Leptonica reads it as is: no PNG to encode and decode).
 */
export function textOnWhite(pixels: ScreenPixels): Buffer {
  const { data, width, height } = pixels;
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  // Each flat cell's colour as 0xRRGGBB, or -1 for a cell with detail (text, an edge, an emoji).
  const flat = new Int32Array(columns * rows).fill(-1);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      flat[row * columns + column] = flatColourOf(data, width, height, column * CELL, row * CELL);
    }
  }
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const grey = Buffer.alloc(header.length + width * height, 255);
  header.copy(grey);
  const surfaces: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (flat[row * columns + column]! >= 0) continue;
      surfacesAround(flat, columns, rows, column, row, surfaces);
      const x1 = Math.min(width, (column + 1) * CELL);
      const y1 = Math.min(height, (row + 1) * CELL);
      for (let y = row * CELL; y < y1; y++) {
        for (let x = column * CELL; x < x1; x++) {
          const i = (y * width + x) * 3;
          const nearest = distanceToSurfaces(data[i]!, data[i + 1]!, data[i + 2]!, surfaces);
          grey[header.length + y * width + x] = 255 - Math.min(255, Math.round(Math.max(0, nearest - FAINT) * 1.9));
        }
      }
    }
  }
  return grey;
}

/**
 * How far a colour is from the surfaces around it and from every blend of two of them (the anti-aliased edge of a
 * bubble on the page is such a blend), in the largest channel difference.
 */
function distanceToSurfaces(r: number, g: number, b: number, surfaces: readonly number[]): number {
  let nearest = 255;
  for (let s = 0; s < surfaces.length; s++) {
    const a = surfaces[s]!;
    const ar = a >> 16,
      ag = (a >> 8) & 255,
      ab = a & 255;
    nearest = Math.min(nearest, Math.max(Math.abs(r - ar), Math.abs(g - ag), Math.abs(b - ab)));
    for (let t = s + 1; t < surfaces.length; t++) {
      const c = surfaces[t]!;
      const dr = (c >> 16) - ar,
        dg = ((c >> 8) & 255) - ag,
        db = (c & 255) - ab;
      const along = Math.min(
        1,
        Math.max(0, ((r - ar) * dr + (g - ag) * dg + (b - ab) * db) / (dr * dr + dg * dg + db * db || 1)),
      );
      nearest = Math.min(
        nearest,
        Math.max(Math.abs(r - ar - along * dr), Math.abs(g - ag - along * dg), Math.abs(b - ab - along * db)),
      );
    }
  }
  return nearest;
}

function flatColourOf(data: Buffer, width: number, height: number, x0: number, y0: number): number {
  const x1 = Math.min(width, x0 + CELL);
  const y1 = Math.min(height, y0 + CELL);
  let r0 = 255,
    g0 = 255,
    b0 = 255,
    r1 = 0,
    g1 = 0,
    b1 = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 3;
      const r = data[i]!,
        g = data[i + 1]!,
        b = data[i + 2]!;
      if (r < r0) r0 = r;
      if (r > r1) r1 = r;
      if (g < g0) g0 = g;
      if (g > g1) g1 = g;
      if (b < b0) b0 = b;
      if (b > b1) b1 = b;
    }
  }
  if (r1 - r0 > FLAT_SPREAD || g1 - g0 > FLAT_SPREAD || b1 - b0 > FLAT_SPREAD) return -1;
  return (((r0 + r1) >> 1) << 16) | (((g0 + g1) >> 1) << 8) | ((b0 + b1) >> 1);
}

/**
 * The surfaces next to a detailed cell: the flat cells touching it, or when there are none (dense text), the first
 * flat cell to the left, right, above or below.
 */
function surfacesAround(
  flat: Int32Array,
  columns: number,
  rows: number,
  column: number,
  row: number,
  out: number[],
): void {
  out.length = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const c = column + dx;
      const r = row + dy;
      if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
      const colour = flat[r * columns + c]!;
      if (colour >= 0 && !out.includes(colour)) out.push(colour);
    }
  }
  if (out.length) return;
  for (const [dx, dy] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const) {
    for (let step = 2; step <= 12; step++) {
      const c = column + dx * step;
      const r = row + dy * step;
      if (c < 0 || r < 0 || c >= columns || r >= rows) break;
      const colour = flat[r * columns + c]!;
      if (colour >= 0) {
        out.push(colour);
        return;
      }
    }
  }
  out.push(0xffffff);
}
