import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth } from '../../../test/server/chat-screens/conversations';
import { pngClaiming } from '../../../test/server/chat-screens/png-claiming';
import { renderChatScreens, type RenderedChat } from '../../../test/server/chat-screens/render';
import { speakersRight, wordErrors } from '../../../test/server/chat-screens/scoring';
import { createOcrPool, type OcrPool } from './ocr-pool';
import { createScreenshotReader, type ScreenshotReader } from './screenshot-reader';

const readers: ScreenshotReader[] = [];
const pools: OcrPool[] = [];
const reader = (options = { workers: 1, queueMax: 4, timeoutMs: 60_000 }) => {
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
    const pool = createOcrPool({ workers: 1, queueMax: 1, timeoutMs: 30_000, idleMs: 100 });
    pools.push(pool);
    expect(pool.started()).toBe(0);
    await pool.run(Promise.resolve(), async () => 'read');
    expect(pool.started()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.started()).toBe(0);
    await expect(pool.run(Promise.resolve(), async () => 'again')).resolves.toBe('again');
  });

  it('answers 503 past the time limit, waiting included, and replaces the worker stuck on it', async () => {
    const image = screens('hinge-light').images;
    await expect(reader({ workers: 1, queueMax: 1, timeoutMs: 50 }).read(image)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SCREENSHOT_READ_TIMEOUT',
    });

    const pool = createOcrPool({ workers: 1, queueMax: 1, timeoutMs: 3_000 });
    pools.push(pool);
    const stuck = pool.run(Promise.resolve(), () => new Promise<never>(() => undefined));
    await expect(stuck).rejects.toMatchObject({ statusCode: 503 });
    expect(pool.started()).toBe(0);
    await expect(pool.run(Promise.resolve(), async (worker) => typeof worker.recognize)).resolves.toBe('function');
    expect(pool.started()).toBe(1);
  });
});
