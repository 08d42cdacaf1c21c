import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth } from '../../../test/server/chat-screens/conversations';
import { pngClaiming } from '../../../test/server/chat-screens/png-claiming';
import { renderChatScreens, type RenderedChat } from '../../../test/server/chat-screens/render';
import { speakersRight, wordErrors } from '../../../test/server/chat-screens/scoring';
import { createOcrPool, type OcrPool } from './ocr-pool';
import { decodeScreenshot, MAX_WORKING_HEIGHT, probeScreenshot, SLICE_HEIGHT, sliceScreen } from './decode-screenshot';
import { createScreenshotReader, type ScreenshotReader, type ScreenshotReaderOptions } from './screenshot-reader';

const readers: ScreenshotReader[] = [];
const pools: OcrPool[] = [];
const reader = (options: ScreenshotReaderOptions = { workers: 1, queueMax: 4, timeoutMs: 60_000 }) => {
  const created = createScreenshotReader(options);
  readers.push(created);
  return created;
};

let rendered: RenderedChat[];
beforeAll(async () => {
  rendered = await renderChatScreens();
});
// The server project runs its files in one worker: no tesseract thread may outlive this file.
afterAll(async () => {
  await Promise.all([...readers, ...pools].map((r) => r.close()));
});

const screens = (name: string) => rendered.find((r) => r.fixture.name === name)!;

describe('reading chat screenshots', () => {
  it('reads light, dark and two overlapping screenshots within the targets (WER 5 %, speakers 95 %)', async () => {
    const read = reader();
    let errors = 0;
    let words = 0;
    let lines = 0;
    let right = 0;
    for (const name of ['imessage-dark', 'whatsapp-light', 'bumble-light', 'imessage-two-screens']) {
      const { fixture, images } = screens(name);
      const transcript = await read.read(images);
      const truth = groundTruth(fixture);
      const wer = wordErrors(truth, transcript);
      errors += wer.errors;
      words += wer.words;
      lines += truth.length;
      right += speakersRight(truth, transcript);
      expect(transcript.length, name).toBe(truth.length);
    }
    expect(errors / words).toBeLessThanOrEqual(0.05);
    expect(right / lines).toBeGreaterThanOrEqual(0.95);
  });

  it('writes no copy of the model into the working directory', () => {
    expect(fs.existsSync(path.join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });

  it('reads a picture without text as no conversation', async () => {
    const shapes = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7a072"/><stop offset="1" stop-color="#3a6ea5"/></linearGradient></defs><rect width="600" height="1000" fill="url(#g)"/><circle cx="200" cy="300" r="120" fill="#ffe066"/><rect x="280" y="560" width="240" height="160" rx="30" fill="#2a9d8f"/></svg>`,
    );
    const photo = await sharp(shapes).jpeg({ quality: 85 }).toBuffer();
    expect(await reader().read([photo])).toEqual([]);
  });
});

describe('files that are not a chat screenshot', () => {
  const notAScreenshot = { statusCode: 400, code: 'INVALID_IMAGE', message: 'Please upload a PNG, JPEG or WebP image' };

  it('refuses text, a renamed PDF, an SVG and a GIF', async () => {
    const read = reader();
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const bytes of [
      Buffer.from('hey, how was your weekend?'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>hi</text></svg>'),
      gif,
    ]) {
      await expect(read.read([bytes])).rejects.toMatchObject(notAScreenshot);
    }
  });

  it('refuses a truncated PNG, and one claiming 20000 x 20000 pixels before decoding it', async () => {
    const read = reader();
    const whole = screens('tinder-light').images[0]!;
    await expect(read.read([whole.subarray(0, whole.length >> 1)])).rejects.toMatchObject(notAScreenshot);
    const bomb = pngClaiming(20_000, 20_000);
    const rssBefore = process.memoryUsage().rss;
    await expect(read.read([bomb])).rejects.toMatchObject({ statusCode: 400, code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
    // 20000 x 20000 RGB would be 1.2 GB; nothing near that was allocated.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses no screenshot, four, and one over 5 MB, before decoding anything', async () => {
    const read = reader();
    const image = screens('hinge-dark').images[0]!;
    await expect(read.read([])).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_UPLOAD' });
    await expect(read.read([image, image, image, image])).rejects.toMatchObject({
      statusCode: 400,
      code: 'TOO_MANY_FILES',
    });
    const over = Buffer.concat([image, Buffer.alloc(5 * 1024 * 1024 + 1 - image.length)]);
    await expect(read.read([over])).rejects.toMatchObject({ statusCode: 413, code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses the whole reading when one of its screenshots is bad', async () => {
    const good = screens('hinge-dark').images[0]!;
    await expect(reader().read([good, Buffer.from('not an image')])).rejects.toMatchObject(notAScreenshot);
  });
});

/** A PNG of black and white stripes 3 pixels wide: small as a file, all detail as pixels (no flat cell anywhere). */
const stripes = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="p" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="3" height="6" fill="#000"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#p)"/></svg>`,
    ),
  )
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Screenshots stacked into one long capture, as a phone's scrolling screenshot joins screens. */
async function stacked(images: readonly Buffer[]): Promise<Buffer> {
  const sized = await Promise.all(images.map((image) => sharp(image).resize({ width: 1170 }).png().toBuffer()));
  const heights = await Promise.all(sized.map(async (image) => (await sharp(image).metadata()).height));
  let top = 0;
  const layers = sized.map((input, i) => ({ input, left: 0, top: (top += heights[i - 1] ?? 0) }));
  return sharp({ create: { width: 1170, height: top + heights.at(-1)!, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
}

describe('tall screenshots (issue 28)', () => {
  it('decodes at most MAX_WORKING_HEIGHT rows of a 780 x 32,051 capture, its bottom, and slices it for OCR', async () => {
    const tall = await sharp({ create: { width: 780, height: 32_051, channels: 3, background: '#ffffff' } })
      .composite([
        { input: { create: { width: 780, height: 10, channels: 3, background: '#000000' } }, top: 32_041, left: 0 },
      ])
      .png()
      .toBuffer();
    expect(await probeScreenshot(tall)).toEqual({ width: 780, height: MAX_WORKING_HEIGHT, resizedHeight: 32_051 });
    const pixels = await decodeScreenshot(tall);
    expect([pixels.width, pixels.height]).toEqual([780, MAX_WORKING_HEIGHT - 2]);
    // The black band at the capture's bottom is there: the newest rows are the ones kept.
    expect(pixels.data[(pixels.height - 5) * 780 * 3]).toBe(0);
    const slices = sliceScreen(pixels);
    expect(slices.every((slice) => slice.height <= SLICE_HEIGHT)).toBe(true);
    expect(slices.reduce((rows, slice) => rows + slice.height, 0)).toBe(pixels.height);
  });

  it('reads a long scrolling capture slice by slice without cutting a line, keeping its newest screens', async () => {
    const read = reader();
    const parts = ['whatsapp-light', 'imessage-dark'].map((name) => screens(name));
    const capture = await stacked(parts.map((part) => part.images[0]!));
    expect((await probeScreenshot(capture)).height).toBeGreaterThan(SLICE_HEIGHT);
    const separately = [];
    for (const part of parts) separately.push(...(await read.read([part.images[0]!])));
    expect(await read.read([capture])).toEqual(separately);
  }, 120_000);

  it('reads the newest screens of a capture taller than the cap, not its oldest', async () => {
    const read = reader();
    const six = ['hinge-light', 'bumble-light', 'whatsapp-light', 'imessage-dark', 'hinge-dark', 'tinder-light'];
    const long = await stacked(six.map((name) => screens(name).images[0]!));
    const lines = await read.read([long]);
    // The newest screen is read whole, as well as on its own (OCR may read a letter differently in a longer image).
    const newest = groundTruth(screens('tinder-light').fixture);
    const tail = lines.slice(-newest.length);
    expect(wordErrors(newest, tail).errors / wordErrors(newest, tail).words).toBeLessThanOrEqual(0.05);
    expect(speakersRight(newest, tail)).toBe(newest.length);
    // The oldest screen is past the cap: none of its lines is there.
    for (const line of groundTruth(screens('hinge-light').fixture)) {
      expect(lines.filter((read) => wordErrors([line], [read]).errors <= 1)).toEqual([]);
    }
  }, 120_000);

  it('keeps the request thread free while a reading does its pixel work', async () => {
    const read = reader();
    const busy = await stripes(780, 16_000);
    await read.read([screens('hinge-light').images[0]!]); // the thread and its model are loaded
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await read.read([busy]);
    delay.disable();
    // On the request thread, making 12 megapixels of stripes dark blocked it for over a second in one call.
    expect(delay.max / 1e6).toBeLessThan(400);
  }, 120_000);

  it('refuses at once, with 429, a reading whose megapixels do not fit the budget, and takes them back after', async () => {
    const pool = createOcrPool({ workers: 1, queueMax: 4, timeoutMs: 30_000, megapixels: 20 });
    pools.push(pool);
    let finish = () => {};
    let running = () => {};
    const taskRan = new Promise<void>((resolve) => (running = resolve));
    const first = pool.run(18.7, () => {
      running();
      return new Promise<string>((resolve) => (finish = () => resolve('read')));
    });
    // Places are free in the queue, but not megapixels: refused before any task (and so any decoding) starts.
    let started = false;
    await expect(pool.run(18.7, async () => (started = true))).rejects.toMatchObject({
      statusCode: 429,
      code: 'SCREENSHOT_READER_BUSY',
    });
    expect(started).toBe(false);
    // A small one fits beside it, and waits for the thread.
    const small = pool.run(1.3, async () => 'small');
    await taskRan;
    finish();
    expect(await first).toBe('read');
    expect(await small).toBe('small');
    await expect(pool.run(18.7, async () => 'again')).resolves.toBe('again');
  });
});

describe('the worker pool under load', () => {
  it('answers 429 beyond the queue: one reading at a time and none waiting, then one waiting', async () => {
    const image = screens('hinge-light').images;
    const alone = reader({ workers: 1, queueMax: 0, timeoutMs: 60_000 });
    const first = alone.read(image);
    await expect(alone.read(image)).rejects.toMatchObject({ statusCode: 429, code: 'SCREENSHOT_READER_BUSY' });
    expect((await first).length).toBeGreaterThan(0);

    const queued = reader({ workers: 1, queueMax: 1, timeoutMs: 60_000 });
    const running = queued.read(image);
    const waiting = queued.read(image);
    await expect(queued.read(image)).rejects.toMatchObject({ statusCode: 429 });
    expect(await waiting).toEqual(await running);
  });

  it('drops a waiting reading whose browser left, freeing its place in the queue', async () => {
    const image = screens('hinge-light').images;
    const queued = reader({ workers: 1, queueMax: 1, timeoutMs: 60_000 });
    const running = queued.read(image);
    const left = new AbortController();
    const dropped = queued.read(image, left.signal);
    left.abort(new Error('the browser left'));
    await expect(dropped).rejects.toThrow('the browser left');
    const next = queued.read(image);
    await expect(Promise.all([running, next])).resolves.toHaveLength(2);
  });

  it('stops its workers after the idle time, and starts one again for the next reading', async () => {
    const pool = createOcrPool({ workers: 1, queueMax: 1, timeoutMs: 30_000, megapixels: 10, idleMs: 100 });
    pools.push(pool);
    expect(pool.started()).toBe(0);
    await pool.run(1, async () => 'read');
    expect(pool.started()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.started()).toBe(0);
    await expect(pool.run(1, async () => 'again')).resolves.toBe('again');
  });

  it('answers 503 past the time limit, waiting included, and replaces the worker stuck on it', async () => {
    const image = screens('hinge-light').images;
    await expect(reader({ workers: 1, queueMax: 1, timeoutMs: 50 }).read(image)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SCREENSHOT_READ_TIMEOUT',
    });

    const pool = createOcrPool({ workers: 1, queueMax: 1, timeoutMs: 3_000, megapixels: 10 });
    pools.push(pool);
    const stuck = pool.run(1, () => new Promise<never>(() => undefined));
    await expect(stuck).rejects.toMatchObject({ statusCode: 503 });
    expect(pool.started()).toBe(0);
    await expect(pool.run(1, async (thread) => typeof thread.read)).resolves.toBe('function');
    expect(pool.started()).toBe(1);
  });
});
