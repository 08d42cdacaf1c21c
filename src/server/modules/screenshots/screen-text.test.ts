import { describe, expect, it } from 'vitest';
import type Tesseract from 'tesseract.js';
import { textOnWhite, type ScreenPixels } from './decode-screenshot';
import { screenTextOf } from './screen-text';

/** A 300 x 200 white page with a blue bubble (40..260 x 60..140) holding "text" (strokes 2 pixels wide, 80..200 x 95..105). */
function screen(page = [255, 255, 255], bubble = [11, 132, 254], ink = [255, 255, 255]): ScreenPixels {
  const width = 300;
  const height = 200;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBubble = x >= 40 && x < 260 && y >= 60 && y < 140;
      const inInk = x >= 80 && x < 200 && y >= 95 && y < 105 && x % 5 < 2;
      data.set(inInk ? ink : inBubble ? bubble : page, (y * width + x) * 3);
    }
  }
  return { data, width, height };
}

const greyAt = (pgm: Buffer, pixels: ScreenPixels, x: number, y: number) =>
  pgm[pgm.length - pixels.width * pixels.height + y * pixels.width + x]!;

describe('the image tesseract reads', () => {
  it('turns white text on a blue bubble dark, and the bubble and the page white', () => {
    const pixels = screen();
    const pgm = textOnWhite(pixels);
    expect(pgm.subarray(0, 15).toString('ascii')).toBe('P5\n300 200\n255\n');
    expect(greyAt(pgm, pixels, 81, 100)).toBeLessThan(60);
    expect(greyAt(pgm, pixels, 150, 70)).toBe(255);
    expect(greyAt(pgm, pixels, 10, 10)).toBe(255);
  });

  it('does the same for light text in dark mode', () => {
    const pixels = screen([0, 0, 0], [38, 38, 41], [230, 230, 230]);
    expect(greyAt(textOnWhite(pixels), pixels, 81, 100)).toBeLessThan(60);
  });
});

describe('the colours around what tesseract read', () => {
  const page = (lines: { x0: number; y0: number; x1: number; y1: number }[]) =>
    ({
      blocks: [
        {
          paragraphs: [{ lines: lines.map((bbox) => ({ bbox, words: [{ text: 'hey', confidence: 95, bbox }] })) }],
        },
      ],
    }) as unknown as Tesseract.Page;

  it("finds the page, the bubble behind a line and the bubble's edges", () => {
    const text = screenTextOf(screen(), page([{ x0: 80, y0: 95, x1: 200, y1: 105 }]));
    expect(text.background).toEqual([255, 255, 255]);
    expect(text.lines[0]).toMatchObject({ fill: [11, 132, 254], surface: { left: 40, right: 260 } });
    expect(text.lines[0]!.fillShare).toBeGreaterThan(0.5);
  });

  it('finds the page behind a line outside any bubble', () => {
    const text = screenTextOf(screen(), page([{ x0: 100, y0: 160, x1: 180, y1: 175 }]));
    expect(text.lines[0]!.fill).toEqual([255, 255, 255]);
  });
});
